/**
 * Spec §4 Widget calls and §9: show starts recording (report, record and consent allowing), hide stops it,
 * and the compressed recording is uploaded with PUT /api/sessions/{id} once the session has its id. The
 * rrweb chunk is replaced by a fake here; the browser suite runs the real one.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StepInput } from '../../contract/schemas/index.ts';
import { shutdown } from '../state/flow/leave-actions.ts';
import { startTestFlow, T0, UPLOAD_TOKEN } from '../state/flow/reporting-harness.testing.ts';
import { startSessionReporting } from '../state/flow/session-results.ts';
import { flow } from '../state/flow/store.ts';
import { decodeRecording } from './decode-recording.ts';
import { encodeRecording } from './encode-recording.ts';
import {
  type RecorderModule,
  setRecorderModuleLoader,
  startSessionRecording,
  stopSessionRecording,
} from './session-recording.ts';

const steps: StepInput[] = [
  { guid: 's_survey', stepType: 'SURVEY', survey: { choices: [{ guid: 'c', value: 'Too expensive' }] } },
];
const EVENTS = [
  { type: 4, data: { href: 'https://shop.example/' }, timestamp: 1 },
  { type: 2, data: { node: { type: 0, id: 1, childNodes: [] } }, timestamp: 2 },
];

function fakeChunk(overrides: Partial<RecorderModule> = {}) {
  const stop = vi.fn(() => ({ eventsJson: JSON.stringify(EVENTS), eventCount: EVENTS.length }));
  const chunk: RecorderModule = {
    PAGE_BLOCK_SELECTOR: ':not(#holdfast)',
    MAX_RECORDING_JSON_BYTES: 1024,
    canRecord: () => true,
    startRecorder: vi.fn(() => ({ stop, read: () => ({ eventsJson: '[]', eventCount: 0 }) })),
    encodeRecording: vi.fn(encodeRecording),
    ...overrides,
  };
  const load = vi.fn(async () => chunk);
  setRecorderModuleLoader(load);
  return { chunk, load, stop };
}

function uploads(harness: ReturnType<typeof startTestFlow>) {
  return harness.requests.filter((request) => request.method === 'PUT');
}

/** The uploads once at least one arrived (compression is asynchronous, so it may take a few turns). */
async function firstUpload(harness: ReturnType<typeof startTestFlow>) {
  await vi.waitFor(() => expect(uploads(harness).length).toBeGreaterThan(0));
  return uploads(harness);
}

function recordingOf(body: unknown): unknown {
  return typeof body === 'object' && body ? Reflect.get(body, 'recording') : null;
}

/** A promise the test settles. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  stopSessionRecording();
  setRecorderModuleLoader(null);
  vi.restoreAllMocks();
});

describe('no consent, no recording: the rrweb chunk is never fetched and nothing is uploaded', () => {
  it.each([
    ['consent withheld', { recordingConsent: false }],
    ['consent not given at all', {}],
    ['consent function answering false', { recordingConsent: () => false }],
    ['recording off', { recordingConsent: true, record: false }],
    ['reporting off', { recordingConsent: true, report: false }],
  ])('%s', async (_, init) => {
    const { load } = fakeChunk();
    const harness = startTestFlow({ steps, init });
    await startSessionRecording();
    await shutdown('close');
    stopSessionRecording();
    await harness.settle();
    expect(load).not.toHaveBeenCalled();
    expect(flow.isRecording).toBe(false);
    expect(uploads(harness)).toEqual([]);
  });
});

describe('with consent the session is recorded and uploaded at its end', () => {
  it('recording: true in the results, then PUT /api/sessions/{id} with the compressed events, times and the upload token', async () => {
    const { chunk, stop } = fakeChunk();
    const harness = startTestFlow({ steps, init: { recordingConsent: true } });
    await startSessionRecording();
    expect(chunk.startRecorder).toHaveBeenCalledTimes(1);
    expect(flow.isRecording).toBe(true);
    harness.advance(42_000);
    await shutdown('close');
    stopSessionRecording();
    const [upload] = await firstUpload(harness);
    expect(stop).toHaveBeenCalledTimes(1);
    expect(harness.sessionPosts()).toEqual([expect.objectContaining({ recording: true, aborted: true })]);
    expect(upload?.url.pathname).toBe('/api/sessions/sess_1');
    expect(upload?.body).toEqual({
      recording: expect.any(String),
      recordingStartTime: T0.toISOString(),
      recordingEndTime: new Date(T0.getTime() + 42_000).toISOString(),
      uploadToken: UPLOAD_TOKEN,
    });
    expect(decodeRecording(recordingOf(upload?.body))).toEqual(EVENTS);
    expect(uploads(harness)).toHaveLength(1);
  });

  it('compression starts the moment the recording stops, and the upload waits for it', async () => {
    const compressed = deferred<string>();
    const { chunk } = fakeChunk({ encodeRecording: vi.fn(() => compressed.promise) });
    const harness = startTestFlow({ steps, init: { recordingConsent: true } });
    await startSessionRecording();
    await shutdown('close');
    stopSessionRecording();
    // Not after the session's id: alongside the wait for it.
    expect(chunk.encodeRecording).toHaveBeenCalledWith(JSON.stringify(EVENTS));
    await harness.settle();
    expect(harness.sessionPosts()).toHaveLength(1);
    expect(uploads(harness)).toEqual([]);
    compressed.resolve(await encodeRecording(JSON.stringify(EVENTS)));
    const [upload] = await firstUpload(harness);
    expect(decodeRecording(recordingOf(upload?.body))).toEqual(EVENTS);
  });

  it('a recording without events is not compressed nor uploaded', async () => {
    const { chunk } = fakeChunk({
      startRecorder: () => ({
        stop: () => ({ eventsJson: '[]', eventCount: 0 }),
        read: () => ({ eventsJson: '[]', eventCount: 0 }),
      }),
    });
    const harness = startTestFlow({ steps, init: { recordingConsent: true } });
    await startSessionRecording();
    await shutdown('close');
    stopSessionRecording();
    await harness.settle();
    expect(chunk.encodeRecording).not.toHaveBeenCalled();
    expect(uploads(harness)).toEqual([]);
  });

  it('hidden before the chunk arrived: the recorder never starts', async () => {
    const { chunk } = fakeChunk();
    const harness = startTestFlow({ steps, init: { recordingConsent: true } });
    const starting = startSessionRecording();
    stopSessionRecording();
    await starting;
    await harness.settle();
    expect(chunk.startRecorder).not.toHaveBeenCalled();
    expect(flow.isRecording).toBe(false);
  });
});

describe('a failed or blocked recording never disturbs the flow', () => {
  it('the chunk cannot be fetched (network, CSP): no throw, no recording, the flow goes on', async () => {
    setRecorderModuleLoader(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const harness = startTestFlow({ steps, init: { recordingConsent: true } });
    await expect(startSessionRecording()).resolves.toBeUndefined();
    expect(flow.isRecording).toBe(false);
    expect(flow.flowState).toBe('IN_PROGRESS');
    await shutdown('close');
    await harness.settle();
    expect(harness.sessionPosts()).toEqual([expect.objectContaining({ recording: false })]);
  });

  it('rrweb throws on start: no recording', async () => {
    fakeChunk({
      startRecorder: () => {
        throw new Error('rrweb failed');
      },
    });
    startTestFlow({ steps, init: { recordingConsent: true } });
    await expect(startSessionRecording()).resolves.toBeUndefined();
    expect(flow.isRecording).toBe(false);
  });

  it('a browser that cannot tell the host page apart is not recorded', async () => {
    const { chunk } = fakeChunk({ canRecord: () => false });
    startTestFlow({ steps, init: { recordingConsent: true } });
    await startSessionRecording();
    expect(chunk.startRecorder).not.toHaveBeenCalled();
  });

  it('compression fails (neither CompressionStream nor the pako chunk): only a warning, no upload', async () => {
    fakeChunk({
      encodeRecording: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });
    const harness = startTestFlow({ steps, init: { recordingConsent: true } });
    await startSessionRecording();
    await shutdown('close');
    stopSessionRecording();
    await vi.waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith('[holdfast] recording not uploaded', expect.any(TypeError)),
    );
    expect(harness.sessionPosts()).toEqual([expect.objectContaining({ recording: true, aborted: true })]);
    expect(uploads(harness)).toEqual([]);
    expect(flow.flowState).not.toBe('ERROR');
  });

  // The server's refusals of an upload: an undecodable recording, a body over the cap, a spent hourly budget
  // of recording bytes (server/services/recording-budgets.ts). Each is final: sent once, never to onError.
  it.each([
    [400, 'Unknown data format'],
    [413, 'The request body is too large.'],
    [429, 'Too many recording bytes this hour'],
  ])(
    'the upload is refused (%i): only a warning, not sent again, the flow goes on',
    async (status, message) => {
      fakeChunk();
      const onError = vi.fn();
      const harness = startTestFlow({
        steps,
        init: { recordingConsent: true, onError },
        answer: (request) =>
          request.method === 'PUT' ? new Response(JSON.stringify({ message }), { status }) : undefined,
      });
      await startSessionRecording();
      await shutdown('close');
      stopSessionRecording();
      await vi.waitFor(() =>
        expect(console.warn).toHaveBeenCalledWith('[holdfast] recording not uploaded', expect.anything()),
      );
      await harness.settle();
      expect(uploads(harness)).toHaveLength(1);
      expect(onError).not.toHaveBeenCalled();
      expect(flow.flowState).not.toBe('ERROR');
    },
  );
});

/** Session reporting wired to a page of our own, so a test can fire its pagehide. */
function reportOnFakePage(harness: ReturnType<typeof startTestFlow>) {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as const });
  const stopReporting = startSessionReporting(harness.runtime, {
    store: null,
    page: { window: win, document: doc },
  });
  return { win, stopReporting };
}

describe('the page is left with the widget open (pagehide): the results go, the recording cannot', () => {
  it('the session goes aborted with keepalive; no recording upload is attempted from the leaving page', async () => {
    const { chunk, stop } = fakeChunk();
    const harness = startTestFlow({ steps, init: { recordingConsent: true } });
    const { win, stopReporting } = reportOnFakePage(harness);
    try {
      await startSessionRecording();
      win.dispatchEvent(new Event('pagehide'));
      await harness.settle();
      expect(harness.sessionPosts()).toEqual([expect.objectContaining({ recording: true, aborted: true })]);
      const post = harness.requests.findIndex((request) => request.url.pathname === '/api/sessions');
      expect(harness.fetch.mock.calls[post]?.[1]?.keepalive).toBe(true);
      // The PUT needs the id the results' answer brings; a leaving page does not live to read it.
      expect(stop).not.toHaveBeenCalled();
      expect(chunk.encodeRecording).not.toHaveBeenCalled();
      expect(uploads(harness)).toEqual([]);
    } finally {
      stopReporting();
    }
  });

  it('a page kept in the back/forward cache comes back: closing then uploads the whole recording', async () => {
    fakeChunk();
    const harness = startTestFlow({ steps, init: { recordingConsent: true } });
    const { win, stopReporting } = reportOnFakePage(harness);
    try {
      await startSessionRecording();
      win.dispatchEvent(new Event('pagehide'));
      await harness.settle();
      await shutdown('close');
      stopSessionRecording();
      const [upload] = await firstUpload(harness);
      expect(upload?.url.pathname).toBe('/api/sessions/sess_1');
      expect(decodeRecording(recordingOf(upload?.body))).toEqual(EVENTS);
      expect(harness.sessionPosts()).toHaveLength(1);
    } finally {
      stopReporting();
    }
  });
});
