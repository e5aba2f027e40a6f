/**
 * The Sessions page's version filter offers every flow version the app's sessions have, as the sessions list
 * answers them (`versions`) on both dialects: not only the versions of the sessions the page shows, so neither
 * a filter, a search that matches nothing, nor a page takes a version off it.
 */
import { expect, it } from 'vitest';
import { compareFlowVersionKeys, type SessionsAnswer } from '../../contract/dashboard-api.ts';
import { describeOnBothDialects } from '../testing/on-both-dialects.ts';
import { FLOW_ID } from '../testing/server-seed.ts';
import { liteDashboardSeed } from './testing/dashboard-seed.ts';
import { DERIVED_LITE, liteSessionsOnDashboard, STORED_LITE } from './testing/lite-sessions-seed.ts';

const EVERY_VERSION = [`${FLOW_ID}@1`, DERIVED_LITE, STORED_LITE].sort(compareFlowVersionKeys);

describeOnBothDialects(
  'dashboard: the sessions list names every flow version',
  (server) => {
    const { ids, get } = liteSessionsOnDashboard(server);

    it('names the versions of all the app’s sessions, full and lite, sorted', async () => {
      const answer = await get<SessionsAnswer>('/sessions');
      expect(answer.versions).toEqual(EVERY_VERSION);
      expect(new Set(answer.sessions.map((row) => row.flowVersion))).toEqual(new Set(EVERY_VERSION));
    });

    it('names them all whatever the list holds: one version chosen, nothing found, an older page', async () => {
      const chosen = await get<SessionsAnswer>(`/sessions?flowVersion=${encodeURIComponent(DERIVED_LITE)}`);
      expect(chosen.sessions.map((row) => row.id)).toEqual([ids.eve]);
      expect(chosen.versions).toEqual(EVERY_VERSION);
      const none = await get<SessionsAnswer>('/sessions?q=nobody-typed-this');
      expect(none.sessions).toEqual([]);
      expect(none.versions).toEqual(EVERY_VERSION);
      const older = await get<SessionsAnswer>(`/sessions?before=${encodeURIComponent(ids.eve)}`);
      expect(older.versions).toEqual(EVERY_VERSION);
    });
  },
  { seed: liteDashboardSeed },
);
