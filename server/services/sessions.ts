/**
 * Session results and recordings (spec §7). A session belongs to the identity in the headers — never to a
 * customer id in the body — and is stored once per (app, customer, sessionKey) however often it arrives.
 * A full-flow session joins the customer's history, so the next embed's cooldowns see it. Anonymous sessions
 * are rate-limited (anonymous-write-limits.ts).
 */
import { inflateSync } from 'node:zlib';
import { MAX_RECORDING_INFLATED_BYTES } from '../../contract/request-limits.ts';
import type { RecordingUpload, SessionResults } from '../../contract/schemas/index.ts';
import { sessionFactsWriter } from '../dashboard/session-facts.ts';
import { anonymousWriteRefusal } from './anonymous-write-limits.ts';
import type { Caller } from './caller.ts';
import type { ServiceDeps } from './deps.ts';
import { MESSAGES } from './messages.ts';
import { failure, type Outcome, success } from './outcome.ts';
import { recordingBudgetRefusal } from './recording-budgets.ts';
import { isUploadToken, uploadTokenFor } from './upload-token.ts';
import { EVENT_TYPES } from './webhook-policy.ts';
import { announce, eventCustomer, type SessionCompletedData } from './webhooks.ts';

export async function storeSession(
  deps: ServiceDeps,
  caller: Caller,
  results: SessionResults,
  lite: boolean,
  clientIp: string,
): Promise<Outcome<{ _id: string; uploadToken?: string }>> {
  const refusal = await anonymousWriteRefusal(deps, caller, clientIp, 'session', results);
  if (refusal) return refusal;
  const now = deps.now().toISOString();
  const isLite = lite || results.lite || caller.claimedId === null;
  // The dashboard's figures read these facts, a lite session's too: written in the session's transaction, so
  // it counts on the next load, and a session is never kept without them.
  const writeFacts = await sessionFactsWriter(deps, caller, results, now, isLite);
  const stored = await deps.sessions.insertOnce(
    {
      appId: caller.app.appId,
      customerKey: caller.customerKey,
      sessionKey: results.sessionKey,
      lite: isLite,
      results,
      acceptedOffer: results.acceptedOffer,
      // A custom-date pause has no pauseDuration: its end, for the next embed's cooldowns, is only here.
      offerOptions: results.offerOptions ? { pauseEndDate: results.offerOptions.pauseEndDate } : null,
      aborted: results.aborted,
      canceled: results.canceled,
      createdAt: now,
    },
    // The event is written with the session, once: a repeated delivery of the session announces nothing.
    async (trx, sessionId) => {
      const data: SessionCompletedData = {
        sessionId,
        mode: caller.mode,
        customer: eventCustomer(caller.provider, caller.claimedId),
        lite: isLite,
        results,
      };
      await announce(deps, trx, caller.app.appId, EVENT_TYPES.sessionCompleted, data);
      await writeFacts(trx, sessionId);
    },
  );
  if (!results.recording) return success({ _id: stored.id });
  // The mode's newest secret makes the session's upload token (activeSecrets lists it first).
  const [secret] = await deps.apps.activeSecrets(caller.app.appId, caller.mode);
  if (!secret) return success({ _id: stored.id });
  return success({ _id: stored.id, uploadToken: uploadTokenFor(secret, caller.app.appId, stored.id) });
}

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
  // Counted once the upload is known good: a refused or invalid one spends nothing. A replacement counts again.
  const refusal = await recordingBudgetRefusal(deps, caller, clientIp, bytes.length);
  if (refusal) return refusal;
  const key = `${caller.app.appId.replace(/[^a-zA-Z0-9_-]/g, '_')}/${sessionId}.deflate`;
  await deps.blobs.put(key, bytes);
  await deps.sessions.attachRecording(
    sessionId,
    key,
    {
      recordingStartTime: upload.recordingStartTime,
      recordingEndTime: upload.recordingEndTime,
      bytes: bytes.length,
    },
    deps.now(),
  );
  return success({ _id: sessionId });
}
