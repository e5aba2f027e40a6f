/**
 * A session's recording replaced, and a recording the blob store fails to write (docs/server.md "Recordings
 * and the disk"), over HTTP on both databases: a replacement counts only the bytes it adds to the disk, and a
 * failed write spends nothing, answers 503 and leaves the session as it was. Each upload writes a key of its
 * own, so a database failing to name it leaves the recording before whole, and two uploads crossing leave
 * no file that no row names.
 */
import { expect, it } from 'vitest';
import { sessionRecording } from '../dashboard/sessions-query.ts';
import { createFileBlobStore } from '../providers/blob-store.ts';
import { RATE_LIMITS } from '../providers/rate-limits.ts';
import { describeOnBothDialects, type ServerUnderTest } from '../testing/on-both-dialects.ts';
import {
  FORGED,
  OTHER,
  openRecordedSession,
  SMALL,
  storedRecording,
  watchBlobWrites,
} from '../testing/recording-uploads.ts';
import { APP_ID } from '../testing/server-seed.ts';
import { MESSAGES } from './messages.ts';
import { RECORDING_BUDGETS } from './recording-budgets.ts';

const BUCKET = RECORDING_BUDGETS.anonymous.perSource;
const PER_SOURCE = RATE_LIMITS[BUCKET].points;
const smallBytes = new Uint8Array(Buffer.from(SMALL.recording, 'base64'));
const SMALL_EVENTS = [{ type: 4, data: {} }];

/** Makes the server's database fail to name a recording in its session; answers the working store. */
function failAttaching(server: ServerUnderTest) {
  const { deps } = server.started.server;
  const working = deps.sessions;
  deps.sessions = {
    ...working,
    attachRecording: async () => {
      throw new Error('the database went away');
    },
  };
  return working;
}

/** Whether exactly `spent` bytes of the address's hourly budget are spent: all the rest fits, not one more. */
async function expectSpent(server: ServerUnderTest, address: string, spent: number) {
  const { limits } = server.started.server.deps;
  expect(await limits.spend(BUCKET, `${APP_ID}:${address}`, PER_SOURCE - spent)).toBe(true);
  expect(await limits.spend(BUCKET, `${APP_ID}:${address}`, 1)).toBe(false);
}

describeOnBothDialects(
  'replacing a recording, and a recording that cannot be written',
  (server) => {
    it('a replacement counts only the bytes it adds: repeating an upload spends it once, growing again counts again', async () => {
      const address = '198.51.100.20';
      const session = await openRecordedSession(server, 'replaced', { address });
      expect((await session.upload(SMALL.recording)).status).toBe(200);
      // Counted whole, four of these would pass the 16 MiB budget: the repeats add nothing to the disk.
      for (let index = 0; index < 4; index += 1)
        expect((await session.upload(FORGED.recording)).status).toBe(200);
      // Smaller counts nothing and gives nothing back: growing again counts what it adds, so a loop of
      // shrinking and growing spends its bytes each time and cannot write past the budget.
      expect((await session.upload(SMALL.recording)).status).toBe(200);
      expect(await storedRecording(server, session.sessionId)).toEqual(smallBytes);
      expect((await session.upload(FORGED.recording)).status).toBe(200);
      await expectSpent(server, address, 2 * FORGED.bytes - SMALL.bytes);
      const owner = await server.started.server.deps.sessions.owner(APP_ID, session.sessionId);
      expect(owner?.recordingBytes).toBe(FORGED.bytes);
    });

    it('a recording the blob store fails to write spends nothing, answers 503, and the session keeps the recording it had', async () => {
      const { deps } = server.started.server;
      const address = '198.51.100.21';
      const session = await openRecordedSession(server, 'unwritable', { address });
      expect((await session.upload(SMALL.recording)).status).toBe(200);
      const before = await deps.sessions.owner(APP_ID, session.sessionId);
      const working = deps.blobs;
      // A real file store whose folder cannot be made (under a file), as a full or read-only disk fails.
      deps.blobs = createFileBlobStore('/dev/null/blobs');
      try {
        // More than the budget holds, were the failed ones counted.
        for (let index = 0; index < 3; index += 1)
          expect(await session.upload(FORGED.recording)).toMatchObject({
            status: 503,
            body: { message: MESSAGES.recordingNotStored },
          });
      } finally {
        deps.blobs = working;
      }
      expect(await deps.sessions.owner(APP_ID, session.sessionId)).toEqual(before);
      expect(await storedRecording(server, session.sessionId)).toEqual(smallBytes);
      await expectSpent(server, address, SMALL.bytes);
    });

    it('a first recording whose session the database fails to update is not left on disk, nor its bytes spent', async () => {
      const { deps } = server.started.server;
      const address = '198.51.100.22';
      const session = await openRecordedSession(server, 'unattached', { address });
      const writes = watchBlobWrites(server);
      const working = failAttaching(server);
      try {
        expect((await session.upload(FORGED.recording)).status).toBe(500);
      } finally {
        deps.sessions = working;
      }
      expect(writes.written).toHaveLength(1);
      expect(await writes.stop()).toEqual([]);
      expect((await deps.sessions.owner(APP_ID, session.sessionId))?.recordingBytes).toBe(0);
      await expectSpent(server, address, 0);
    });

    it('a replacement the database fails to attach leaves the recording it would replace whole and playable', async () => {
      const { deps } = server.started.server;
      const address = '198.51.100.23';
      const session = await openRecordedSession(server, 'unreplaced', { address });
      expect((await session.upload(SMALL.recording)).status).toBe(200);
      const before = await deps.sessions.owner(APP_ID, session.sessionId);
      const writes = watchBlobWrites(server);
      const working = failAttaching(server);
      try {
        expect((await session.upload(FORGED.recording)).status).toBe(500);
      } finally {
        deps.sessions = working;
      }
      expect(await writes.stop()).toEqual([]);
      expect(await deps.sessions.owner(APP_ID, session.sessionId)).toEqual(before);
      expect(await storedRecording(server, session.sessionId)).toEqual(smallBytes);
      const { db } = deps.database;
      expect(await sessionRecording(db, deps.blobs, APP_ID, session.sessionId)).toEqual(SMALL_EVENTS);
      await expectSpent(server, address, SMALL.bytes);
    });

    it('each upload writes a key of its own and deletes the one it replaced, also when two uploads cross', async () => {
      const { deps } = server.started.server;
      const session = await openRecordedSession(server, 'crossed', { address: '198.51.100.24' });
      expect((await session.upload(SMALL.recording)).status).toBe(200);
      const first = (await deps.sessions.owner(APP_ID, session.sessionId))?.recordingKey;
      expect(first).toMatch(new RegExp(`^${APP_ID}/${session.sessionId}-[0-9a-f-]{36}\\.deflate$`));
      const writes = watchBlobWrites(server);
      // The second upload is stored and attached between the first's write and its attach.
      const working = deps.sessions;
      let crossed = false;
      deps.sessions = {
        ...working,
        attachRecording: async (...args) => {
          if (!crossed) {
            crossed = true;
            expect((await session.upload(OTHER.recording)).status).toBe(200);
          }
          return working.attachRecording(...args);
        },
      };
      try {
        expect((await session.upload(SMALL.recording)).status).toBe(200);
      } finally {
        deps.sessions = working;
      }
      const named = (await deps.sessions.owner(APP_ID, session.sessionId))?.recordingKey;
      expect(writes.written).toHaveLength(2);
      expect(await writes.stop()).toEqual([named]);
      expect(first && (await deps.blobs.get(first))).toBeNull();
      expect(await storedRecording(server, session.sessionId)).toEqual(smallBytes);
    });
  },
  { trustProxy: true },
);
