/** The e-mails the mock backend would have sent (GET /__mock/emails): the managed flow's codes. */
import type { SentEmail } from '../mocks/backend/index.ts';

export interface EmailsPanelProps {
  emails: readonly SentEmail[];
  /** The e-mail of the chosen customer: what to type into the managed flow. */
  customerEmail: string | null;
  error: string | null;
  onRefresh: () => void;
}

/** The e-mails panel, newest first. */
export function EmailsPanel({ emails, customerEmail, error, onRefresh }: EmailsPanelProps) {
  return (
    <section className="panel log" aria-labelledby="emails-heading">
      <header>
        <h2 id="emails-heading">E-mails sent</h2>
        <button type="button" onClick={onRefresh}>
          Refresh
        </button>
      </header>
      {customerEmail ? (
        <p className="hint">
          Sign in as <code>{customerEmail}</code> (e-mail addresses are case sensitive).
        </p>
      ) : null}
      {error ? <p className="messages error">{error}</p> : null}
      {emails.length === 0 && !error ? <p className="hint">No e-mail yet.</p> : null}
      <ol className="entries" reversed>
        {[...emails].reverse().map((email) => (
          <li key={`${email.sentAt}-${email.to}-${email.code}`}>
            <time dateTime={email.sentAt}>{email.sentAt.slice(11, 19)}</time> to <code>{email.to}</code>: code{' '}
            <strong className="code">{email.code}</strong>
            <p className="hint">{email.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
