/**
 * Migration 014 gives lite sessions stored before it their facts: on both dialects, the lite-session tests'
 * sessions (testing/lite-sessions-seed.ts) lose their facts to the migration's down and get them back from
 * its up, with the dashboard's figures as they were.
 */
import { describe, expect, it } from 'vitest';
import type { SessionRow } from '../../contract/dashboard-api.ts';
import * as migration from '../storage/migrations/014-lite-session-facts.ts';
import { describeOnBothDialects } from '../testing/on-both-dialects.ts';
import { APP_ID } from '../testing/server-seed.ts';
import { LITE_FLOW, liteDashboardSeed } from './testing/dashboard-seed.ts';
import { DERIVED_LITE, liteSessionsOnDashboard, STORED_LITE } from './testing/lite-sessions-seed.ts';

describeOnBothDialects(
  'dashboard: lite sessions',
  (server) => {
    const { ids, results, rowOf } = liteSessionsOnDashboard(server);

    describe('migration 014: lite sessions stored before it get their facts', () => {
      it('fills them from the stored sessions, the same figures but for what only billing knew', async () => {
        const before = await results();
        const { db } = server.started.server.deps.database;
        // A version of the lite flow published after the sessions: the backfill keeps the one they ran.
        const current = await db
          .selectFrom('flow_versions')
          .select('blueprint')
          .where('app_id', '=', APP_ID)
          .where('flow_id', '=', LITE_FLOW.flowId)
          .executeTakeFirstOrThrow();
        await db
          .insertInto('flow_versions')
          .values({
            app_id: APP_ID,
            flow_id: LITE_FLOW.flowId,
            version: 2,
            blueprint: current.blueprint.replaceAll('Something else', 'Another reason'),
            created_at: new Date(Date.now() + 60_000).toISOString(),
          })
          .execute();
        // As before the migration: no lite facts, no lite column.
        await migration.down(db);
        const left = await db.selectFrom('session_facts').select('session_id').execute();
        expect(left).toHaveLength(3);
        await migration.up(db);

        const after = await results();
        expect(after.totals).toEqual(before.totals);
        expect(after.reasons).toEqual(before.reasons);
        expect(after.versions).toEqual(before.versions);
        expect(after.offers).toEqual(before.offers);
        expect(await rowOf(ids.bob)).toMatchObject<Partial<SessionRow>>({
          lite: true,
          outcome: 'cancelled',
          reason: 'Too expensive',
          customerId: 'cus_bob',
          // The e-mail and the monthly amount came from the billing provider when the session was stored.
          customerEmail: null,
          monthlyAmount: null,
          flowVersion: STORED_LITE,
        });
        expect(await rowOf(ids.anonymous)).toMatchObject<Partial<SessionRow>>({
          customerId: null,
          reason: 'Something else',
        });
        expect(await rowOf(ids.eve)).toMatchObject<Partial<SessionRow>>({ flowVersion: DERIVED_LITE });
        expect(await db.selectFrom('session_facts').select('session_id').execute()).toHaveLength(7);
      });
    });
  },
  { seed: liteDashboardSeed },
);
