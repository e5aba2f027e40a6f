/**
 * The session recording (spec §4 Widget calls, §9): show starts it once the first step has painted, hide
 * stops it, and at the session's end it is compressed and uploaded with PUT /api/sessions/{id}. Only with
 * reporting, recording and the customer's consent; rrweb comes in a chunk of its own, fetched only then.
 * Nothing here may disturb the flow: every failure is a console warning and a session without recording.
 */

import { jsonBytes } from '../api/safe-json.ts';
import { flowRuntime } from '../state/flow/runtime.ts';
import { flow } from '../state/flow/store.ts';
import { preloadDelivery, sessionReceiptOf } from '../state/reporting/lazy-delivery.ts';
import { outboxOwnerOf } from '../state/reporting/outbox.ts';
import { watchPageLifecycle } from '../state/reporting/page-lifecycle.ts';
import { recordingAllowed } from './consent.ts';
import { type KeptRecording, keepaliveBody, refusedForGood, uploadKept } from './kept-recordings.ts';
import { keptStore } from './kept-store.ts';
import type { Recorder } from './recorder.ts';

export type RecorderModule = typeof import('./recorder.ts');

interface ActiveRecording {
  sessionKey: string;
  startedAt: Date | null;
  module: RecorderModule | null;
  recorder: Recorder | null;
  stopped: boolean;
}

let active: ActiveRecording | null = null;

/** Stopped recordings the backend does not have yet, by session key. */
const pending = new Map<string, KeptRecording>();
let delivery: Awaited<ReturnType<typeof preloadDelivery>> = null;
/** The page's lifecycle is followed once, from the first recording on (this chunk stays for the page). */
let watchingPage = false;

function keepRecording(
  runtime: NonNullable<ReturnType<typeof flowRuntime>>,
  session: ActiveRecording,
  startedAt: Date,
  eventsJson: string,
): KeptRecording {
  const kept: KeptRecording = {
    ...outboxOwnerOf(runtime.options),
    sessionKey: session.sessionKey,
    savedAt: Date.now(),
    recordingStartTime: startedAt.toISOString(),
    recordingEndTime: runtime.now().toISOString(),
    receipt: null,
    recording: null,
    // Raw at first: the page may go before compression (asynchronous) is done, and pagehide cannot wait for
    // it, nor load pako's synchronous deflate (a chunk a modern browser never fetches). The next visit
    // compresses what it finds raw.
    eventsJson,
  };
  keptStore()?.put(kept);
  return kept;
}

/** Hidden, maybe for good (a mobile browser kills hidden tabs unannounced): what is recorded so far is kept. */
function pageHidden(): void {
  const runtime = flowRuntime();
  const { recorder, startedAt } = active ?? {};
  if (!runtime || !active || !recorder || !startedAt) return;
  const { eventsJson, eventCount } = recorder.read();
  if (eventCount > 0) keepRecording(runtime, active, startedAt, eventsJson);
}

/**
 * The page is left: a recording still running stops (and is kept), and each one ready to upload goes with
 * keepalive when it fits what the session results left of the quota (they are flushed first, so they keep
 * their priority). The rest stays kept for the next visit.
 */
function pageLeft(): void {
  stopSessionRecording();
  const runtime = flowRuntime();
  let room = delivery?.keepaliveRoom() ?? 0;
  for (const kept of [...pending.values()]) {
    const { receipt } = kept;
    const body = keepaliveBody(kept, room);
    if (!runtime || !receipt || !body) continue;
    room -= jsonBytes(body);
    pending.delete(kept.sessionKey);
    keptStore()?.remove(kept.sessionKey);
    runtime.api.uploadRecording(receipt.id, body, { keepalive: true }).catch((error: unknown) => {
      // Refused by the browser, or failed, while this page still runs (a back/forward cache): kept again.
      if (refusedForGood(error)) return;
      pending.set(kept.sessionKey, kept);
      keptStore()?.put(kept);
    });
  }
}

/** Resolves once the browser has painted what is on screen now (two frames: layout, then paint). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
  });
}

/** Loads the recording chunk; a seam for tests. */
export let loadRecorderModule = (): Promise<RecorderModule> => import('./recorder.ts');

/** Tests replace the chunk loader (null puts the real one back). */
export function setRecorderModuleLoader(load: (() => Promise<RecorderModule>) | null): void {
  loadRecorderModule = load ?? (() => import('./recorder.ts'));
}

/**
 * Starts recording the open session if allowed (report, record and consent: see consent.ts), after the first
 * step has painted. Resolves whether or not it started; never rejects.
 */
export async function startSessionRecording(): Promise<void> {
  const runtime = flowRuntime();
  if (!runtime || active || !flow.isVisible || flow.loadState !== 'LOADED') return;
  if (!recordingAllowed(runtime.options)) return;
  const session: ActiveRecording = {
    sessionKey: flow.sessionKey,
    startedAt: null,
    module: null,
    recorder: null,
    stopped: false,
  };
  active = session;
  try {
    await afterNextPaint();
    if (session.stopped) return;
    const module = await loadRecorderModule();
    if (session.stopped) return;
    if (!module.canRecord()) {
      console.warn('[holdfast] this browser cannot keep the host page out of a recording; not recording');
      return;
    }
    session.module = module;
    session.recorder = module.startRecorder();
    session.startedAt = runtime.now();
    flow.isRecording = true;
    // Opened now, so a recording kept as the page goes is written at once (kept-store.ts).
    keptStore();
    if (!watchingPage) watchPageLifecycle({ hidden: pageHidden, leave: pageLeft });
    watchingPage = true;
  } catch (error) {
    console.warn('[holdfast] recording could not start', error);
    if (active === session) active = null;
  }
}

/**
 * Stops the recording (hide) and uploads it once the session's results have their id from the backend.
 * Compression is asynchronous (the browser's CompressionStream): it starts at once, alongside the wait for
 * the id, so the upload waits for whichever comes last. Until the backend has it, the recording is kept in
 * the browser (kept-store.ts), first as the raw events JSON, then compressed: a tab closed meanwhile leaves
 * it for the next visit (kept-upload.ts) or, when it is ready and small enough, sends it with keepalive.
 */
export function stopSessionRecording(): void {
  const session = active;
  active = null;
  if (!session || session.stopped) return;
  session.stopped = true;
  const runtime = flowRuntime();
  const { module, recorder, startedAt } = session;
  if (!runtime || !module || !recorder || !startedAt) return;
  let recording: ReturnType<Recorder['stop']>;
  try {
    recording = recorder.stop();
  } catch (error) {
    console.warn('[holdfast] recording could not stop cleanly', error);
    return;
  }
  if (recording.eventCount === 0) {
    keptStore()?.remove(session.sessionKey);
    return;
  }
  const kept = keepRecording(runtime, session, startedAt, recording.eventsJson);
  pending.set(kept.sessionKey, kept);
  void (async () => {
    const still = () => pending.get(kept.sessionKey) === kept;
    const keep = () => still() && keptStore()?.put(kept);
    try {
      await Promise.all([
        sessionReceiptOf(session.sessionKey).then((receipt) => {
          kept.receipt = receipt;
          keep();
        }),
        module.encodeRecording(recording.eventsJson).then((encoded) => {
          kept.recording = encoded;
          kept.eventsJson = null;
          keep();
        }),
        preloadDelivery().then((loaded) => {
          delivery = loaded;
        }),
      ]);
      // No receipt: the results were not delivered from here; their outbox and this recording wait for the
      // next visit. Gone from `pending`: discarded, or sent with keepalive as the page went.
      if (!kept.receipt || !still()) return;
      if (await uploadKept(runtime.api, keptStore(), kept)) pending.delete(kept.sessionKey);
    } catch (error) {
      console.warn('[holdfast] recording not uploaded', error);
      pending.delete(kept.sessionKey);
      keptStore()?.remove(kept.sessionKey);
    }
  })();
}

/** Stops and throws away the recording (clearState forgets the session). */
export function discardSessionRecording(): void {
  const session = active;
  active = null;
  // clearState forgets the customer: nothing of theirs waits in the browser either.
  const store = keptStore();
  for (const key of pending.keys()) store?.remove(key);
  pending.clear();
  if (!session) return;
  session.stopped = true;
  store?.remove(session.sessionKey);
  try {
    session.recorder?.stop();
  } catch {
    // Nothing to keep either way.
  }
}
