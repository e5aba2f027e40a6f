/**
 * Asked over the page when the session has ended (api/session-watch.ts): the page stays as it was beneath,
 * unsaved edits included, and once signed in again the person saves as they meant to. The page beneath is
 * inert meanwhile (app.tsx), so focus and a screen reader stay in the dialog. When it goes, focus goes back to
 * what had it as the dialog opened (the Save pressed, say), if that is still on the page.
 */
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { SignInForm, type SignInPageProps } from './sign-in-page.tsx';

export const SESSION_ENDED_TEXTS = {
  title: 'Your session has ended',
  body: 'Sign in again to go on. What you have not saved is still on this page; save it once you are signed in.',
  /** Shown instead of the previous page when someone else signs in: their edits are not theirs to save. */
  otherUser: 'Signed in as another user: the previous user’s unsaved changes were discarded.',
} as const;

export function SessionEndedDialog({ signIn }: SignInPageProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  // Before the first paint, so what had focus is known before the inert page beneath lets it go; kept from the
  // first run (StrictMode runs this twice, the second time with focus already in the dialog).
  useLayoutEffect(() => {
    const before = document.activeElement;
    returnTo.current ??= before instanceof HTMLElement ? before : null;
    dialog.current?.querySelector('input')?.focus();
  }, []);
  // After the commit that took the dialog away, so the page beneath is no longer inert and can take focus.
  useEffect(
    () => () => {
      if (returnTo.current?.isConnected) returnTo.current.focus();
    },
    [],
  );
  return (
    <div className="modal-backdrop">
      <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} className="modal narrow">
        <h2 id={titleId}>{SESSION_ENDED_TEXTS.title}</h2>
        <p>{SESSION_ENDED_TEXTS.body}</p>
        <SignInForm signIn={signIn} />
      </div>
    </div>
  );
}

/** Said over a fresh start page when someone other than the previous user signed in at the dialog. */
export function OtherUserNotice({ dismiss }: { dismiss: () => void }) {
  const notice = useRef<HTMLDivElement>(null);
  // The control that had focus went with the previous page: the notice takes it, so it is read out first.
  useEffect(() => {
    notice.current?.focus();
  }, []);
  return (
    <div ref={notice} role="status" tabIndex={-1} className="notice">
      <p>{SESSION_ENDED_TEXTS.otherUser}</p>
      <button type="button" onClick={dismiss}>
        Dismiss
      </button>
    </div>
  );
}
