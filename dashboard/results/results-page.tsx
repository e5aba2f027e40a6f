/**
 * The results page: the filtered figures, loaded fresh on every visit and filter change, and live — asked again
 * every LIVE_REFRESH_MS while the page is in view, so a session shows within seconds of being posted.
 */
import { useState } from 'react';
import type { ResultsFilter } from '../../contract/dashboard-filters.ts';
import type { DashboardClient } from '../api/client.ts';
import { Filters } from '../filters.tsx';
import { LIVE_REFRESH_MS, useLoaded } from '../use-loaded.ts';
import { ResultsView } from './results-view.tsx';

export function ResultsPage({ client, appId }: { client: DashboardClient; appId: string }) {
  const [filter, setFilter] = useState<ResultsFilter>({});
  const [versions, setVersions] = useState<string[]>([]);
  const loaded = useLoaded(
    async () => {
      const answer = await client.results(appId, filter);
      // The version list grows as versions appear; a filtered answer never shrinks it (Filters orders it).
      setVersions((known) => [...new Set([...known, ...answer.versions.map((v) => v.flowVersion)])]);
      return answer;
    },
    `${appId} ${JSON.stringify(filter)}`,
    LIVE_REFRESH_MS,
  );
  return (
    <>
      <h1>Results</h1>
      <Filters filter={filter} versions={versions} timeZone={client.timeZone} onChange={setFilter} />
      {loaded.state === 'loading' ? <p className="status">Loading the figures…</p> : null}
      {loaded.state === 'failed' ? <p role="alert">{loaded.message}</p> : null}
      {loaded.state === 'ready' ? (
        <>
          <p className="status">Live: updated {loaded.at.toLocaleTimeString()}</p>
          <ResultsView results={loaded.value} />
        </>
      ) : null}
    </>
  );
}
