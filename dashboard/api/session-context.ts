/**
 * What a page learns of the sign-in beyond its clients' calls: a part that talks to the server outside the watched
 * fetch (the previews' frame, whose page has a fetch of its own) reports a session that ended, so the page asks to
 * sign in again (app.tsx) as it does for its own calls (session-watch.ts); and it hears when that sign-in is
 * done, to ask again what the ended session was refused.
 */
import { createContext } from 'react';

export interface SessionContextValue {
  /** Reports that the server answered 401: the session has ended. */
  ended: () => void;
  /** How many times the person has signed in again over the page since it loaded. */
  renewals: number;
}

/** Outside the app (a page rendered alone, in a test), nobody is told, and no sign-in comes. */
export const SessionContext = createContext<SessionContextValue>({ ended: () => {}, renewals: 0 });
