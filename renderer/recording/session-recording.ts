/**
 * The session recording (spec §4 Widget calls, §9): show starts it once the first step has painted, hide
 * stops it, and at the session's end it is compressed and uploaded with PUT /api/sessions/{id}. Only with
 * reporting, recording and the customer's consent; rrweb comes in a chunk of its own, fetched only then.
 * Nothing here may disturb the flow: every failure is a console warning and a session without recording.
 */

import { flowRuntime } from '../state/flow/runtime.ts';
import { flow } from '../state/flow/store.ts';
import { sessionReceiptOf } from '../state/reporting/lazy-delivery.ts';
import { recordingAllowed } from './consent.ts';
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
  } catch (error) {
    console.warn('[holdfast] recording could not start', error);
    if (active === session) active = null;
  }
}

/**
 * Stops the recording (hide) and uploads it once the session's results have their id from the backend.
 * Compression is asynchronous (the browser's CompressionStream): it starts at once, alongside the wait for
 * the id, so the upload waits for whichever comes last. A recording is never sent with keepalive: it is far
 * over the 64 KiB a leaving page may send, and its PUT needs the id the results' answer brings.
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
  const endedAt = runtime.now();
  if (recording.eventCount === 0) return;
  void (async () => {
    try {
      const [receipt, payload] = await Promise.all([
        sessionReceiptOf(session.sessionKey),
        module.encodeRecording(recording.eventsJson),
      ]);
      if (!receipt) return;
      await runtime.api.uploadRecording(receipt.id, {
        recording: payload,
        recordingStartTime: startedAt.toISOString(),
        recordingEndTime: endedAt.toISOString(),
        ...(receipt.uploadToken && { uploadToken: receipt.uploadToken }),
      });
    } catch (error) {
      console.warn('[holdfast] recording not uploaded', error);
    }
  })();
}

/** Stops and throws away the recording (clearState forgets the session). */
export function discardSessionRecording(): void {
  const session = active;
  active = null;
  if (!session) return;
  session.stopped = true;
  try {
    session.recorder?.stop();
  } catch {
    // Nothing to keep either way.
  }
}
