/**
 * The retention sweep's rounds end: a full round in which no row could be forgotten (each attached again under
 * it) ends the sweep for this hour rather than reading the same rows again without end.
 */
import { describe, expect, it } from 'vitest';
import { purgeRecordingsBefore, RECORDINGS_PURGED_PER_ROUND } from './recording-retention.ts';

describe('purgeRecordingsBefore', () => {
  it('stops after a full round that forgot nothing', async () => {
    let reads = 0;
    const deleted: string[] = [];
    const rows = Array.from({ length: RECORDINGS_PURGED_PER_ROUND }, (_, i) => ({
      id: `s${i}`,
      blobKey: `b${i}`,
      updatedAt: '2026-01-01T00:00:00.000Z',
    }));
    const deps = {
      sessions: {
        recordingsBefore: async () => {
          reads += 1;
          if (reads > 3) throw new Error('the sweep did not stop');
          return rows;
        },
        detachRecording: async () => false,
      },
      blobs: { delete: async (key: string) => void deleted.push(key) },
    };
    expect(await purgeRecordingsBefore(deps as never, new Date())).toBe(0);
    expect(reads).toBe(1);
    expect(deleted).toHaveLength(RECORDINGS_PURGED_PER_ROUND);
  });

  it('reads on while full rounds forget rows', async () => {
    const rounds = [RECORDINGS_PURGED_PER_ROUND, RECORDINGS_PURGED_PER_ROUND, 3];
    const deps = {
      sessions: {
        recordingsBefore: async () =>
          Array.from({ length: rounds.shift() ?? 0 }, (_, i) => ({
            id: `s${i}`,
            blobKey: `b${i}`,
            updatedAt: 'x',
          })),
        detachRecording: async () => true,
      },
      blobs: { delete: async () => undefined },
    };
    expect(await purgeRecordingsBefore(deps as never, new Date())).toBe(2 * RECORDINGS_PURGED_PER_ROUND + 3);
  });
});
