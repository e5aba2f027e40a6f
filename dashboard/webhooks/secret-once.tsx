/** A just-registered endpoint's signing secret: shown this once, with a way to copy it. */
import { useState } from 'react';
import type { RegisteredEndpoint } from '../../contract/dashboard-webhooks-api.ts';

export const SECRET_TEXTS = {
  hint: 'Copy this signing secret now and keep it with your receiver: it is not shown again.',
  copied: 'Copied.',
  copyFailed: 'Could not copy: select the secret and copy it.',
} as const;

export interface SecretOnceProps {
  endpoint: RegisteredEndpoint;
  onDone(): void;
}

export function SecretOnce({ endpoint, onDone }: SecretOnceProps) {
  const [copyStatus, setCopyStatus] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(endpoint.secret);
      setCopyStatus(SECRET_TEXTS.copied);
    } catch {
      setCopyStatus(SECRET_TEXTS.copyFailed);
    }
  };
  return (
    <section aria-labelledby="secret-heading" className="secret-once">
      <h2 id="secret-heading">Endpoint registered</h2>
      <p>
        Deliveries to <span className="typed">{endpoint.url}</span> are signed with this secret.
      </p>
      <p id="secret-hint">{SECRET_TEXTS.hint}</p>
      <label>
        Signing secret
        <input
          readOnly
          value={endpoint.secret}
          aria-describedby="secret-hint"
          size={Math.min(60, endpoint.secret.length)}
          onFocus={(event) => event.currentTarget.select()}
        />
      </label>
      <button type="button" onClick={() => void copy()}>
        Copy secret
      </button>{' '}
      <button type="button" onClick={onDone}>
        I have kept it
      </button>
      <p role="status">{copyStatus}</p>
    </section>
  );
}
