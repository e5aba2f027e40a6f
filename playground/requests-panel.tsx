/** What the mock backend received from the widget (GET /__mock/requests). */
import type { LoggedRequest } from '../mocks/backend/index.ts';
import { toDisplayJson } from './display-json.ts';

export interface RequestsPanelProps {
  requests: readonly LoggedRequest[];
  error: string | null;
  onRefresh: () => void;
  onClear: () => void;
}

function queryText(query: Record<string, string>): string {
  const text = new URLSearchParams(query).toString();
  return text === '' ? '' : `?${text}`;
}

/** The requests panel, newest first. */
export function RequestsPanel({ requests, error, onRefresh, onClear }: RequestsPanelProps) {
  return (
    <section className="panel log" aria-labelledby="requests-heading">
      <header>
        <h2 id="requests-heading">Requests to the mock backend</h2>
        <button type="button" onClick={onRefresh}>
          Refresh
        </button>
        <button type="button" onClick={onClear} disabled={requests.length === 0}>
          Clear
        </button>
      </header>
      {error ? <p className="messages error">{error}</p> : null}
      {requests.length === 0 && !error ? <p className="hint">No request yet.</p> : null}
      <ol className="entries" reversed>
        {requests
          .map((request, index) => ({ request, index }))
          .reverse()
          .map(({ request, index }) => (
            <li key={`${index}-${request.time}`}>
              <details>
                <summary>
                  <time dateTime={request.time}>{request.time.slice(11, 23)}</time>{' '}
                  <code className="method">{request.method}</code>{' '}
                  <code>
                    {request.path}
                    {queryText(request.query)}
                  </code>
                </summary>
                <h3>Headers</h3>
                <pre>{toDisplayJson(request.headers)}</pre>
                <h3>Body</h3>
                <pre>{request.body === undefined ? '(none)' : toDisplayJson(request.body)}</pre>
              </details>
            </li>
          ))}
      </ol>
    </section>
  );
}
