/**
 * Test support: the playground's control client and the widget's calls answered by a real simulator in
 * memory, through the same fetch bridge msw uses in the browser.
 */
import { defaultMockApp, MOCK_APP_ID, MOCK_APP_SECRET } from '../fixtures/index.ts';
import {
  computeAuthHash,
  createMockBackend,
  createMockClock,
  type MockBackend,
} from '../mocks/backend/index.ts';
import { responseText, toMockRequest } from '../mocks/msw/fetch-bridge.ts';
import type { InitOptions } from '../renderer/state/init-options.ts';
import { createExperienceTracker } from './experiences.ts';
import { createMockControl } from './mock-control.ts';
import type { SessionDeps } from './session.ts';
import type { PlaygroundWidget } from './widget.ts';

export const TEST_ORIGIN = 'http://playground.test';

/** A backend on the default fixtures app, its clock pinned at `now`. */
export function fixtureBackend(now: Date): MockBackend {
  return createMockBackend({
    apps: () => [defaultMockApp(now)],
    clock: createMockClock(now),
    sleep: () => Promise.resolve(),
  });
}

/** A fetch answered by `backend`; a dropped connection rejects like a network error. */
export function backendFetch(backend: MockBackend) {
  return async (input: string, init?: RequestInit): Promise<Response> => {
    const reply = await backend.handle(await toMockRequest(new Request(input, init)));
    if (reply.kind === 'network-error') throw new TypeError(`Failed to fetch (${reply.reason})`);
    return new Response(responseText(reply), {
      status: reply.response.status,
      headers: reply.response.headers,
    });
  };
}

/** One call the fake widget received. */
export interface WidgetCall {
  method: string;
  args: unknown[];
}

/** A widget that records what the playground asks of it. */
export function recordingWidget(): { widget: PlaygroundWidget; calls: WidgetCall[] } {
  const calls: WidgetCall[] = [];
  const record =
    (method: string) =>
    async (...args: unknown[]) => {
      calls.push({ method, args });
    };
  return {
    calls,
    widget: {
      init: (options: InitOptions) => record('init')(options),
      show: () => record('show')(),
      hide: () => record('hide')(),
      check: (kind, options) => record('check')(kind, options),
      hidePauseWall: () => record('hidePauseWall')(),
      hideFailedPaymentWall: () => record('hideFailedPaymentWall')(),
      managedFlow: (action, options) => record('managedFlow')(action, options),
      hideManagedFlow: () => record('hideManagedFlow')(),
    },
  };
}

/** Session dependencies over `backend` and `widget`, signing with the fixtures app's secret. */
export function sessionDeps(backend: MockBackend, widget: PlaygroundWidget, now: Date): SessionDeps {
  return {
    widget,
    experiences: createExperienceTracker(),
    control: createMockControl(TEST_ORIGIN, backendFetch(backend)),
    sign: (id) => computeAuthHash(MOCK_APP_SECRET, id),
    appId: MOCK_APP_ID,
    apiBase: TEST_ORIGIN,
    now: () => now,
  };
}
