/**
 * Replay in the playground: a session walked in the playground (whose host gives recording consent) is
 * listed with its results among the sessions the mock backend received, and its recording plays back in
 * rrweb's replayer, showing the widget as the customer saw it.
 */
import { describe, expect, it } from 'vitest';
import { playgroundHarness } from '../support/playground-harness.ts';

const harness = playgroundHarness();
const WAIT_MS = 15_000;

describe('the playground replays a recorded session', () => {
  it('lists the session with its results and plays its recording back', async () => {
    const flow = await harness.start();
    await flow.choose('It is too expensive');
    await flow.footer('Next');
    await flow.expectTitle('How about 20% off, for good?');
    // Escape closes the modal as the close button does (spec §4 Shutdown: an unfinished session is aborted).
    await flow.page.keyboard.press('Escape');
    await flow.dialog.waitFor({ state: 'detached' });

    const panel = flow.page.getByRole('region', { name: 'Sessions received' });
    const replay = panel.getByRole('button', { name: 'Replay', exact: true }).first();
    await expect
      .poll(
        async () => {
          if (await replay.isVisible()) return true;
          await panel.getByRole('button', { name: 'Refresh', exact: true }).click();
          return false;
        },
        { timeout: WAIT_MS, interval: 500 },
      )
      .toBe(true);
    await expect.poll(() => panel.locator('li').first().textContent()).toContain('aborted');
    await expect.poll(() => panel.locator('li').first().textContent()).toContain('Recorded');

    await replay.click();
    // The replayer rebuilds the page in its own iframe, the widget's shadow root included, and plays the
    // session through to the screen the customer left on (the survey before it passes too fast to wait for).
    const stage = flow.page.frameLocator('[data-testid="session-replay"] iframe');
    await stage
      .locator('#holdfast-cancel-flow')
      .getByText('How about 20% off, for good?', { exact: true })
      .waitFor({ timeout: WAIT_MS });
    expect(flow.log.failedRequests).toEqual([]);
    expect(flow.log.errors).toEqual([]);
  });
});
