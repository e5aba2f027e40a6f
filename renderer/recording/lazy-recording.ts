import { loadOnce } from '../domain/load-once.ts';
import { flowRuntime } from '../state/flow/runtime.ts';
import { OUTBOX_LOOK_DELAY_MS } from '../state/reporting/limits.ts';
import { recordingAllowed } from './consent.ts';
import { KEPT_RECORDINGS_MARK } from './kept-mark.ts';

/**
 * Recording is off unless reporting, recording and the customer's consent all allow it (consent.ts), so the
 * code that runs a recording (session-recording.ts, and rrweb behind it) is a chunk of its own: a flow that
 * does not record never fetches it, and the first step never waits for it.
 */
type SessionRecording = typeof import('./session-recording.ts');

const recordingChunk = loadOnce<SessionRecording>(() => import('./session-recording.ts'));

/** show(): starts recording the open session when allowed. Resolves either way; never rejects. */
export async function startSessionRecording(): Promise<void> {
  const runtime = flowRuntime();
  if (!runtime || !recordingAllowed(runtime.options)) return;
  let loaded: SessionRecording;
  try {
    loaded = await recordingChunk.load();
  } catch (error) {
    console.warn('[holdfast] recording could not start', error);
    return;
  }
  // A hide while the chunk was on its way is seen there: it records only a flow still on screen.
  await loaded.startSessionRecording();
}

/** hide(): stops and uploads the recording, if one is running (none can be before the chunk arrived). */
export function stopSessionRecording(): void {
  recordingChunk.loaded()?.stopSessionRecording();
}

/** clearState(): stops and throws away the recording, if one is running. */
export function discardSessionRecording(): void {
  recordingChunk.loaded()?.discardSessionRecording();
}

/**
 * init (later, like the results' outbox: OUTBOX_LOOK_DELAY_MS) sends the recordings earlier visits kept;
 * clearState (`forget`) deletes the customer's. Only a browser that kept one fetches that code.
 */
export function keptRecordings(forget?: boolean): void {
  const look = () => {
    const runtime = flowRuntime();
    try {
      if (!runtime || !localStorage.getItem(KEPT_RECORDINGS_MARK)) return;
    } catch {
      return;
    }
    import('./kept-upload.ts').then(
      (kept) => (forget ? kept.forgetKept(runtime.options) : kept.sendKept(runtime)),
      () => undefined,
    );
  };
  if (forget) look();
  else setTimeout(look, OUTBOX_LOOK_DELAY_MS);
}
