import { isApiError } from '../api/api-error.ts';
import type { RecordingUploadPayload } from '../api/calls/sessions.ts';
import type { FlowApiClient } from '../api/flow-client.ts';
import { jsonBytes } from '../api/safe-json.ts';
import type { SessionReceipt } from '../state/reporting/deliver.ts';
import { KEEPALIVE_BODY_LIMIT_BYTES, OUTBOX_MAX_AGE_MS } from '../state/reporting/limits.ts';
import type { OutboxOwner } from '../state/reporting/outbox.ts';
import type { KeptStore } from './kept-store.ts';

/**
 * A recording kept in the browser until the backend has it (spec §7 PUT /api/sessions/{id}, §9: uploaded at
 * the session's end), so a tab closed too soon does not lose it. It holds only what was recorded with
 * consent, already scrubbed (the recorder scrubs every event as it comes), and what its PUT needs. Like the
 * session results' outbox it belongs to an app and customer, and only their next visit sends it.
 */
export interface KeptRecording extends OutboxOwner {
  sessionKey: string;
  /** When it was kept (ms since the epoch): it goes after OUTBOX_MAX_AGE_MS, like the results. */
  savedAt: number;
  recordingStartTime: string;
  recordingEndTime: string;
  /** The session results' receipt, once known; else the next visit waits for their re-delivery's. */
  receipt: SessionReceipt | null;
  /** The upload's text once compressed; until then `eventsJson` holds the raw events (see session-recording.ts). */
  recording: string | null;
  eventsJson: string | null;
}

const text = (value: unknown): value is string => typeof value === 'string';

function receiptIn(value: unknown): SessionReceipt | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'object' || !text(Reflect.get(value, 'id'))) return undefined;
  const uploadToken: unknown = Reflect.get(value, 'uploadToken');
  if (uploadToken !== undefined && !text(uploadToken)) return undefined;
  return { id: Reflect.get(value, 'id'), ...(uploadToken !== undefined && { uploadToken }) };
}

/** Reads back a stored entry; null for anything that is not one (storage is outside our control). */
export function decodeKept(raw: unknown): KeptRecording | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const field = (name: string): unknown => Reflect.get(raw, name);
  const receipt = receiptIn(field('receipt'));
  const recording = field('recording');
  const eventsJson = field('eventsJson');
  const customerId = field('customerId');
  const savedAt = field('savedAt');
  if (
    !text(field('sessionKey')) ||
    !text(field('appId')) ||
    !(customerId === null || text(customerId)) ||
    typeof savedAt !== 'number' ||
    !text(field('recordingStartTime')) ||
    !text(field('recordingEndTime')) ||
    receipt === undefined ||
    !(text(recording) || text(eventsJson))
  ) {
    return null;
  }
  return {
    sessionKey: field('sessionKey') as string,
    appId: field('appId') as string,
    customerId,
    savedAt,
    recordingStartTime: field('recordingStartTime') as string,
    recordingEndTime: field('recordingEndTime') as string,
    receipt,
    recording: text(recording) ? recording : null,
    eventsJson: text(recording) || !text(eventsJson) ? null : eventsJson,
  };
}

/** Kept longer than the results' outbox keeps a session: its results are gone, so is its recording. */
export const keptTooLong = (kept: KeptRecording, now: number): boolean =>
  now - kept.savedAt > OUTBOX_MAX_AGE_MS;

export const ownedBy = (kept: KeptRecording, owner: OutboxOwner): boolean =>
  kept.appId === owner.appId && kept.customerId === owner.customerId;

/** The PUT's body, once the recording is compressed and its session's receipt known. */
export function uploadBody(kept: KeptRecording): RecordingUploadPayload | null {
  if (!kept.receipt || kept.recording === null) return null;
  return {
    recording: kept.recording,
    recordingStartTime: kept.recordingStartTime,
    recordingEndTime: kept.recordingEndTime,
    ...(kept.receipt.uploadToken && { uploadToken: kept.receipt.uploadToken }),
  };
}

/**
 * The body to send with keepalive as the page goes, or null: it must be ready, within the largest keepalive
 * body, and within `room`, what the session results' flush left of the page's 64 KiB quota (they go first).
 */
export function keepaliveBody(kept: KeptRecording, room: number): RecordingUploadPayload | null {
  const body = uploadBody(kept);
  if (!body) return null;
  const bytes = jsonBytes(body);
  return bytes <= KEEPALIVE_BODY_LIMIT_BYTES && bytes <= room ? body : null;
}

/** The backend refused it and would again (a 4xx other than a timeout or "slow down"): not worth keeping. */
export function refusedForGood(error: unknown): boolean {
  const status = isApiError(error) ? error.status : null;
  return status !== null && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/**
 * Uploads a kept recording whose body is ready. Once the backend has it, or refused it for good, it leaves
 * the store; any other failure leaves it there for the next visit. Resolves true when it is done with.
 */
export async function uploadKept(
  api: FlowApiClient,
  store: KeptStore | null,
  kept: KeptRecording,
): Promise<boolean> {
  const body = uploadBody(kept);
  if (!body || !kept.receipt) return false;
  try {
    await api.uploadRecording(kept.receipt.id, body);
  } catch (error) {
    console.warn('[holdfast] recording not uploaded', error);
    if (!refusedForGood(error)) return false;
  }
  store?.remove(kept.sessionKey);
  return true;
}
