/**
 * Tells the page when the team member's session has ended (it expired, or they signed out in another tab):
 * the dashboard's API answered 401 to a call other than sign-in's. The page then asks them to sign in again
 * over what they were doing (app.tsx), so an unsaved flow or appearance is not lost to a reload.
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
  return {
    fetch: async (input, init) => {
      const response = await fetcher(input, init);
      const path = pathOf(input);
      if (response.status === 401 && path.startsWith(DASHBOARD_API) && !path.startsWith(DASHBOARD_AUTH_PATH))
        for (const listener of listeners) listener();
      return response;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
