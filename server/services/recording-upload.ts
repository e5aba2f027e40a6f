/**
 * A session's recording upload (spec §7, `PUT /api/sessions/{id}`): stored as received (deflated) in the blob
 * store under a key of its own, which the session's row then names; only then is the file it replaced deleted.
 * A replacement never writes over the file the row names, so a retention sweep deleting the key it read
 * (recording-retention.ts) or a database failing to name the new file leaves a recording that is playable.
 */
import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { MAX_RECORDING_INFLATED_BYTES } from '../../contract/request-limits.ts';
import type { RecordingUpload } from '../../contract/schemas/index.ts';
import type { RecordingMeta } from '../storage/sessions-store.ts';
import type { Caller } from './caller.ts';
import type { ServiceDeps } from './deps.ts';
import { MESSAGES } from './messages.ts';
import { failure, type Outcome, success } from './outcome.ts';
import {
  countedRecordingBytes,
  giveBackRecordingBytes,
  recordingBudgetRefusal,
} from './recording-budgets.ts';
import { recordingRetentionCutoff } from './recording-retention.ts';
import { isUploadToken } from './upload-token.ts';

/**
 * A recording is base64 of deflated JSON (an array of rrweb events); anything else is refused, and so is one
 * inflating past MAX_RECORDING_INFLATED_BYTES: inflateSync stops at the cap instead of filling the memory.
 */
function deflatedBytes(recording: string): Uint8Array | 'too-large' | null {
  try {
    const bytes = Buffer.from(recording, 'base64');
    const inflated = inflateSync(bytes, { maxOutputLength: MAX_RECORDING_INFLATED_BYTES });
    const events: unknown = JSON.parse(inflated.toString('utf8'));
    return Array.isArray(events) ? new Uint8Array(bytes) : null;
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'ERR_BUFFER_TOO_LARGE'
      ? 'too-large'
      : null;
  }
}

/**
 * A fresh blob key for an upload to the session: made here, never taken from a request
 * (providers/blob-store.ts), and unguessable. Readers take the key the row names, so the rows of older
 * servers (`{app}/{session}.deflate`) keep working.
 */
export function recordingBlobKey(appId: string, sessionId: string): string {
  return `${appId.replace(/[^a-zA-Z0-9_-]/g, '_')}/${sessionId}-${randomUUID()}.deflate`;
}

/** Tries to name a recording that another upload replaced meanwhile this often, then fails (a 500). */
const ATTACH_ATTEMPTS = 3;

/**
 * Names `key` in the session's row in place of the recording it held (read again if another upload attached
 * one meanwhile); answers the key it replaced, null when there was none.
 */
async function attachInPlaceOf(
  deps: ServiceDeps,
  appId: string,
  sessionId: string,
  key: string,
  meta: RecordingMeta,
  replacing: string | null,
): Promise<string | null> {
  let previous = replacing;
  for (let attempt = 0; attempt < ATTACH_ATTEMPTS; attempt += 1) {
    if (await deps.sessions.attachRecording(sessionId, key, meta, deps.now(), previous)) return previous;
    const owner = await deps.sessions.owner(appId, sessionId);
    if (!owner) break;
    previous = owner.recordingKey;
  }
  throw new Error("The session's recording could not be attached: it kept changing or the session is gone");
}

/**
 * Stores the recording as received (deflated) under the session; only the session's owner may, with the
 * upload token its POST was answered (so an anonymous lite session is not open to every anonymous caller),
 * only within the caller's and the app's hourly budgets of stored bytes (recording-budgets.ts), and only for
 * a session the retention sweep would not delete at once.
 */
export async function storeRecording(
  deps: ServiceDeps,
  caller: Caller,
  sessionId: string,
  upload: RecordingUpload,
  clientIp: string,
): Promise<Outcome<{ _id: string }>> {
  const owner = await deps.sessions.owner(caller.app.appId, sessionId);
  if (!owner || owner.customerKey !== caller.customerKey)
    return failure('not-found', MESSAGES.sessionNotFound);
  if (!upload.uploadToken) return failure('forbidden', MESSAGES.uploadTokenMissing);
  const secrets = await deps.apps.activeSecrets(caller.app.appId, caller.mode);
  if (!isUploadToken(secrets, caller.app.appId, sessionId, upload.uploadToken))
    return failure('forbidden', MESSAGES.uploadTokenInvalid);
  // The sweep would delete it within the hour: stored, it would only spend the budgets and the disk.
  const cutoff = recordingRetentionCutoff(deps);
  if (cutoff && owner.createdAt < cutoff.toISOString())
    return failure('forbidden', MESSAGES.recordingPastRetention(deps.recordingRetentionDays ?? 0));
  const bytes = deflatedBytes(upload.recording);
  if (bytes === null) return failure('invalid', MESSAGES.unknownDataFormat);
  if (bytes === 'too-large')
    return failure('invalid', MESSAGES.recordingTooLarge(MAX_RECORDING_INFLATED_BYTES / 1024 / 1024));
  // Counted once the upload is known good: a refused or invalid one spends nothing.
  const counted = countedRecordingBytes(bytes.length, owner.recordingBytes);
  const refusal = await recordingBudgetRefusal(deps, caller, clientIp, counted);
  if (refusal) return refusal;
  const key = recordingBlobKey(caller.app.appId, sessionId);
  try {
    await deps.blobs.put(key, bytes);
  } catch (error) {
    // Nothing was stored (the row still names the recording it had, untouched): the bytes are not spent, and
    // the widget's client repeats a 503 after a wait.
    await giveBackRecordingBytes(deps, caller, clientIp, counted);
    deps.logger.error({ err: { message: (error as Error).message }, sessionId }, 'recording not stored');
    return failure('unavailable', MESSAGES.recordingNotStored);
  }
  const meta = {
    recordingStartTime: upload.recordingStartTime,
    recordingEndTime: upload.recordingEndTime,
    bytes: bytes.length,
  };
  let replaced: string | null;
  try {
    replaced = await attachInPlaceOf(deps, caller.app.appId, sessionId, key, meta, owner.recordingKey);
  } catch (error) {
    // Written but not attached (the database failed): no row names the new file, where neither the dashboard
    // nor the retention sweep would find it, so it goes, with its bytes. The row keeps the recording it had.
    await deps.blobs.delete(key);
    await giveBackRecordingBytes(deps, caller, clientIp, counted);
    throw error;
  }
  if (replaced) {
    try {
      await deps.blobs.delete(replaced);
    } catch (error) {
      // The new recording is stored and named: the old file only takes room now, which the log tells.
      const message = (error as Error).message;
      deps.logger.warn({ err: { message }, sessionId, key: replaced }, 'replaced recording not deleted');
    }
  }
  return success({ _id: sessionId });
}
