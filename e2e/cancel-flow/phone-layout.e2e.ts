/**
 * Issue 17 §7, on a phone (375 px wide, in Chromium): the offer's Decline is on screen without scrolling, whatever
 * the offer's length (the modal's footer sticks to the bottom while the step scrolls), and theme-v2's close button
 * sits in the brand band, not alone on a row under it. And the close button stays in reach however far a long
 * step is scrolled (the bar that holds it sticks to the top), in both themes and on the walls.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { FlowPage, PlaygroundQuery } from '../support/flow-page.ts';
import { playgroundHarness } from '../support/playground-harness.ts';

const harness = playgroundHarness();

/** An iPhone SE's viewport: the narrowest phone a customer is likely to hold. */
const PHONE = { width: 375, height: 667 };

/** Whether `control` is inside the viewport and the topmost thing at its centre: seen and tappable as it is. */
function onScreenUncovered(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inside = box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
    const root = element.getRootNode();
    const atCentre =
      root instanceof ShadowRoot
        ? root.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        : null;
    return inside && atCentre !== null && element.contains(atCentre);
  });
}

/** The plan-change offer on a phone: taller than the screen, so the dialog scrolls. */
async function planChangeOnPhone(query: PlaygroundQuery = {}): Promise<FlowPage> {
  const page = await harness.open(query);
  await page.page.setViewportSize(PHONE);
  await page.show();
  await page.choose('It is missing features I need');
  await page.footer('Next');
  await page.expectTitle('Our Team plan may have what you need');
  await page.expectVisible(page.dialog.getByRole('article', { name: 'Team' }));
  return page;
}

/** Presses `key` `times` times; returns the focused controls that were off screen or covered (their markup). */
async function hiddenWhileTabbing(
  page: FlowPage,
  key: 'Tab' | 'Shift+Tab',
  times: number,
): Promise<string[]> {
  const hidden: string[] = [];
  for (let n = 0; n < times; n++) {
    await page.page.keyboard.press(key);
    const focused = page.dialog.locator(':focus');
    if ((await focused.count()) === 0) continue;
    if (!(await onScreenUncovered(focused)))
      hidden.push(await focused.evaluate((element) => element.outerHTML.slice(0, 80)));
  }
  return hidden;
}

describe('On a phone the offer can be declined without scrolling (issue 17 §7)', () => {
  it('the plan-change offer, taller than the screen: Decline offer is on screen and tappable', async () => {
    const page = await planChangeOnPhone();
    // The step is taller than the screen: without the sticky footer, Decline would be below the fold.
    const dialog = page.dialog;
    expect(await dialog.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    expect(await dialog.evaluate((element) => element.scrollTop)).toBe(0);
    expect(await onScreenUncovered(dialog.getByRole('button', { name: 'Decline offer' }))).toBe(true);
  });
});

describe('On a phone a control reached by keyboard is never hidden under the sticky footer', () => {
  it('tabbing through the plan-change offer: each focused control is on screen and uncovered', async () => {
    const page = await planChangeOnPhone();
    const switches = await page.dialog.getByRole('button', { name: 'Switch plan' }).count();
    expect(switches).toBeGreaterThan(1);
    // Every control of the step and its footer, and round again to the first.
    expect(await hiddenWhileTabbing(page, 'Tab', switches + 6)).toEqual([]);
  });
});

describe('theme-v2 on a phone: the close button is in the brand band (issue 17 §7)', () => {
  it('the close button lies inside the band, clear of its contents, and closes', async () => {
    const page = await harness.open({ blueprint: 'theme-v2' });
    await page.page.setViewportSize(PHONE);
    await page.show();
    const band = page.widget.locator('.hf-aside');
    await page.expectVisible(band.getByText('Your Feedback'));
    const close = page.dialog.getByRole('button', { name: 'Close dialog' });
    const [bandBox, closeBox, tagBox] = await Promise.all([
      band.boundingBox(),
      close.boundingBox(),
      band.getByText('Your Feedback').boundingBox(),
    ]);
    if (!bandBox || !closeBox || !tagBox) throw new Error('band, close button and tag must be laid out');
    expect(closeBox.y).toBeGreaterThanOrEqual(bandBox.y);
    expect(closeBox.y + closeBox.height).toBeLessThanOrEqual(bandBox.y + bandBox.height);
    expect(closeBox.x + closeBox.width).toBeLessThanOrEqual(bandBox.x + bandBox.width);
    expect(closeBox.x).toBeGreaterThanOrEqual(tagBox.x + tagBox.width);
    expect(await onScreenUncovered(close)).toBe(true);
    await close.click();
    await page.widget.waitFor({ state: 'detached' });
  });
});

/** Scrolls the dialog to its end with the mouse wheel, as a customer does, and waits until it is there. */
async function wheelToEnd(page: FlowPage): Promise<void> {
  const box = await page.dialog.boundingBox();
  if (!box) throw new Error('the dialog must be laid out');
  await page.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const atEnd = () =>
    page.dialog.evaluate((element) => element.scrollTop + element.clientHeight >= element.scrollHeight - 1);
  for (let n = 0; n < 20 && !(await atEnd()); n++) await page.page.mouse.wheel(0, 400);
  await expect.poll(atEnd).toBe(true);
}

describe('On a phone the close button stays in reach however far a long step is scrolled', () => {
  for (const blueprint of ['full-flow', 'theme-v2'] as const) {
    it(`${blueprint}: at the end of the plan-change offer, Close and the footer are on screen, and Close closes`, async () => {
      const page = await planChangeOnPhone({ blueprint });
      await wheelToEnd(page);
      expect(await page.dialog.evaluate((element) => element.scrollTop)).toBeGreaterThan(200);
      const close = page.dialog.getByRole('button', { name: 'Close dialog' });
      expect(await onScreenUncovered(close)).toBe(true);
      expect(await onScreenUncovered(page.dialog.getByRole('button', { name: 'Decline offer' }))).toBe(true);
      // The default theme keeps the whole bar: the step's tag stays beside the button.
      if (blueprint === 'full-flow')
        expect(
          await onScreenUncovered(page.dialog.getByRole('banner').getByText('Consider Other Plans')),
        ).toBe(true);
      await close.click();
      await page.widget.waitFor({ state: 'detached' });
    });
  }

  it('Shift+Tab back up the plan-change offer: no focused control is hidden under the sticky bar', async () => {
    const page = await planChangeOnPhone();
    const switches = await page.dialog.getByRole('button', { name: 'Switch plan' }).count();
    // From the end of the step upwards: Back, each Switch plan, ... up to Close at the top.
    await page.dialog.getByRole('button', { name: 'Decline offer' }).focus();
    expect(await hiddenWhileTabbing(page, 'Shift+Tab', switches + 4)).toEqual([]);
  });
});

describe('The walls share the frame: on a short screen their close button stays in reach too', () => {
  /** A phone with its on-screen keyboard up, as when typing the card number: about 375×400 is left. */
  const KEYBOARD_UP = { width: 375, height: 400 };

  for (const theme of ['default', 'theme-v2'] as const) {
    it(`the failed-payment wall (${theme}), scrolled to its end: Close is on screen and closes`, async () => {
      const flow = await harness.open({ experience: 'failed-payment-wall', customer: 'past-due-in-grace' });
      // A wall takes its theme from the organisation's branding (renderer/domain/walls.ts).
      const loaded = await flow.page.evaluate(
        ([origin, brandTheme]) =>
          fetch(new URL('/__mock/load', origin), {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ branding: { brandTheme } }),
          }).then((response) => response.status),
        [flow.backendOrigin, theme] as const,
      );
      expect(loaded).toBe(200);
      await flow.page.setViewportSize(KEYBOARD_UP);
      await flow.page.getByRole('button', { name: /^Show / }).click();
      const widget = flow.page.locator('#holdfast-failed-payment-wall');
      const wall = widget.getByRole('dialog', { name: 'Update your payment details' });
      await wall.getByText(/Test cards: 4242/).waitFor();
      expect(await widget.locator('.hf-aside').count()).toBe(theme === 'theme-v2' ? 1 : 0);
      await wheelToEnd({ ...flow, dialog: wall });
      expect(await wall.evaluate((element) => element.scrollTop)).toBeGreaterThan(100);
      const close = wall.getByRole('button', { name: 'Close dialog' });
      expect(await onScreenUncovered(close)).toBe(true);
      await close.click();
      await widget.getByRole('dialog').waitFor({ state: 'detached' });
    });
  }
});
