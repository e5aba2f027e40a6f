/**
 * Recordings past RECORDING_RETENTION_DAYS (docs/server.md "What the server keeps"): a recording shows what a
 * customer typed and saw, so an operator may keep it only so long. Off by default: a business's data is kept
 * until it deletes it. Each recording of a session created before the cutoff is deleted from the blob store,
 * then its row forgets it, so the dashboard shows "no recording", never a player with nothing to play.
 *
 * The file goes first: a row forgotten before its file was deleted would leave the file where nothing names
 * it, while a file deleted before its row is forgotten is found again by the next sweep. So a sweep stopped
 * half-way, or several instances sweeping at once, only repeat deletes that are harmless to repeat.
 *
 * An upload racing the sweep never loses its file: each upload writes a key of its own (recording-upload.ts),
 * so the key the sweep read and deletes is never the new one, and the row, re-attached meanwhile, is not
 * forgotten (it no longer names the key read). Uploads to a session past the cutoff are refused
 * (`recordingRetentionCutoff`), so no new recording is stored only to be swept within the hour.
 */
import type { ServiceDeps } from './deps.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Recordings deleted per round, so a first sweep over a year of them never holds them all in memory. */
export const RECORDINGS_PURGED_PER_ROUND = 500;

/** Deletes the recordings of sessions created before `before`; returns how many rows forgot theirs. */
export async function purgeRecordingsBefore(
  deps: Pick<ServiceDeps, 'sessions' | 'blobs'>,
  before: Date,
): Promise<number> {
  let forgotten = 0;
  for (;;) {
    const round = await deps.sessions.recordingsBefore(before, RECORDINGS_PURGED_PER_ROUND);
    let forgottenThisRound = 0;
    for (const recording of round) {
      await deps.blobs.delete(recording.blobKey);
      if (await deps.sessions.detachRecording(recording.id, recording.blobKey, recording.updatedAt))
        forgottenThisRound += 1;
    }
    forgotten += forgottenThisRound;
    // A full round that forgot nothing (every row attached again under it) would be read again at once, and
    // again: the next hour's sweep takes them up instead of this one spinning.
    if (round.length < RECORDINGS_PURGED_PER_ROUND || forgottenThisRound === 0) return forgotten;
  }
}

/** Sessions created before this may keep no recording: null when no retention is set. */
export function recordingRetentionCutoff(deps: Pick<ServiceDeps, 'recordingRetentionDays' | 'now'>) {
  if (!deps.recordingRetentionDays) return null;
  return new Date(deps.now().getTime() - deps.recordingRetentionDays * DAY_MS);
}

/** The purge's share: nothing when no retention is set. */
export async function purgeExpiredRecordings(
  deps: Pick<ServiceDeps, 'sessions' | 'blobs' | 'recordingRetentionDays' | 'now'>,
): Promise<number> {
  const cutoff = recordingRetentionCutoff(deps);
  return cutoff ? purgeRecordingsBefore(deps, cutoff) : 0;
}
