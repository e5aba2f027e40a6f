/**
 * What host pages do to a widget in real life, in the built script tag in Chromium: call init and show
 * out of order or twice, replace their body, open their own modal dialog, give the body a transform,
 * run right to left, pass a bad selector or reuse our element's id. The widget must show what it acts on,
 * stay usable and reachable, and never throw into the page.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { printFigures } from './support/figures.ts';
import { type HostPage, initOptionsFor } from './support/harness.ts';
import { harnessPerFile } from './support/harness-per-file.ts';
import { OPENER_ID } from './support/host-page.ts';
import { button, dialog, widget } from './support/widget.ts';

const FIRST_STEP = 'I am switching to another product';
const EMBED_PATH = /\/embed$/;

const suite = harnessPerFile();
let cases = 0;

afterAll(() => {
  printFigures('host page edges', `${cases} host-page situations: the widget usable, nothing thrown`);
});

async function openHost(): Promise<HostPage> {
  const host = await suite.openHost({ viewport: { width: 1000, height: 700 } });
  cases += 1;
  return host;
}

/** Options for init of a fixture customer, with the recorded callbacks, passed to holdfast.init in the page. */
async function optionsFor(customer: 'active-monthly' | 'trialing', extra: Record<string, unknown> = {}) {
  return { ...(await initOptionsFor({ customer, extra }, suite.harness.mock.url, suite.harness.now)) };
}

function embedCalls(): number {
  return suite.harness.mock.backend.requests().filter((request) => EMBED_PATH.test(request.path)).length;
}

async function hostCallNames(page: Page): Promise<string[]> {
  const calls: Array<{ name: string }> = await page.evaluate(() => Reflect.get(window, '__hostCalls'));
  return calls.map((call) => call.name);
}

/** init, then the page's own modal dialog (holding the opener) open, and the opener clicked. */
async function openFromTheirDialog(host: HostPage): Promise<void> {
  const { page } = host;
  await host.init();
  await page.evaluate((openerId) => {
    const theirs = document.createElement('dialog');
    theirs.id = 'their-dialog';
    const opener = document.getElementById(openerId);
    if (opener) theirs.append(opener);
    document.body.append(theirs);
    theirs.showModal();
  }, OPENER_ID);
  await host.clickOpener();
}

/** Whether the first step's answer can be picked: on screen, not covered, not inert. */
async function firstStepUsable(page: Page): Promise<void> {
  const radio = widget(page).getByRole('radio', { name: FIRST_STEP, exact: true });
  await radio.click({ timeout: 10_000 });
  expect(await radio.isChecked()).toBe(true);
}

describe('init and show called in any order', () => {
  it('an answer for a replaced init is dropped: the customer sees, and acts as, the later customer', async () => {
    const host = await openHost();
    const { page, log } = host;
    suite.harness.mock.backend.faults.add({ kind: 'delay', delayMs: 1500, pathRegex: '/embed$', times: 1 });
    const first = await optionsFor('active-monthly');
    const second = await optionsFor('trialing');
    await page.evaluate(
      async ([a, b]) => {
        const holdfast = Reflect.get(window, 'holdfast');
        const callbacks = Reflect.get(window, '__callbacks')(['onError'], {});
        holdfast.init({ ...a, ...callbacks });
        void holdfast.show();
        await new Promise((resolve) => setTimeout(resolve, 300));
        holdfast.init({ ...b, ...callbacks });
        void holdfast.show();
      },
      [first, second] as const,
    );
    await dialog(page).waitFor({ state: 'visible' });
    // The first customer's late answer comes and goes.
    await page.waitForTimeout(2000);
    const session = await page.evaluate(() => Reflect.get(window, 'holdfast').getSessionData());
    expect(session).toMatchObject({ customer: { id: second.customerId } });
    expect(embedCalls()).toBe(2);
    expect(await hostCallNames(page)).toEqual([]);
    expect(log.errors).toEqual([]);
  });

  it('show then hide at once: nothing stays open, and the host hears of the close once', async () => {
    const host = await openHost();
    const { page, log } = host;
    await host.init();
    await page.evaluate(() => {
      const holdfast = Reflect.get(window, 'holdfast');
      void holdfast.show();
      void holdfast.hide();
    });
    await page.waitForTimeout(1500);
    expect(await widget(page).count()).toBe(0);
    expect(await hostCallNames(page)).toEqual(['onClose']);
    expect(log.errors).toEqual([]);
  });

  it('show twice: one flow, loaded once', async () => {
    const host = await openHost();
    const { page, log } = host;
    await host.init();
    await page.evaluate(() => {
      const holdfast = Reflect.get(window, 'holdfast');
      void holdfast.show();
      void holdfast.show();
    });
    await firstStepUsable(page);
    expect(embedCalls()).toBe(1);
    expect(await widget(page).count()).toBe(1);
    expect(log.errors).toEqual([]);
  });
});

describe('pages that move things around', () => {
  it('a single-page app replacing its body: the open session ends as closed and show opens a new one', async () => {
    const host = await openHost();
    const { page, log } = host;
    await host.open();
    await page.evaluate(() => {
      const next = document.createElement('body');
      next.innerHTML = `<button id="again" type="button">Cancel subscription</button>`;
      next.querySelector('button')?.addEventListener('click', () => Reflect.get(window, 'holdfast').show());
      document.body.replaceWith(next);
    });
    await page.locator('#again').click();
    await firstStepUsable(page);
    expect((await hostCallNames(page)).filter((name) => name === 'onClose')).toHaveLength(1);
    await expect
      .poll(
        () => suite.harness.mock.backend.requests().filter((r) => r.path.endsWith('/api/sessions')).length,
      )
      .toBe(1);
    expect(
      suite.harness.mock.backend.requests().find((r) => r.path.endsWith('/api/sessions'))?.body,
    ).toMatchObject({ aborted: true });
    expect(embedCalls()).toBe(2);
    expect(log.errors).toEqual([]);
  });

  it('shown while the page has no body: the modal goes on the root element and works', async () => {
    const host = await openHost();
    const { page, log } = host;
    await host.init();
    await page.evaluate(() => {
      document.body.remove();
      void Reflect.get(window, 'holdfast').show();
    });
    await firstStepUsable(page);
    expect(log.errors).toEqual([]);
  });

  it("an element of the page's own with our id is neither taken nor removed", async () => {
    const host = await openHost();
    const { page, log } = host;
    await page.evaluate(() => {
      const theirs = document.createElement('button');
      theirs.id = 'holdfast-cancel-flow';
      theirs.textContent = 'Their button';
      document.querySelector('main')?.append(theirs);
    });
    await host.open();
    await firstStepUsable(page);
    expect(await page.locator('main > #holdfast-cancel-flow').textContent()).toBe('Their button');
    expect(log.errors).toEqual([]);
  });

  it('an inline target that is not a valid selector: a modal and a warning, nothing thrown', async () => {
    const host = await openHost();
    const { page, log } = host;
    const options = await optionsFor('active-monthly', { inline: true, target: '###<img src=x>' });
    const shown = await page.evaluate(async (opts) => {
      const holdfast = Reflect.get(window, 'holdfast');
      await holdfast.init(opts);
      try {
        await holdfast.show();
        return 'resolved';
      } catch (error) {
        return `rejected: ${String(error)}`;
      }
    }, options);
    expect(shown).toBe('resolved');
    await firstStepUsable(page);
    expect(await dialog(page).getAttribute('aria-modal')).toBe('true');
    expect(log.console.some((line) => line.includes('inline target not found'))).toBe(true);
    expect(log.errors).toEqual([]);
  });
});

describe('pages styled or stacked against a modal', () => {
  it('a body with a transform, scrolled far down: the dialog is in the viewport and usable', async () => {
    const host = await openHost();
    const { page, log } = host;
    await page.addStyleTag({ content: 'body { transform: translateZ(0); min-height: 3000px; }' });
    await page.evaluate(() => window.scrollTo(0, 2300));
    await host.open();
    const box = await dialog(page).boundingBox();
    expect(box).not.toBeNull();
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(700);
    await firstStepUsable(page);
    expect(log.errors).toEqual([]);
  });

  it("opened from the page's own modal dialog: ours is on top and usable, and Escape closes only ours", async () => {
    const host = await openHost();
    const { page, log } = host;
    await openFromTheirDialog(host);
    await firstStepUsable(page);
    await page.keyboard.press('Escape');
    await widget(page).waitFor({ state: 'detached' });
    expect(
      await page.evaluate(() => (document.getElementById('their-dialog') as HTMLDialogElement).open),
    ).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(OPENER_ID);
    expect(log.errors).toEqual([]);
  });

  it("the page's dialog closing while ours is open (a fade-out): ours stays on screen and usable", async () => {
    const host = await openHost();
    const { page, log } = host;
    await openFromTheirDialog(host);
    await dialog(page).waitFor({ state: 'visible' });
    await page.evaluate(() => (document.getElementById('their-dialog') as HTMLDialogElement).close());
    await firstStepUsable(page);
    expect(
      await page.evaluate(() => document.querySelector('[data-holdfast]')?.parentElement?.localName),
    ).toBe('body');
    expect(log.errors).toEqual([]);
  });

  it("a page that acts on every click (here: it updates our branding): the customer's answer still takes", async () => {
    const host = await openHost();
    const { page, log } = host;
    await host.open();
    // The page's handler runs inside the click's dispatch, after the radio is checked and before its change
    // event: the widget re-renders then, from a store that has no answer yet.
    await page.evaluate(() => {
      document.addEventListener(
        'click',
        () => Reflect.get(window, 'holdfast').updateBranding({ colors: { primary: '#225522' } }),
        true,
      );
    });
    await firstStepUsable(page);
    // Not only on screen: the flow has the answer, so Next (refused without one) moves on.
    await button(page, 'Next').click();
    await widget(page).getByRole('radio', { name: FIRST_STEP, exact: true }).waitFor({ state: 'detached' });
    expect(log.errors).toEqual([]);
  });

  it('a right-to-left page: our English runs left to right', async () => {
    const host = await openHost();
    const { page, log } = host;
    await page.evaluate(() => {
      document.documentElement.dir = 'rtl';
      document.documentElement.lang = 'ar';
    });
    await host.open();
    const direction = await dialog(page).evaluate((element) => getComputedStyle(element).direction);
    expect(direction).toBe('ltr');
    expect(await button(page, 'Next').isVisible()).toBe(true);
    expect(log.errors).toEqual([]);
  });
});
