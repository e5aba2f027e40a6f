/**
 * A recording survives the tab closing (spec §7 PUT /api/sessions/{id}, §9 uploaded at the session's end):
 * closed right after the flow, the page sends it with keepalive; closed with the flow still open, the
 * browser keeps it (IndexedDB) and the customer's next page uploads it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CUSTOMER_ID,
  dialogOf,
  openHost,
  type ReportingHarness,
  received,
  startReportingHarness,
  waitFor,
} from './host.ts';

let harness: ReportingHarness;
beforeAll(async () => {
  harness = await startReportingHarness();
});
afterAll(async () => {
  await harness?.close();
});
beforeEach(() => {
  harness.mock.backend.faults.clear();
});

/** The backend's stored sessions of this customer that hold a recording. */
function recorded() {
  return (harness.mock.backend.app()?.sessions ?? []).filter(
    (session) => session.customerId === CUSTOMER_ID && session.recording !== null,
  );
}

/** Opens the flow with consent and answers the survey: a session being recorded. */
async function recordedSession() {
  const host = await openHost(harness);
  await host.open({ recordingConsent: true });
  await dialogOf(host.page).getByRole('radio', { name: 'It is too expensive', exact: true }).check();
  await host.footer('Next');
  await host.page.waitForTimeout(300);
  return host;
}

describe('a recording survives the tab closing', () => {
  it('closed right after the flow, while its upload could not get through: it goes with keepalive', async () => {
    const before = recorded().length;
    const putsBefore = received(harness, 'PUT', '/api/sessions/').length;
    // The page's own upload (and its retries) fail, as on a flaky network: only what the page does as it
    // goes can still deliver the recording.
    harness.mock.backend.faults.add([
      // Every PUT while the page lives (a count of 3 let a later one through under load, and the page stored it).
      { method: 'PUT', path: '/api/sessions/', kind: 'status', status: 503, times: 1000 },
    ]);
    const host = await recordedSession();
    await host.page.evaluate(() => Reflect.get(window, 'holdfast').hide());
    await waitFor(
      () => received(harness, 'PUT', '/api/sessions/').length - putsBefore,
      (count) => count >= 3,
    );
    await host.page.waitForTimeout(200);
    expect(recorded()).toHaveLength(before);

    // The network is back as the page goes: only what it sends while leaving can arrive now.
    harness.mock.backend.faults.clear();
    await host.page.close({ runBeforeUnload: true });
    const stored = await waitFor(recorded, (sessions) => sessions.length > before);
    expect(stored.length).toBe(before + 1);
    expect(stored.at(-1)?.recording?.events).toBeGreaterThan(2);
    await host.context.close();
  });

  it('closed with the flow still open: the customer’s next page uploads it on load', async () => {
    const before = recorded().length;
    const host = await recordedSession();
    await host.page.close({ runBeforeUnload: true });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(recorded()).toHaveLength(before);

    // The same browser (context), the same customer, another page: the widget's init finds it and sends it.
    const next = await openHost(harness, host.context);
    await next.open();
    const stored = await waitFor(recorded, (sessions) => sessions.length > before);
    expect(stored.length).toBe(before + 1);
    expect(stored.at(-1)?.recording?.events).toBeGreaterThan(2);
    // Uploaded, it is no longer kept: a further page sends nothing again.
    const puts = received(harness, 'PUT', '/api/sessions/').length;
    const third = await openHost(harness, host.context);
    await third.open();
    await third.page.waitForTimeout(2000);
    expect(received(harness, 'PUT', '/api/sessions/').length).toBe(puts);
    await host.context.close();
  });
});
