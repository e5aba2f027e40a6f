/**
 * Two of our modals open at once, in the built script tag: the pause wall, and the cancel flow the host opens
 * over it (show() from a wall's control, as a host's handler may). Only the one on top holds focus; Escape closes
 * that one only; focus goes back to the wall's control that had it, then, once the wall closes, to the page's
 * button that had it before the wall.
 */
import { describe, expect, it } from 'vitest';
import { openWall } from './support/experiences.ts';
import { harnessPerFile } from './support/harness-per-file.ts';
import { OPENER_ID } from './support/host-page.ts';
import { focusedElement } from './support/widget.ts';

const suite = harnessPerFile();

describe('the cancel flow opened over the pause wall', () => {
  it('takes focus, Escape closes it alone, focus back in the wall, then on the page', async () => {
    const host = await suite.openHost();
    const { page } = host;
    await page.focus(`#${OPENER_ID}`);
    // A soft pause: the wall may be left (spec §2), so it has a close button and Escape.
    await openWall({ harness: suite.harness, host }, 'pause', { customer: 'paused-soft-annual' });
    const wall = page.locator('#holdfast-pause-wall');
    const wallClose = wall.getByRole('button', { name: 'Close dialog' });
    await wallClose.focus();
    expect(await focusedElement(page)).toBe('widget:button[Close dialog]');

    await page.evaluate(() => void Reflect.get(window, 'holdfast').show());
    const flow = page.locator('#holdfast-cancel-flow');
    await flow.getByRole('dialog').waitFor();
    // Focus is in the flow on top, not left in the wall beneath.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('holdfast-cancel-flow');

    await page.keyboard.press('Escape');
    await flow.waitFor({ state: 'detached' });
    expect(await wall.getByRole('dialog').isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('holdfast-pause-wall');
    expect(await focusedElement(page)).toBe('widget:button[Close dialog]');

    // The wall's own Escape reaches it again, and focus goes back to the page's button.
    await page.keyboard.press('Escape');
    await wall.waitFor({ state: 'detached' });
    expect(await focusedElement(page)).toBe(`page:button#${OPENER_ID}`);
    expect(host.log.errors).toEqual([]);
  });
});
