/**
 * Asked over the page when the session has ended (api/session-watch.ts): the page stays as it was beneath,
 * unsaved edits included, and once signed in again the person saves as they meant to. The page beneath is
 * inert meanwhile (app.tsx), so focus and a screen reader stay in the dialog.
 */
import { useEffect, useId, useRef } from 'react';
import { SignInForm, type SignInPageProps } from './sign-in-page.tsx';

export const SESSION_ENDED_TEXTS = {
  title: 'Your session has ended',
  body: 'Sign in again to go on. What you have not saved is still on this page; save it once you are signed in.',
} as const;

export function SessionEndedDialog({ signIn }: SignInPageProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    dialog.current?.querySelector('input')?.focus();
  }, []);
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
