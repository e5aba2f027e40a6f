/**
 * A customer can always cancel when the widget's lazy chunks cannot be fetched (docs/spec-coverage.md, "A lazy
 * chunk that cannot be fetched"), in the built script tag on a plain host page against the mock server: the
 * offers' chunk and the cancel's fail (aborted as offline would), the API still answers. Confirm and cancel says
 * the connection was lost, nothing is thrown into the page; once the chunks come again, Try again cancels once.
 */
import { describe, expect, it } from 'vitest';
import { fixtureBlueprint, onlySteps } from '../quality/support/blueprints.ts';
import { harnessPerFile } from '../quality/support/harness-per-file.ts';
import { button, liveRegionText, waitForText } from '../quality/support/widget.ts';

const CONNECTION_LOST = 'The connection was lost. Check that you are online, then try again.';
const LATER_CHUNKS = /holdfast-(later-views|cancel-action)-[^/]*\.js/;

const suite = harnessPerFile();

describe('Confirm and cancel while the later chunks cannot be fetched', () => {
  it('says the connection was lost; once they come, Try again cancels exactly once', async () => {
    const { harness } = suite;
    harness.mock.backend.load({
      blueprint: onlySteps(fixtureBlueprint('full-flow', harness.now), 'CONFIRM'),
    });
    const host = await suite.openHost();
    await host.page.route(LATER_CHUNKS, (route) => route.abort('internetdisconnected'));
    expect(await host.init({ customer: 'active-monthly' })).toEqual({ ok: true });
    await host.clickOpener();
    await button(host.page, 'Confirm and cancel').click();
    await waitForText(host.page, CONNECTION_LOST);
    expect(await liveRegionText(host.page)).toBe(CONNECTION_LOST);
    expect(await button(host.page, 'Nevermind').count()).toBe(1);
    expect(host.log.errors.filter((error) => error.startsWith('uncaught'))).toEqual([]);

    await host.page.unroute(LATER_CHUNKS);
    await button(host.page, 'Try again').click();
    await waitForText(host.page, 'Your subscription has been cancelled');
    const cancels = harness.mock.backend
      .requests()
      .filter((request) => request.method === 'POST' && request.path.endsWith('/stripe/cancel'));
    expect(cancels).toHaveLength(1);
    expect(host.log.errors.filter((error) => error.startsWith('uncaught'))).toEqual([]);
  });
});
