/**
 * Issue 17 §7, on a phone (375 px wide, in Chromium): the offer's Decline is on screen without scrolling, whatever
 * the offer's length (the modal's footer sticks to the bottom while the step scrolls), and theme-v2's close button
 * sits in the brand band, not alone on a row under it.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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

describe('On a phone the offer can be declined without scrolling (issue 17 §7)', () => {
  it('the plan-change offer, taller than the screen: Decline offer is on screen and tappable', async () => {
    const page = await harness.open({});
    await page.page.setViewportSize(PHONE);
    await page.show();
    await page.choose('It is missing features I need');
    await page.footer('Next');
    await page.expectTitle('Our Team plan may have what you need');
    await page.expectVisible(page.dialog.getByRole('article', { name: 'Team' }));
    // The step is taller than the screen: without the sticky footer, Decline would be below the fold.
    const dialog = page.dialog;
    expect(await dialog.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    expect(await dialog.evaluate((element) => element.scrollTop)).toBe(0);
    expect(await onScreenUncovered(dialog.getByRole('button', { name: 'Decline offer' }))).toBe(true);
  });
});

describe('On a phone a control reached by keyboard is never hidden under the sticky footer', () => {
  it('tabbing through the plan-change offer: each focused control is on screen and uncovered', async () => {
    const page = await harness.open({});
    await page.page.setViewportSize(PHONE);
    await page.show();
    await page.choose('It is missing features I need');
    await page.footer('Next');
    await page.expectTitle('Our Team plan may have what you need');
    await page.expectVisible(page.dialog.getByRole('article', { name: 'Team' }));
    const switches = await page.dialog.getByRole('button', { name: 'Switch plan' }).count();
    expect(switches).toBeGreaterThan(1);
    const hidden: string[] = [];
    // Every control of the step and its footer, and round again to the first.
    for (let n = 0; n < switches + 6; n++) {
      await page.page.keyboard.press('Tab');
      const focused = page.dialog.locator(':focus');
      if ((await focused.count()) === 0) continue;
      if (!(await onScreenUncovered(focused)))
        hidden.push(await focused.evaluate((element) => element.outerHTML.slice(0, 80)));
    }
    expect(hidden).toEqual([]);
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
