/**
 * Tells the page when the team member's session has ended (it expired, or they signed out in another tab):
 * the dashboard's API answered 401 to a call other than sign-in's. The page then asks them to sign in again
 * over what they were doing (app.tsx), so an unsaved flow or appearance is not lost to a reload. A 401 to a
 * call sent before the latest sign-in ended the old session, not the new one, so it says nothing.
 */
import { DASHBOARD_API, DASHBOARD_AUTH_PATH } from '../../contract/dashboard-api.ts';

export interface SessionWatch {
  /** The fetch to give the dashboard's clients. */
  fetch: typeof fetch;
  /** Calls `listener` at each 401; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

function pathOf(input: Parameters<typeof fetch>[0]): string {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(url, 'http://dashboard.invalid').pathname;
}

export function watchSession(fetcher: typeof fetch): SessionWatch {
  const listeners = new Set<() => void>();
  let signIns = 0;
  return {
    fetch: async (input, init) => {
      const path = pathOf(input);
      const sentAfter = signIns;
      const response = await fetcher(input, init);
      if (response.ok && path.startsWith(`${DASHBOARD_AUTH_PATH}/sign-in/`)) signIns += 1;
      const ended =
        response.status === 401 && path.startsWith(DASHBOARD_API) && !path.startsWith(DASHBOARD_AUTH_PATH);
      if (ended && sentAfter === signIns) for (const listener of listeners) listener();
      return response;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
