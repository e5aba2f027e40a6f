/**
 * A flow that fails to load because the connection is lost has a way on (docs/spec-coverage.md, Known gaps), in
 * the built script tag on a plain host page against the mock server: the browser goes offline after init, the
 * customer opens the flow, reads that the connection was lost (also in the live region), comes back online,
 * presses Try again and reaches the first step in the same session. Offline, Try again ends on the same screen;
 * the close button still closes. In German the language's catalog, which could not come offline either, comes
 * with Try again. A refused load keeps the generic screen (the faults suite, 'Error loading'). The cancel's own
 * call that gets no answer: cancelled after all ends on the cancelled screen; not, Try again with the same key.
 */
import { describe, expect, it } from 'vitest';
import { fixtureBlueprint, onlySteps } from '../quality/support/blueprints.ts';
import type { HostPage } from '../quality/support/harness.ts';
import { harnessPerFile } from '../quality/support/harness-per-file.ts';
import { COMPRESS_LONG_TIMERS_SCRIPT } from '../quality/support/host-page.ts';
import { button, focusedElement, liveRegionText, waitForText, widget } from '../quality/support/widget.ts';

const CONNECTION_LOST = 'The connection was lost. Check that you are online, then try again.';
/** The client's three attempts and their backoffs (compressed) run before the screen shows. */
const SETTLE_MS = 15_000;

const suite = harnessPerFile();

/** A host page whose widget core is in (init answered), then offline as the customer opens the flow. */
async function openOffline(lang?: string): Promise<HostPage> {
  const { harness } = suite;
  harness.mock.backend.load({ blueprint: onlySteps(fixtureBlueprint('full-flow', harness.now), 'CONFIRM') });
  const host = await suite.openHost({ before: [COMPRESS_LONG_TIMERS_SCRIPT] });
  const result = await host.init({ customer: 'active-monthly', ...(lang ? { i18n: { lang } } : {}) });
  expect(result).toEqual({ ok: true });
  await host.context.setOffline(true);
  await host.clickOpener();
  await waitForText(host.page, CONNECTION_LOST, SETTLE_MS);
  return host;
}

function embedRequests() {
  return suite.harness.mock.backend
    .requests()
    .filter((request) => request.method === 'POST' && request.path.endsWith('/embed'));
}

async function sessionKey(host: HostPage): Promise<unknown> {
  return host.page.evaluate(() =>
    Reflect.get(Reflect.get(window, 'holdfast').getSessionData(), 'sessionKey'),
  );
}

describe('a load that fails offline', () => {
  it('says the connection was lost; back online, Try again reaches the first step in the same session', async () => {
    const host = await openOffline();
    expect(embedRequests()).toHaveLength(0);
    await waitForText(host.page, 'Sorry, something went wrong');
    expect(await widget(host.page).getByText('Please contact us.').count()).toBe(0);
    expect(await liveRegionText(host.page)).toBe(`Error: ${CONNECTION_LOST}`);
    expect(await focusedElement(host.page)).toMatch(/^widget:/);
    expect(await button(host.page, 'Go to account').count()).toBe(1);
    expect(await button(host.page, 'Close dialog').count()).toBe(1);
    // The host hears of it once, as API_UNREACHABLE: offline, the chunk that words the cause cannot be fetched
    // either, and state/flow/load.ts falls back to the error's own detail under the same code.
    const heard = (await host.hostCalls()).filter((call) => call.name === 'onError');
    expect(heard).toHaveLength(1);
    expect(JSON.stringify(heard[0])).toContain('"code":"API_UNREACHABLE"');
    const session = await sessionKey(host);

    await host.context.setOffline(false);
    await button(host.page, 'Try again').click();
    await button(host.page, 'Confirm and cancel').waitFor({ state: 'visible', timeout: SETTLE_MS });
    expect(embedRequests()).toHaveLength(1);
    expect(await sessionKey(host)).toBe(session);
    expect(await focusedElement(host.page)).toMatch(/^widget:/);
    expect(await widget(host.page).getByText(CONNECTION_LOST).count()).toBe(0);
    expect((await host.hostCalls()).filter((call) => call.name === 'onInit').at(-1)?.args).toEqual([
      { ok: true },
    ]);

    // The flow goes on as any other: the cancel goes through.
    await button(host.page, 'Confirm and cancel').click();
    await waitForText(host.page, 'Your subscription has been cancelled');
    expect(host.log.errors.filter((error) => error.startsWith('uncaught'))).toEqual([]);
  });

  it('Try again while still offline: asked again, then the same screen again', async () => {
    const host = await openOffline();
    const failedBefore = host.log.failedRequests.filter((request) => request.includes('/embed')).length;
    await button(host.page, 'Try again').click();
    await expect
      .poll(() => host.log.failedRequests.filter((request) => request.includes('/embed')).length, {
        timeout: SETTLE_MS,
      })
      .toBeGreaterThan(failedBefore);
    await button(host.page, 'Try again').waitFor({ state: 'visible', timeout: SETTLE_MS });
    await waitForText(host.page, CONNECTION_LOST);
    expect(await liveRegionText(host.page)).toBe(`Error: ${CONNECTION_LOST}`);
    expect(embedRequests()).toHaveLength(0);
  });

  it("in German: offline the language's catalog could not come either; Try again brings the flow in German", async () => {
    // The catalog's chunk is fetched at show: offline it fails too, and the error screen reads English.
    const host = await openOffline('de');
    expect(await button(host.page, 'Close dialog').count()).toBe(1);
    await host.context.setOffline(false);
    await button(host.page, 'Try again').click();
    // The organisation's German (fixtures/catalog/org.ts) comes with the flow's answer, whatever the catalog.
    await button(host.page, 'Abo jetzt kündigen').waitFor({ state: 'visible', timeout: SETTLE_MS });
    // The built-in texts are the German catalog's, asked for again with the flow.
    await waitForText(host.page, 'Letzte Bestätigung');
    expect(await button(host.page, 'Dialog schließen').count()).toBe(1);
    expect(await button(host.page, 'Close dialog').count()).toBe(0);
    expect(await liveRegionText(host.page)).toContain('Schritt 1 von 1');
  });

  it('the customer can still close: the close button ends the session', async () => {
    const host = await openOffline();
    await button(host.page, 'Close dialog').click();
    await widget(host.page).waitFor({ state: 'detached' });
    expect((await host.hostCalls()).map((call) => call.name)).toContain('onClose');
  });
});

/**
 * The cancel's own call gets no answer (docs/spec-coverage.md, Known gaps): a cancel the backend made before
 * its answers were lost ends on the cancelled screen; one it never got says the connection was lost, and Try
 * again sends it again with the same Idempotency-Key.
 */
describe('a cancel that gets no answer', () => {
  function cancelPosts() {
    return suite.harness.mock.backend
      .requests()
      .filter((request) => request.method === 'POST' && request.path.endsWith('/stripe/cancel'));
  }
  function sessionPosts() {
    return suite.harness.mock.backend
      .requests()
      .filter((request) => request.method === 'POST' && request.path.endsWith('/api/sessions'));
  }
  async function atConfirm(): Promise<HostPage> {
    suite.harness.mock.backend.load({
      blueprint: onlySteps(fixtureBlueprint('full-flow', suite.harness.now), 'CONFIRM'),
    });
    const host = await suite.openHost({ before: [COMPRESS_LONG_TIMERS_SCRIPT] });
    await host.open({ customer: 'active-monthly' });
    await button(host.page, 'Confirm and cancel').waitFor({ state: 'visible' });
    return host;
  }
  const cancelledAtPeriodEnd = () =>
    suite.harness.mock.backend.app()?.customers.find((entry) => entry.customer.id === 'cus_active_monthly')
      ?.customer.subscriptions.data[0]?.cancel_at_period_end;

  it('cancelled before every answer was lost: the cancelled screen, onCancel, the session cancelled', async () => {
    const host = await atConfirm();
    suite.harness.mock.backend.faults.add({
      kind: 'commit-then-fail',
      failWith: 'drop',
      method: 'POST',
      pathRegex: '/stripe/cancel$',
    });
    await button(host.page, 'Confirm and cancel').click();
    await waitForText(host.page, 'Your subscription has been cancelled', SETTLE_MS);
    expect(new Set(cancelPosts().map((request) => request.headers['idempotency-key'])).size).toBe(1);
    const names = (await host.hostCalls()).map((call) => call.name);
    expect(names).toContain('onCancel');
    expect(names).not.toContain('onError');
    await expect.poll(() => sessionPosts().length).toBe(1);
    expect(sessionPosts()[0]?.body).toMatchObject({ canceled: true, aborted: false });
  });

  it('never reached the backend, nor the re-read: the connection lost; Try again cancels with the same key', async () => {
    const host = await atConfirm();
    suite.harness.mock.backend.faults.add([
      { kind: 'drop', method: 'POST', pathRegex: '/stripe/cancel$' },
      { kind: 'drop', method: 'GET', pathRegex: '/embed/customer$' },
    ]);
    await button(host.page, 'Confirm and cancel').click();
    await waitForText(host.page, CONNECTION_LOST, SETTLE_MS);
    expect(await widget(host.page).getByText('Please contact us.').count()).toBe(0);
    const firstKeys = new Set(cancelPosts().map((request) => request.headers['idempotency-key']));
    expect(firstKeys.size).toBe(1);

    suite.harness.mock.backend.faults.clear();
    await button(host.page, 'Try again').click();
    await waitForText(host.page, 'Your subscription has been cancelled', SETTLE_MS);
    expect(new Set(cancelPosts().map((request) => request.headers['idempotency-key']))).toEqual(firstKeys);
    expect(cancelledAtPeriodEnd()).toBe(true);
    expect((await host.hostCalls()).filter((call) => call.name === 'onCancel')).toHaveLength(1);
    await expect.poll(() => sessionPosts().length).toBe(1);
    expect(sessionPosts()[0]?.body).toMatchObject({ canceled: true, aborted: false });
    expect(host.log.errors.filter((error) => error.startsWith('uncaught'))).toEqual([]);
  });
});
