/**
 * The managed flow whose configuration and language cannot come because the connection is lost, in the built
 * script tag on a plain host page against the mock server (as the cancel flow's load in
 * e2e/cancel-flow/connection-lost.e2e.ts): its chunk is in (opened once before), the browser goes offline, the
 * host shows it in German. The error screen says the connection was lost (in English: the German catalog could
 * not come either) with Try again; back online, Try again brings the e-mail form in German. Before, it said
 * 'Error loading' with nothing to press but the close button, in English, and stayed so once back online.
 */
import { describe, expect, it } from 'vitest';
import { emailInput, startManagedFlow } from '../quality/support/experiences.ts';
import { harnessPerFile } from '../quality/support/harness-per-file.ts';
import { COMPRESS_LONG_TIMERS_SCRIPT } from '../quality/support/host-page.ts';
import { button, waitForText, widget } from '../quality/support/widget.ts';

const CONNECTION_LOST = 'The connection was lost. Check that you are online, then try again.';
/** The client's three attempts and their backoffs (compressed) run before the screen shows. */
const SETTLE_MS = 15_000;

const suite = harnessPerFile();

describe('the managed flow offline at show, in German', () => {
  it('says the connection was lost; back online, Try again shows the e-mail form in German', async () => {
    const host = await suite.openHost({ before: [COMPRESS_LONG_TIMERS_SCRIPT] });
    const context = { harness: suite.harness, host };
    // Opened once, in English: the managed flow's chunk is in the page; the German catalog is not.
    await startManagedFlow(context);
    await emailInput(host.page).waitFor();
    await host.page.keyboard.press('Escape');
    await emailInput(host.page).waitFor({ state: 'detached' });

    await host.context.setOffline(true);
    await startManagedFlow(context, { i18n: { lang: 'de' } });
    await waitForText(host.page, CONNECTION_LOST, SETTLE_MS);
    expect(await widget(host.page).getByText('Error loading').count()).toBe(0);
    expect(await button(host.page, 'Close dialog').count()).toBe(1);

    await host.context.setOffline(false);
    await button(host.page, 'Try again').click();
    await widget(host.page)
      .getByRole('textbox', { name: 'E-Mail-Adresse' })
      .waitFor({ state: 'visible', timeout: SETTLE_MS });
    await waitForText(host.page, 'E-Mail-Bestätigung');
    expect(await button(host.page, 'Dialog schließen').count()).toBe(1);
    expect(await widget(host.page).getByText(CONNECTION_LOST).count()).toBe(0);
    expect(host.log.errors.filter((error) => error.startsWith('uncaught'))).toEqual([]);
  });
});
