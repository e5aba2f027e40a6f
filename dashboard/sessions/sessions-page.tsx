/** The session list: search, outcome and the shared filters; newest first, a page at a time; CSV export. */
import { type FormEvent, useState } from 'react';
import { OUTCOMES, type SessionOutcome, type SessionRow } from '../../contract/dashboard-api.ts';
import type { SessionsQuery } from '../../contract/dashboard-filters.ts';
import type { DashboardClient } from '../api/client.ts';
import { Filters } from '../filters.tsx';
import { formatMoney, formatTime, LITE_TEXTS, OUTCOME_LABELS } from '../format.ts';
import { routeHref } from '../route.ts';
import { SelectField } from '../select-field.tsx';
import { useLoaded } from '../use-loaded.ts';

export function SessionsPage({ client, appId }: { client: DashboardClient; appId: string }) {
  const [query, setQuery] = useState<SessionsQuery>({});
  const [more, setMore] = useState<{ rows: SessionRow[]; next: string | null } | null>(null);
  // Every flow version of the app's sessions, as the server names them whatever the filters; kept while a new
  // query loads, so the filter's choices do not blink away.
  const [versions, setVersions] = useState<readonly string[]>([]);
  const loaded = useLoaded(
    async () => {
      setMore(null);
      const answer = await client.sessions(appId, query);
      setVersions(answer.versions);
      return answer;
    },
    `${appId} ${JSON.stringify(query)}`,
  );

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setQuery({ ...query, q: q || undefined });
  };
  const loadMore = async (before: string) => {
    const page = await client.sessions(appId, { ...query, before });
    setVersions(page.versions);
    setMore((previous) => ({ rows: [...(previous?.rows ?? []), ...page.sessions], next: page.next }));
  };

  const rows = loaded.state === 'ready' ? [...loaded.value.sessions, ...(more?.rows ?? [])] : [];
  const next = more ? more.next : loaded.state === 'ready' ? loaded.value.next : null;
  return (
    <>
      <h1>Sessions</h1>
      <search>
        <form onSubmit={search} className="search">
          <label>
            Search sessions
            <input
              name="q"
              type="search"
              defaultValue={query.q ?? ''}
              placeholder="Customer, e-mail, reason, text"
            />
          </label>
          <button type="submit">Search</button>
        </form>
      </search>
      <Filters
        filter={query}
        versions={versions}
        timeZone={client.timeZone}
        onChange={(filter) => setQuery({ ...query, ...filter })}
      />
      <SelectField
        label="Outcome"
        value={query.outcome ?? ''}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setQuery({
            ...query,
            outcome: (OUTCOMES as readonly string[]).includes(value) ? (value as SessionOutcome) : undefined,
          });
        }}
      >
        <option value="">Any</option>
        {OUTCOMES.map((outcome) => (
          <option key={outcome} value={outcome}>
            {OUTCOME_LABELS[outcome]}
          </option>
        ))}
      </SelectField>
      <p>
        <a href={client.csvUrl(appId, query)} download>
          Export these sessions as CSV
        </a>
      </p>
      {loaded.state === 'loading' ? <p className="status">Loading sessions…</p> : null}
      {loaded.state === 'failed' ? <p role="alert">{loaded.message}</p> : null}
      {loaded.state === 'ready' && rows.length === 0 ? <p>No sessions match.</p> : null}
      {rows.length > 0 ? (
        <div className="table-scroll">
          <table>
            <caption className="visually-hidden">Sessions, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Customer</th>
                <th scope="col">Flow</th>
                <th scope="col">Outcome</th>
                <th scope="col">Reason</th>
                <th scope="col">Monthly amount</th>
                <th scope="col">Replay</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <a href={routeHref({ page: 'session', id: row.id })}>{formatTime(row.createdAt)}</a>
                  </td>
                  <td className="typed">
                    {row.customerEmail ?? row.customerId ?? (row.lite ? LITE_TEXTS.anonymous : '—')}
                  </td>
                  <td>{row.lite ? 'Lite' : 'Full'}</td>
                  <td>{OUTCOME_LABELS[row.outcome]}</td>
                  <td className="typed">{row.reason ?? '—'}</td>
                  <td>
                    {row.monthlyAmount !== null && row.currency
                      ? formatMoney(row.monthlyAmount, row.currency)
                      : '—'}
                  </td>
                  <td>{row.hasRecording ? 'Yes' : 'No'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {next ? (
        <button type="button" onClick={() => void loadMore(next)}>
          Show older sessions
        </button>
      ) : null}
    </>
  );
}
