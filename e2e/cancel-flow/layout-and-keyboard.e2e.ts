/**
 * Spec §2 themes, modal/inline presentation and §4 bounce guard, in Chromium: theme-v2's side panel,
 * the inline widget in the host's target without a close button, Escape closing the modal with focus back
 * on the button that opened it, and two quick Next clicks moving one step.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NEXT_STEP_BOUNCE_MS } from '../../renderer/domain/constants.ts';
import { playgroundHarness } from '../support/playground-harness.ts';

const harness = playgroundHarness();

const INLINE_TARGET = '#holdfast-inline-target';
/** A hurried customer's double click: well inside the bounce guard. */
const DOUBLE_CLICK_GAP_MS = 50;

describe('Themes: theme-v2 is the left-side theme (spec §2)', () => {
  it('renders the step tag in a side panel that follows the step, with letter badges on the answers', async () => {
    const page = await harness.start({ blueprint: 'theme-v2' });
    const side = page.widget.locator('.hf-aside');
    await page.expectVisible(side.getByText('Your Feedback'));
    // The tag moved out of the header into the panel, left of the step.
    expect(await page.dialog.getByRole('banner').getByText('Your Feedback').count()).toBe(0);
    const panelBox = await side.boundingBox();
    const titleBox = await page.title.boundingBox();
    expect(panelBox && titleBox && panelBox.x + panelBox.width <= titleBox.x).toBe(true);
    const badges = await page.dialog.locator('.hf-choice__badge').allTextContents();
    expect(badges).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);

    await page.choose('It is too expensive');
    await page.footer('Next');
    await page.expectVisible(side.getByText('Special Offer'));
  });

  it('the default theme has no side panel and keeps the tag in the header', async () => {
    const page = await harness.start();
    await page.expectVisible(page.dialog.getByRole('banner').getByText('Your Feedback'));
    expect(await page.widget.locator('.hf-aside').count()).toBe(0);
  });
});

describe('Inline presentation: rendered in the target element (spec §2, §3 inline, target)', () => {
  it('renders inside the target, with no close button and no backdrop', async () => {
    const page = await harness.start({ inline: true });
    const inTarget = page.page.locator(`${INLINE_TARGET} #holdfast-cancel-flow`);
    await page.expectVisible(inTarget.getByRole('heading', { name: 'Before you go, Louise' }));
    expect(await page.dialog.getByRole('button', { name: 'Close dialog' }).count()).toBe(0);
    expect(await page.dialog.getAttribute('aria-modal')).toBeNull();
    // The rest of the page stays usable: the playground's own controls take clicks.
    await page.page
      .getByRole('region', { name: 'Requests to the mock backend' })
      .getByRole('button', { name: 'Refresh' })
      .click();

    await page.choose('It is too expensive');
    // With no close button, Escape (e.g. to dismiss an autocomplete) must not make the page's widget vanish.
    await page.page.keyboard.press('Escape');
    await page.footer('Next');
    await page.expectTitle('How about 20% off, for good?');
    expect(await inTarget.count()).toBe(1);
    expect(await page.callbacks()).not.toContain('onClose');
  });
});

describe('Escape closes the modal; focus returns to the opener (spec §2 close, WAI-ARIA dialog)', () => {
  it('moves focus into the dialog, closes on Escape, and gives focus back to Show', async () => {
    const page = await harness.open();
    const showButton = page.page.getByRole('button', { name: /^Show / });
    await showButton.focus();
    await page.page.keyboard.press('Enter');
    await page.expectTitle('Before you go, Louise');
    expect(await page.dialog.evaluate((dialog) => dialog.matches(':focus-within'))).toBe(true);

    await page.page.keyboard.press('Escape');
    await page.widget.waitFor({ state: 'detached' });
    expect(await showButton.evaluate((button) => button === document.activeElement)).toBe(true);
    await expect.poll(() => page.callbacks()).toContain('onClose');
    const [session] = await page.requests('/api/sessions');
    expect(session?.body).toMatchObject({ aborted: true, canceled: false });

    // Showing it again starts a new session from the first step.
    await page.show();
    await page.expectTitle('Before you go, Louise');
    expect(await page.dialog.getByRole('radio', { checked: true }).count()).toBe(0);
    await page.choose('I am switching to another product');
    await page.page.keyboard.press('Escape');
    await page.widget.waitFor({ state: 'detached' });
    await expect.poll(async () => (await page.requests('/api/sessions')).length).toBe(2);
    const keys = (await page.requests('/api/sessions')).map(
      (request) => JSON.stringify(request.body).match(/"sessionKey":"([^"]+)"/)?.[1],
    );
    expect(new Set(keys).size).toBe(2);
  });

  it('focus is in the dialog by the first frame it is painted in: an Escape or Tab at once is its own', async () => {
    const page = await harness.open();
    // Before each frame, until the dialog exists: whether focus is in it then (the frame that paints it first).
    const focusedAtFirstFrame = page.page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const look = () => {
            const host = document.querySelector('[data-holdfast]');
            const dialog = host?.shadowRoot?.querySelector('.hf-dialog');
            if (!dialog) return void requestAnimationFrame(look);
            resolve(dialog.contains(host?.shadowRoot?.activeElement ?? null));
          };
          requestAnimationFrame(look);
        }),
    );
    await page.show();
    expect(await focusedAtFirstFrame).toBe(true);
  });

  it('a click on the backdrop keeps focus in the dialog, so Escape still closes it', async () => {
    const page = await harness.open();
    await page.show();
    await page.expectTitle('Before you go, Louise');
    // The top left corner of the viewport: backdrop, outside the centred dialog.
    await page.page.mouse.click(3, 3);
    expect(await page.dialog.evaluate((dialog) => dialog.matches(':focus-within'))).toBe(true);
    await page.page.keyboard.press('Escape');
    await page.widget.waitFor({ state: 'detached' });
  });
});

/**
 * Puts the page's Date.now, which the bounce guard reads, in the test's hands: `__clock.hold(ms)` stops it at
 * `ms`, `__clock.release()` lets it run again. The gap the guard sees between two clicks is then the one the
 * test says, however long a loaded machine takes to run them (a 50 ms timer once fired after 534 ms).
 */
async function holdablePageClock(page: Page): Promise<void> {
  await page.evaluate(() => {
    const real = Date.now.bind(Date);
    let held: number | null = null;
    Date.now = () => held ?? real();
    Reflect.set(window, '__clock', {
      real,
      hold: (ms: number) => {
        held = ms;
      },
      release: () => {
        held = null;
      },
    });
  });
}

describe(`Step navigation: repeated triggers within ${NEXT_STEP_BOUNCE_MS} ms are ignored (spec §4)`, () => {
  it('two quick clicks on Next move one step; a click after the guard moves again', async () => {
    const page = await harness.open();
    // Before the flow renders: its views take their clock (Date.now) when they render.
    await holdablePageClock(page.page);
    await page.show();
    await page.choose('It is too expensive');
    // A double click as a hurried customer makes it: the second lands on the next step's primary button
    // (re-read once the step has re-rendered) 50 ms after the first by the clock the guard reads.
    const labels = await page.widget.evaluate(async (host, gapMs) => {
      const clock = Reflect.get(window, '__clock');
      const primary = () => host.shadowRoot?.querySelector<HTMLButtonElement>('footer button:last-of-type');
      const first = primary();
      const firstLabel = first?.textContent;
      const started = clock.real();
      clock.hold(started);
      first?.click();
      const giveUpAt = started + 10_000;
      while (primary()?.textContent === firstLabel && clock.real() < giveUpAt)
        await new Promise((resolve) => setTimeout(resolve, 10));
      clock.hold(started + gapMs);
      const second = primary();
      second?.click();
      clock.release();
      return [firstLabel, second?.textContent];
    }, DOUBLE_CLICK_GAP_MS);
    expect(labels).toEqual(['Next', 'Decline offer']);
    await page.expectTitle('How about 20% off, for good?');
    // Wait out the guard: had the second click counted, the flow would have moved on by now.
    await page.page.waitForTimeout(NEXT_STEP_BOUNCE_MS + 100);
    await page.expectTitle('How about 20% off, for good?');
    // One step change for the first step, one for the single move.
    const events = (await page.requests('/api/events/new')).map((request) => request.body);
    const steps = events
      .filter(
        (event) =>
          typeof event === 'object' && event !== null && 'event' in event && event.event === 'step-change',
      )
      .map((event) => JSON.stringify(event).match(/"step":\{"guid":"([^"]+)"/)?.[1]);
    expect(steps).toEqual(['full-flow-survey', 'full-flow-survey:full-flow-choice-too-expensive']);

    await page.forward();
    await page.expectTitle('Anything else we should know?');
  });
});
