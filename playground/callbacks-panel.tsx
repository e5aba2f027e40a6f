/** The host callbacks as they fire: name, time and arguments. */
import { toDisplayJson } from './display-json.ts';
import type { CallbackEntry } from './host-callbacks.ts';
import { CheckboxField } from './select-field.tsx';

export interface LoggedCallback extends CallbackEntry {
  id: number;
}

export interface CallbacksPanelProps {
  entries: readonly LoggedCallback[];
  useHandlers: boolean;
  onUseHandlersChange: (checked: boolean) => void;
  onClear: () => void;
}

function timeOf(iso: string): string {
  return iso.slice(11, 23);
}

/** The callbacks panel, newest first. */
export function CallbacksPanel({ entries, useHandlers, onUseHandlersChange, onClear }: CallbacksPanelProps) {
  return (
    <section className="panel log" aria-labelledby="callbacks-heading">
      <header>
        <h2 id="callbacks-heading">Host callbacks</h2>
        <CheckboxField
          label="Use host handlers"
          checked={useHandlers}
          onChange={onUseHandlersChange}
          hint="Register handleCancel, handlePause, … as loggers that resolve: the widget then skips its own API call."
        />
        <button type="button" onClick={onClear} disabled={entries.length === 0}>
          Clear
        </button>
      </header>
      {entries.length === 0 ? <p className="hint">No callback has fired yet.</p> : null}
      <ol className="entries" reversed>
        {[...entries].reverse().map((entry) => (
          <li key={entry.id}>
            <details>
              <summary>
                <time dateTime={entry.time}>{timeOf(entry.time)}</time>{' '}
                <code className={entry.handler ? 'handler' : 'notification'}>{entry.name}</code>
                <span className="count">
                  {' '}
                  ({entry.args.length} argument{entry.args.length === 1 ? '' : 's'})
                </span>
              </summary>
              <pre>{toDisplayJson(entry.args)}</pre>
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}
