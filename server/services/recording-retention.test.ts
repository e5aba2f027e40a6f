/**
 * RECORDING_RETENTION_DAYS applied by the purge (docs/server.md "What the server keeps"), on both databases
 * with an injected clock: off by default; set, a recording of a session older than it is deleted from the blob
 * store and the dashboard shows the session without one; a sweep is safe to repeat, to resume after it
 * stopped half-way, and to run on several instances at once; an upload racing it keeps its new file, and an
 * upload to a session past the retention is refused.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionDetail, sessionRecording } from '../dashboard/sessions-query.ts';
import { DIALECTS, type ServerUnderTest, START_TIMEOUT_MS } from '../testing/on-both-dialects.ts';
import { OTHER, openRecordedSession, SMALL, storedRecording } from '../testing/recording-uploads.ts';
import { APP_ID, serverTestSeed } from '../testing/server-seed.ts';
import { startTestServer } from '../testing/start-test-server.ts';
import { createTestClient } from '../testing/test-client.ts';
import { MESSAGES } from './messages.ts';
import { purgeExpired } from './purge.ts';
import { purgeRecordingsBefore } from './recording-retention.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const RETENTION_DAYS = 30;
const T0 = new Date('2026-03-01T12:00:00.000Z');
const at = (days: number) => new Date(T0.getTime() + days * DAY_MS);
const OTHER_EVENTS = [{ type: 4, data: { href: '/other' } }];
const otherBytes = new Uint8Array(Buffer.from(OTHER.recording, 'base64'));

for (const dialect of DIALECTS) {
  describe(`recordings past RECORDING_RETENTION_DAYS [${dialect}]`, () => {
    let clock = T0;
    const server = {} as ServerUnderTest;
    beforeAll(async () => {
      server.started = await startTestServer({ dialect, seed: serverTestSeed(T0), now: () => clock });
      server.call = createTestClient(server.started.baseUrl);
    }, START_TIMEOUT_MS);
    afterAll(() => server.started?.close(), START_TIMEOUT_MS);

    /** A session posted at `when` by a verified customer, with a recording stored. */
    async function recordedAt(when: Date, sessionKey: string) {
      clock = when;
      const session = await openRecordedSession(server, sessionKey, { as: 'ada', address: '127.0.0.1' });
      expect((await session.upload(SMALL.recording)).status).toBe(200);
      return session;
    }
    /** What the dashboard shows of the session's recording. */
    async function shown(sessionId: string) {
      const { db } = server.started.server.deps.database;
      const detail = await sessionDetail(db, APP_ID, sessionId);
      const events = await sessionRecording(db, server.started.server.deps.blobs, APP_ID, sessionId);
      return { listed: detail?.session.hasRecording, detail: detail?.recording ?? null, events };
    }
    const withRetention = () => ({ ...server.started.server.deps, recordingRetentionDays: RETENTION_DAYS });

    it('reads the recordings to sweep from their own index (migration 017), not a scan of every session', async () => {
      const { db, dialect: open } = server.started.server.deps.database;
      const query = sql`select id from sessions where recording_blob is not null and created_at < ${T0.toISOString()} order by created_at limit 500`;
      const plan =
        open === 'sqlite'
          ? (await sql<{ detail: string }>`explain query plan ${query}`.execute(db)).rows.map(
              (row) => row.detail,
            )
          : await db.transaction().execute(async (trx) => {
              // A test's few rows would be scanned whatever the indexes: ask whether the index can serve it.
              await sql`set local enable_seqscan = off`.execute(trx);
              const rows = (await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(trx)).rows;
              return rows.map((row) => row['QUERY PLAN']);
            });
      expect(plan.join('\n')).toMatch(/sessions_recordings_by_age/);
    });

    it('keeps recordings forever by default, and deletes those older than the retention once it is set', async () => {
      const { sessionId: old } = await recordedAt(T0, 'old');
      const { sessionId: recent } = await recordedAt(at(20), 'recent');

      clock = at(400);
      expect((await purgeExpired(server.started.server.deps)).recordings).toBe(0);
      expect(await storedRecording(server, old)).not.toBeNull();

      clock = at(RETENTION_DAYS - 1);
      expect((await purgeExpired(withRetention())).recordings).toBe(0);

      clock = at(RETENTION_DAYS + 1);
      expect((await purgeExpired(withRetention())).recordings).toBe(1);
      expect(await storedRecording(server, old)).toBeNull();
      expect(await shown(old)).toEqual({ listed: false, detail: null, events: null });
      expect(await storedRecording(server, recent)).not.toBeNull();
      expect((await shown(recent)).listed).toBe(true);
      // Again: nothing left to delete, and no error.
      expect((await purgeExpired(withRetention())).recordings).toBe(0);
    });

    it('finishes a sweep that stopped half-way, and several instances sweeping at once delete each recording once', async () => {
      clock = at(99);
      await purgeExpired(withRetention()); // the recordings of the test before
      const { sessionId: halfDone } = await recordedAt(at(100), 'half-done');
      const others = [
        (await recordedAt(at(101), 'other-1')).sessionId,
        (await recordedAt(at(102), 'other-2')).sessionId,
      ];
      // A sweep that deleted the file and stopped before the row forgot it.
      const { sessions, blobs } = server.started.server.deps;
      await blobs.delete((await sessions.owner(APP_ID, halfDone))?.recordingKey ?? '');

      clock = at(102 + RETENTION_DAYS + 1);
      const sweeps = await Promise.all([purgeExpired(withRetention()), purgeExpired(withRetention())]);
      expect(sweeps[0].recordings + sweeps[1].recordings).toBe(3);
      for (const sessionId of [halfDone, ...others]) {
        expect(await storedRecording(server, sessionId)).toBeNull();
        expect(await shown(sessionId)).toEqual({ listed: false, detail: null, events: null });
      }
    });

    it('a recording attached again after a sweep read it is not forgotten for the file deleted under it', async () => {
      const { sessions } = server.started.server.deps;
      const session = await recordedAt(at(200), 'attached-again');
      const [read] = await sessions.recordingsBefore(at(201), 10);
      expect(read?.id).toBe(session.sessionId);
      clock = at(250);
      expect((await session.upload(SMALL.recording)).status).toBe(200);
      if (!read) return;
      expect(await sessions.detachRecording(read.id, read.blobKey, read.updatedAt)).toBe(false);
      // The next sweep reads it again, and deletes its new file.
      clock = at(200 + RETENTION_DAYS + 1);
      expect((await purgeExpired(withRetention())).recordings).toBe(1);
      expect(await storedRecording(server, session.sessionId)).toBeNull();
    });

    it('an upload racing a sweep keeps its new file: the sweep deletes only the key it read', async () => {
      const { deps } = server.started.server;
      const session = await recordedAt(at(300), 'raced');
      const before = (await deps.sessions.owner(APP_ID, session.sessionId))?.recordingKey;
      let raced = false;
      // The sweep reads the row, then the upload writes and attaches its recording, then the sweep deletes.
      const sweeping = {
        blobs: deps.blobs,
        sessions: {
          ...deps.sessions,
          recordingsBefore: async (cutoff: Date, limit: number) => {
            const rows = await deps.sessions.recordingsBefore(cutoff, limit);
            if (!raced && rows.some((row) => row.id === session.sessionId)) {
              raced = true;
              expect((await session.upload(OTHER.recording)).status).toBe(200);
            }
            return rows;
          },
        },
      };
      clock = at(301);
      expect(await purgeRecordingsBefore(sweeping, at(301))).toBe(0);
      expect(raced).toBe(true);
      expect(before && (await deps.blobs.get(before))).toBeNull();
      expect(await storedRecording(server, session.sessionId)).toEqual(otherBytes);
      expect(await shown(session.sessionId)).toMatchObject({ listed: true, events: OTHER_EVENTS });
    });

    it('refuses an upload to a session older than the retention: the sweep would delete it within the hour', async () => {
      const { deps } = server.started.server;
      clock = at(400);
      const session = await openRecordedSession(server, 'too-old', { as: 'ada', address: '127.0.0.1' });
      expect((await session.upload(SMALL.recording)).status).toBe(200);
      const before = await deps.sessions.owner(APP_ID, session.sessionId);
      deps.recordingRetentionDays = RETENTION_DAYS;
      try {
        clock = at(400 + RETENTION_DAYS - 1);
        expect((await session.upload(SMALL.recording)).status).toBe(200);
        const kept = await deps.sessions.owner(APP_ID, session.sessionId);
        clock = at(400 + RETENTION_DAYS + 1);
        expect(await session.upload(OTHER.recording)).toMatchObject({
          status: 403,
          body: { message: MESSAGES.recordingPastRetention(RETENTION_DAYS) },
        });
        expect(await deps.sessions.owner(APP_ID, session.sessionId)).toEqual(kept);
        expect(kept?.recordingKey).not.toBe(before?.recordingKey);
      } finally {
        deps.recordingRetentionDays = null;
      }
    });
  });
}
