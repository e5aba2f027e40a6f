import { type FormEvent, useId, useState } from 'react';

export interface SignInPageProps {
  /** Resolves once signed in; rejects with a message to show. */
  signIn(email: string, password: string): Promise<void>;
}

/** The e-mail and password form, on the sign-in page and in the dialog a session that ended opens. */
export function SignInForm({ signIn }: SignInPageProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await signIn(String(form.get('email') ?? ''), String(form.get('password') ?? ''));
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-describedby={error ? errorId : undefined}>
      <label>
        E-mail
        <input name="email" type="email" autoComplete="username" required />
      </label>
      <label>
        Password
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      {error ? (
        <p id={errorId} role="alert" className="error">
          {error}
        </p>
      ) : null}
      <button type="submit" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}

export function SignInPage({ signIn }: SignInPageProps) {
  return (
    <main className="narrow">
      <h1>Sign in to Holdfast</h1>
      <SignInForm signIn={signIn} />
    </main>
  );
}
