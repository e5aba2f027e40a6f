/**
 * The next visit's side of kept recordings (kept-recordings.ts), a chunk of its own: lazy-recording.ts fetches
 * it only when the browser kept one. Like the results' outbox (outbox-take.ts) it sends what the same app
 * and customer left, and drops what is too old, unreadable, or no longer consented to.
 */
import type { FlowApiClient } from '../api/flow-client.ts';
import type { ResolvedInitOptions } from '../state/init-options.ts';
import { sessionReceiptOf } from '../state/reporting/lazy-delivery.ts';
import { outboxOwnerOf } from '../state/reporting/outbox.ts';
import { recordingConsentGiven } from './consent.ts';
import { encodeRecording } from './encode-recording.ts';
import { decodeKept, type KeptRecording, keptTooLong, ownedBy, uploadKept } from './kept-recordings.ts';
import { type KeptStore, keptStore } from './kept-store.ts';

/**
 * How long a kept recording without a receipt waits for its session results' re-delivery (from the outbox,
 * this visit) to bring one; past it, it stays for a later visit.
 */
export const KEPT_RECEIPT_WAIT_MS = 5 * 60 * 1000;

export interface KeptUploadEnvironment {
  api: FlowApiClient;
  options: Pick<
    ResolvedInitOptions,
    'appId' | 'customerId' | 'lite' | 'report' | 'record' | 'recordingConsent'
  >;
  store?: KeptStore | null;
  receiptOf?: typeof sessionReceiptOf;
  nowMs?: number;
}

function withinWait<T>(promise: Promise<T | null>): Promise<T | null> {
  return Promise.race([
    promise,
    new Promise<null>((resolve) => setTimeout(resolve, KEPT_RECEIPT_WAIT_MS, null)),
  ]);
}

async function sendOne(
  environment: KeptUploadEnvironment,
  store: KeptStore,
  kept: KeptRecording,
): Promise<void> {
  const receiptOf = environment.receiptOf ?? sessionReceiptOf;
  const receipt = kept.receipt ?? (await withinWait(receiptOf(kept.sessionKey)));
  if (!receipt) return;
  let recording = kept.recording;
  if (recording === null) {
    try {
      recording = await encodeRecording(kept.eventsJson ?? '[]');
    } catch (error) {
      console.warn('[holdfast] a kept recording could not be compressed; dropped', error);
      store.remove(kept.sessionKey);
      return;
    }
  }
  await uploadKept(environment.api, store, { ...kept, receipt, recording, eventsJson: null });
}

const withConsent = ({ report, record, recordingConsent }: KeptUploadEnvironment['options']) =>
  report && record && (recordingConsent === undefined || recordingConsentGiven(recordingConsent));

/** Sends what earlier visits of this app and customer kept; resolves when each is done with (or left). */
export async function sendKept(environment: KeptUploadEnvironment): Promise<void> {
  const store = environment.store === undefined ? keptStore() : environment.store;
  if (!store || !environment.options.report) return;
  const owner = outboxOwnerOf(environment.options);
  const now = environment.nowMs ?? Date.now();
  const sending: Promise<void>[] = [];
  for (const raw of await store.all()) {
    const kept = decodeKept(raw);
    if (!kept || keptTooLong(kept, now)) {
      const key: unknown = typeof raw === 'object' && raw !== null ? Reflect.get(raw, 'sessionKey') : null;
      if (typeof key === 'string') store.remove(key);
      continue;
    }
    if (!ownedBy(kept, owner)) continue;
    // Recorded with consent, which stands unless this init says otherwise: a customer who withdrew it, or
    // recording turned off, and it is deleted unsent. A page that says nothing of consent (it may not show
    // the flow at all) does not take back what was given.
    if (!withConsent(environment.options)) store.remove(kept.sessionKey);
    else sending.push(sendOne(environment, store, kept));
  }
  await Promise.all(sending);
}

/** clearState: the customer's kept recordings leave the browser with their results. */
export async function forgetKept(
  options: KeptUploadEnvironment['options'],
  store: KeptStore | null = keptStore(),
): Promise<void> {
  if (!store) return;
  const owner = outboxOwnerOf(options);
  for (const kept of (await store.all()).map(decodeKept)) {
    if (kept && ownedBy(kept, owner)) store.remove(kept.sessionKey);
  }
}
