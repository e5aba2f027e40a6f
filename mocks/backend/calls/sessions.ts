/**
 * Session results (spec §7): POST stores one session once however often it is delivered (the client's
 * `sessionKey`), PUT attaches the compressed recording.
 */
import pako from 'pako';
import { RecordingUploadSchema, SessionResultsSchema } from '../../../contract/schemas/index.ts';
import { UPLOAD_TOKEN_TEXTS } from '../../../contract/upload-token-texts.ts';
import type { StoredSession } from '../app-state.ts';
import type { CallContext, CallHandler } from '../context.ts';
import { MESSAGES } from '../messages.ts';
import { fail, ok, parsePayload } from '../responses.ts';
import type { MockResponse } from '../types.ts';

/**
 * A random token kept with the session (the server's is an HMAC, nothing stored): unguessable, so only the
 * customer who posted the session may attach its recording.
 */
function newUploadToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return `hfu-mock.${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

function created(session: StoredSession): { _id: string; uploadToken?: string } {
  return session.uploadToken ? { _id: session._id, uploadToken: session.uploadToken } : { _id: session._id };
}

function storeSession(context: CallContext, lite: boolean): MockResponse {
  const payload = parsePayload(SessionResultsSchema, context.body);
  if (!payload.ok) return payload.response;
  const results = payload.value;
  const { app, caller } = context;
  const existing = app.sessions.find((session) => session.sessionKey === results.sessionKey);
  if (existing) {
    existing.deliveries += 1;
    return ok(created(existing));
  }
  const createdAt = context.now.toISOString();
  const stored: StoredSession = {
    _id: context.newId('sess'),
    sessionKey: results.sessionKey,
    lite: lite || results.lite,
    customerId: caller.claimedId ?? results.customer?.id ?? null,
    results,
    createdAt,
    deliveries: 1,
    recording: null,
    uploadToken: results.recording ? newUploadToken() : null,
  };
  app.sessions.push(stored);
  // The customer's past sessions feed the next load's cooldowns and the Braintree resume date.
  if (caller.record && !stored.lite) {
    caller.record.sessions.push({
      _id: stored._id,
      acceptedOffer: results.acceptedOffer,
      aborted: results.aborted,
      canceled: results.canceled,
      // A custom-date pause has no pauseDuration: its end (for the pause cooldown) is only in the options.
      offerOptions: results.offerOptions ? { pauseEndDate: results.offerOptions.pauseEndDate } : null,
      createdAt,
      updatedAt: createdAt,
    });
  }
  return ok(created(stored));
}

/** POST /api/sessions. */
export const postSession: CallHandler = (context) => storeSession(context, false);
/** POST /api/sessions/lite. */
export const postLiteSession: CallHandler = (context) => storeSession(context, true);

/** Decodes a recording (base64 of deflated JSON rrweb events); null when it is not one. */
export function decodeRecording(recording: string): { events: number; bytes: number } | null {
  try {
    const bytes = Uint8Array.from(atob(recording), (char) => char.charCodeAt(0));
    const events: unknown = JSON.parse(pako.inflate(bytes, { to: 'string' }));
    return Array.isArray(events) ? { events: events.length, bytes: bytes.length } : null;
  } catch {
    return null;
  }
}

/**
 * PUT /api/sessions/{id}: only the session's own customer (or anyone, for an anonymous lite session), with the
 * upload token its POST answered.
 */
export const putRecording: CallHandler = (context) => {
  const session = context.app.sessions.find((candidate) => candidate._id === context.params.id);
  if (!session || (session.customerId !== null && session.customerId !== context.caller.claimedId)) {
    return fail(404, MESSAGES.sessionNotFound);
  }
  const payload = parsePayload(RecordingUploadSchema, context.body);
  if (!payload.ok) return payload.response;
  if (!payload.value.uploadToken) return fail(403, UPLOAD_TOKEN_TEXTS.missing);
  if (payload.value.uploadToken !== session.uploadToken) return fail(403, UPLOAD_TOKEN_TEXTS.invalid);
  const decoded = decodeRecording(payload.value.recording);
  if (decoded === null) return fail(400, MESSAGES.unknownDataFormat);
  session.recording = {
    recordingStartTime: payload.value.recordingStartTime,
    recordingEndTime: payload.value.recordingEndTime,
    ...decoded,
  };
  return ok({ _id: session._id });
};
