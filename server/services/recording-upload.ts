/**
 * A session's recording upload (spec §7, `PUT /api/sessions/{id}`): stored as received (deflated) in the blob
 * store under the session, one file per session, which a replacement overwrites.
 */
import { inflateSync } from 'node:zlib';
import { MAX_RECORDING_INFLATED_BYTES } from '../../contract/request-limits.ts';
import type { RecordingUpload } from '../../contract/schemas/index.ts';
import type { Caller } from './caller.ts';
import type { ServiceDeps } from './deps.ts';
import { MESSAGES } from './messages.ts';
import { failure, type Outcome, success } from './outcome.ts';
import {
  countedRecordingBytes,
  giveBackRecordingBytes,
  recordingBudgetRefusal,
} from './recording-budgets.ts';
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

/** The blob key of a session's recording: made here, never taken from a request (providers/blob-store.ts). */
export function recordingBlobKey(appId: string, sessionId: string): string {
  return `${appId.replace(/[^a-zA-Z0-9_-]/g, '_')}/${sessionId}.deflate`;
}

/**
 * Stores the recording as received (deflated) under the session; only the session's owner may, with the
 * upload token its POST was answered (so an anonymous lite session is not open to every anonymous caller),
 * and only within the caller's and the app's hourly budgets of stored bytes (recording-budgets.ts).
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
    // Nothing was stored (the key keeps its previous recording, which the row still describes): the bytes are
    // not spent, and the widget's client repeats a 503 after a wait.
    await giveBackRecordingBytes(deps, caller, clientIp, counted);
    deps.logger.error({ err: { message: (error as Error).message }, sessionId }, 'recording not stored');
    return failure('unavailable', MESSAGES.recordingNotStored);
  }
  const meta = {
    recordingStartTime: upload.recordingStartTime,
    recordingEndTime: upload.recordingEndTime,
    bytes: bytes.length,
  };
  try {
    await deps.sessions.attachRecording(sessionId, key, meta, deps.now());
  } catch (error) {
    // Written but not attached (the database failed): a session's first recording would stay on disk with no
    // row naming it, where neither the dashboard nor the retention purge finds it, so it goes, with its bytes.
    // A replacement's file is named by the row already.
    if (owner.recordingBytes === 0) {
      await deps.blobs.delete(key);
      await giveBackRecordingBytes(deps, caller, clientIp, counted);
    }
    throw error;
  }
  return success({ _id: sessionId });
}
