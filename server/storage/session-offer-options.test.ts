/**
 * A past custom-date pause keeps its end: the session's `offerOptions.pauseEndDate` is stored and comes back
 * in the next embed's sessions (the cooldowns and the Braintree resume date read it), on both dialects; and
 * migration 007 gives sessions delivered before it their pause end from their stored results.
 */
import { expect, it } from 'vitest';
import { describeOnBothDialects } from '../testing/on-both-dialects.ts';
import { APP_ID } from '../testing/server-seed.ts';
import { seededSessionResults } from '../testing/session-results.ts';
import * as migration from './migrations/007-session-offer-options.ts';

const PAUSE_END = '2026-09-15T00:00:00.000Z';

function pausedUntil(sessionKey: string, pauseEndDate: string | null) {
  return seededSessionResults(sessionKey, {
    acceptedOffer: { guid: 'offer_pause', offerType: 'PAUSE', pauseDuration: null, pauseInterval: null },
    offerOptions: {
      pauseInterval: null,
      pauseDuration: null,
      pauseEndDate,
      newPlanPrice: null,
      newPlanId: null,
    },
  });
}

type Past = { _id: string; offerOptions: { pauseEndDate: string | null } | null };
const idOf = (body: unknown) => (body as { _id: string })._id;
const pastOf = (body: unknown, id: string) =>
  (body as { sessions: Past[] }).sessions.find((s) => s._id === id);

describeOnBothDialects('a past custom-date pause keeps its end date', (server) => {
  it('stores offerOptions.pauseEndDate and answers it in the next embed’s sessions', async () => {
    const posted = await server.call('createSession', { as: 'fay', body: pausedUntil('pause-1', PAUSE_END) });
    expect(posted.status).toBe(200);
    const embed = await server.call('embed', { as: 'fay', body: {} });
    expect(pastOf(embed.body, idOf(posted.body))?.offerOptions).toEqual({ pauseEndDate: PAUSE_END });
  });

  it('keeps no options for a session that chose no end date', async () => {
    const posted = await server.call('createSession', { as: 'gus', body: pausedUntil('pause-2', null) });
    const embed = await server.call('embed', { as: 'gus', body: {} });
    expect(pastOf(embed.body, idOf(posted.body))?.offerOptions).toBeNull();
  });

  it('migration 007 fills the pause end of sessions delivered before it from their results', async () => {
    const posted = await server.call('createSession', { as: 'hal', body: pausedUntil('pause-3', PAUSE_END) });
    const other = await server.call('createSession', { as: 'hal', body: pausedUntil('pause-4', null) });
    const { db } = server.started.server.deps.database;
    // As before the migration: the column gone, the results as they were delivered.
    await migration.down(db);
    await migration.up(db);
    const rows = await db
      .selectFrom('sessions')
      .select(['id', 'offer_options'])
      .where('app_id', '=', APP_ID)
      .where('id', 'in', [idOf(posted.body), idOf(other.body)])
      .execute();
    const optionsOf = (id: string) => rows.find((row) => row.id === id)?.offer_options;
    expect(JSON.parse(optionsOf(idOf(posted.body)) ?? 'null')).toEqual({ pauseEndDate: PAUSE_END });
    expect(optionsOf(idOf(other.body))).toBeNull();
  });
});
