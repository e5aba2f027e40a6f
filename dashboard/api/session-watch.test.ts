import { describe, expect, it, vi } from 'vitest';
import { DASHBOARD_AUTH_PATH, DASHBOARD_PATHS } from '../../contract/dashboard-api.ts';
import { watchSession } from './session-watch.ts';

const answering = (status: number) => vi.fn(async () => new Response('{}', { status }));

describe('watchSession: a 401 from the dashboard’s API means the session has ended', () => {
  it('tells its listeners of a 401 to an API call, and passes the answer on', async () => {
    const watch = watchSession(answering(401));
    const listener = vi.fn();
    watch.subscribe(listener);
    const response = await watch.fetch(DASHBOARD_PATHS.sessions('app_1'), { method: 'GET' });
    expect(response.status).toBe(401);
    expect(listener).toHaveBeenCalledTimes(1);
    await watch.fetch(new URL(`http://127.0.0.1:8787${DASHBOARD_PATHS.results('app_1')}`));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('says nothing of a wrong password (sign-in’s own 401), another status, or a path outside the API', async () => {
    const listener = vi.fn();
    const refused = watchSession(answering(401));
    refused.subscribe(listener);
    await refused.fetch(`${DASHBOARD_AUTH_PATH}/sign-in/email`, { method: 'POST' });
    await refused.fetch('/elsewhere/api');
    const fine = watchSession(answering(200));
    fine.subscribe(listener);
    await fine.fetch(DASHBOARD_PATHS.me);
    expect(listener).not.toHaveBeenCalled();
  });

  it('says nothing of a 401 to a call sent before the latest sign-in, and tells of one sent after it', async () => {
    let answerStale: (response: Response) => void = () => {};
    const fetcher = vi.fn(async (input: Parameters<typeof fetch>[0]) => {
      if (String(input).includes('/sign-in/')) return new Response('{}', { status: 200 });
      if (fetcher.mock.calls.length === 1) return new Promise<Response>((resolve) => (answerStale = resolve));
      return new Response('{}', { status: 401 });
    });
    const watch = watchSession(fetcher);
    const listener = vi.fn();
    watch.subscribe(listener);
    const stale = watch.fetch(DASHBOARD_PATHS.sessions('app_1'));
    await watch.fetch(`${DASHBOARD_AUTH_PATH}/sign-in/email`, { method: 'POST' });
    answerStale(new Response('{}', { status: 401 }));
    expect((await stale).status).toBe(401);
    expect(listener).not.toHaveBeenCalled();
    await watch.fetch(DASHBOARD_PATHS.sessions('app_1'));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stops telling a listener that unsubscribed', async () => {
    const watch = watchSession(answering(401));
    const listener = vi.fn();
    watch.subscribe(listener)();
    await watch.fetch(DASHBOARD_PATHS.me);
    expect(listener).not.toHaveBeenCalled();
  });
});
