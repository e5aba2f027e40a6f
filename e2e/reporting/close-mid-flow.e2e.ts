/**
 * Delivery that loses nothing: the customer walks part of the flow and the page goes — closed, navigated
 * away, or killed while hidden. The backend receives the aborted session exactly once (spec §4 Shutdown).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoggedRequest } from '../../mocks/backend/types.ts';
import {
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

function sessionKeyOf(request: LoggedRequest): unknown {
  return typeof request.body === 'object' && request.body !== null
    ? Reflect.get(request.body, 'sessionKey')
    : undefined;
}

/** Opens the flow, answers the survey and moves on to the attached offer: a session in the middle. */
async function midFlow() {
  const host = await openHost(harness);
  await host.open();
  await dialogOf(host.page).getByRole('radio', { name: 'It is too expensive', exact: true }).check();
  await host.footer('Next');
  await dialogOf(host.page)
    .getByRole('heading', { level: 2, name: 'How about 20% off, for good?' })
    .waitFor();
  const before = received(harness, 'POST', '/api/sessions').length;
  return { host, before };
}

/** The sessions POSTed after `before`, once they stop coming (a second copy would come right after). */
async function sessionsAfter(before: number) {
  await waitFor(
    () => received(harness, 'POST', '/api/sessions').length,
    (count) => count > before,
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return received(harness, 'POST', '/api/sessions').slice(before);
}

function storedSession(sessionKey: unknown) {
  return harness.mock.backend.app()?.sessions.filter((session) => session.sessionKey === sessionKey) ?? [];
}

describe('a page closed mid-flow sends the aborted session exactly once', () => {
  it('closing the tab', async () => {
    const { host, before } = await midFlow();
    await host.page.close();
    const posts = await sessionsAfter(before);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({
      aborted: true,
      canceled: false,
      acceptedOffer: null,
      surveyChoiceId: expect.any(String),
      presentedOffers: [expect.objectContaining({ accepted: false })],
    });
    const stored = storedSession(posts[0] && sessionKeyOf(posts[0]));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.deliveries).toBe(1);
    await host.context.close();
  });

  it('navigating away', async () => {
    const { host, before } = await midFlow();
    await host.page.goto('about:blank');
    const posts = await sessionsAfter(before);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({ aborted: true });
    expect(storedSession(posts[0] && sessionKeyOf(posts[0]))).toHaveLength(1);
    await host.context.close();
  });

  it('a tab hidden and then killed: the next visit of the same customer sends it, once', async () => {
    const { host, before } = await midFlow();
    // Hidden as when the customer switches apps; then the browser kills the tab without another event.
    await host.page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const cdp = await host.context.newCDPSession(host.page);
    const crashed = new Promise((resolve) => host.page.once('crash', resolve));
    // Page.crash never answers: the renderer is gone before it could.
    void cdp.send('Page.crash').catch(() => undefined);
    await crashed;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received(harness, 'POST', '/api/sessions').length).toBe(before);
    const next = await openHost(harness, host.context);
    await next.open();
    const posts = await sessionsAfter(before);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({
      aborted: true,
      presentedOffers: [expect.objectContaining({ accepted: false })],
    });
    expect(storedSession(posts[0] && sessionKeyOf(posts[0]))).toHaveLength(1);
    await host.context.close();
  });
});
