/**
 * Spec §4: "The success and error animations each play once on display". A CSS animation's count and its
 * reduced-motion rule are only real in a browser, so the marks are read from Chromium's own animations.
 */
import { describe, expect, it } from 'vitest';
import type { FlowPage } from '../support/flow-page.ts';
import { playgroundHarness } from '../support/playground-harness.ts';

const harness = playgroundHarness();

interface MarkAnimation {
  iterations: number | undefined;
  playState: string;
}

/** The running or finished animations of the outcome mark's parts (its ring and its stroke). */
async function markAnimations(page: FlowPage, finished: boolean): Promise<MarkAnimation[]> {
  const mark = page.dialog.locator('svg.hf-mark');
  await mark.waitFor();
  return mark.evaluate(async (svg, waitForEnd) => {
    const animations = [...svg.querySelectorAll('*')].flatMap((part) => part.getAnimations());
    if (waitForEnd) await Promise.all(animations.map((animation) => animation.finished));
    return animations.map((animation) => ({
      iterations: animation.effect?.getComputedTiming().iterations,
      playState: animation.playState,
    }));
  }, finished);
}

describe('Outcome animations play once on display (spec §4)', () => {
  it.each([
    [
      'the success mark (a cancel already scheduled)',
      'cancel-scheduled',
      'Your subscription is already set to cancel',
    ],
    ['the error mark (no subscription)', 'no-subscription', 'Sorry, something went wrong'],
  ])('%s draws once and then stays still', async (_, customer, heading) => {
    const page = await harness.start({ customer });
    await page.expectVisible(page.dialog.getByRole('heading', { name: heading }));
    const played = await markAnimations(page, true);
    // The ring and the stroke each draw once, and are done: nothing loops.
    expect(played).toEqual([
      { iterations: 1, playState: 'finished' },
      { iterations: 1, playState: 'finished' },
    ]);
  });

  it('with reduced motion the mark is drawn still', async () => {
    const page = await harness.open({ customer: 'no-subscription' });
    await page.page.emulateMedia({ reducedMotion: 'reduce' });
    await page.show();
    await page.expectVisible(page.dialog.getByRole('heading', { name: 'Sorry, something went wrong' }));
    expect(await markAnimations(page, false)).toEqual([]);
  });
});
