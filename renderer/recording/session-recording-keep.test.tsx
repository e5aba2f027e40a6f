/**
 * The page goes before the recording's upload is through (spec §7 PUT /api/sessions/{id}, §9 uploaded at the
 * session's end): a running recording is stopped and kept, a ready one goes with keepalive when it fits
 * what the session results leave of the quota, and clearState deletes what was kept. The rrweb chunk is a
 * fake and the store in memory; e2e/reporting/kept-recording.e2e.ts runs the real ones.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StepInput } from '../../contract/schemas/index.ts';
import { shutdown } from '../state/flow/leave-actions.ts';
import { startTestFlow, UPLOAD_TOKEN } from '../state/flow/reporting-harness.testing.ts';
import { memoryKeptStore } from './kept-recordings.testing.ts';
import { decodeKept } from './kept-recordings.ts';
import { setKeptStore } from './kept-store.ts';
import {
  discardSessionRecording,
  type RecorderModule,
  setRecorderModuleLoader,
  startSessionRecording,
  stopSessionRecording,
} from './session-recording.ts';

const steps: StepInput[] = [
  { guid: 's_survey', stepType: 'SURVEY', survey: { choices: [{ guid: 'c', value: 'Too expensive' }] } },
];
const EVENTS_JSON = JSON.stringify([{ type: 4, data: { href: 'https://shop.example/' }, timestamp: 1 }]);

function fakeChunk(eventsJson = EVENTS_JSON) {
  const recording = () => ({ eventsJson, eventCount: 1 });
  const chunk: RecorderModule = {
    PAGE_BLOCK_SELECTOR: ':not(#holdfast)',
    MAX_RECORDING_JSON_BYTES: 1024,
    canRecord: () => true,
    startRecorder: () => ({ stop: recording, read: recording }),
    // Compressed as it is, so a test sets the upload's size exactly.
    encodeRecording: async (json) => json,
  };
  setRecorderModuleLoader(async () => chunk);
}

/** A backend whose recording uploads fail (503) while the page lives. */
const failingUploads = (request: { method: string }) =>
  request.method === 'PUT' ? new Response('{"message":"down"}', { status: 503 }) : undefined;

function puts(harness: ReturnType<typeof startTestFlow>) {
  return harness.fetch.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => ({ keepalive: init?.keepalive === true, body: JSON.parse(String(init?.body)) }));
}

let kept: ReturnType<typeof memoryKeptStore>;
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  kept = memoryKeptStore();
  setKeptStore(kept.store);
});
afterEach(() => {
  discardSessionRecording();
  setRecorderModuleLoader(null);
  setKeptStore(undefined);
  vi.restoreAllMocks();
});

async function recordedThenHidden(eventsJson = EVENTS_JSON) {
  fakeChunk(eventsJson);
  const harness = startTestFlow({ steps, init: { recordingConsent: true }, answer: failingUploads });
  await startSessionRecording();
  await shutdown('close');
  stopSessionRecording();
  await vi.waitFor(() => expect(puts(harness)).toHaveLength(3));
  await harness.settle();
  return harness;
}

describe('the page goes with a recording not yet uploaded', () => {
  it('its upload failed: kept, compressed, with its receipt; sent with keepalive as the page goes', async () => {
    const harness = await recordedThenHidden();
    expect(kept.keys()).toEqual(['sk_test']);
    const entry = decodeKept((await kept.store.all())[0]);
    expect(entry).toMatchObject({
      appId: 'app_test',
      customerId: 'cus_1',
      receipt: { id: 'sess_1', uploadToken: UPLOAD_TOKEN },
      recording: EVENTS_JSON,
      eventsJson: null,
    });
    window.dispatchEvent(new Event('pagehide'));
    expect(puts(harness).at(-1)).toEqual({
      keepalive: true,
      body: expect.objectContaining({ recording: EVENTS_JSON, uploadToken: UPLOAD_TOKEN }),
    });
    // Sent: the page may not live to hear the answer, and the next visit must not send it again.
    expect(kept.keys()).toEqual([]);
  });

  it('too big for keepalive: no keepalive request, it stays kept for the next visit', async () => {
    const harness = await recordedThenHidden(`["${'x'.repeat(60 * 1024)}"]`);
    window.dispatchEvent(new Event('pagehide'));
    expect(puts(harness)).toHaveLength(3);
    expect(puts(harness).some((put) => put.keepalive)).toBe(false);
    expect(kept.keys()).toEqual(['sk_test']);
  });

  it('still recording: it is stopped and kept raw (compression cannot finish in pagehide)', async () => {
    fakeChunk();
    startTestFlow({ steps, init: { recordingConsent: true } });
    await startSessionRecording();
    window.dispatchEvent(new Event('pagehide'));
    expect(decodeKept((await kept.store.all())[0])).toMatchObject({
      sessionKey: 'sk_test',
      receipt: null,
      recording: null,
      eventsJson: EVENTS_JSON,
    });
  });

  it('hidden, still recording: what is recorded so far is kept, and the recording goes on', async () => {
    fakeChunk();
    const harness = startTestFlow({ steps, init: { recordingConsent: true } });
    await startSessionRecording();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(decodeKept((await kept.store.all())[0])).toMatchObject({ eventsJson: EVENTS_JSON });
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    // Back: the session ends as usual, its recording is uploaded and no longer kept.
    await shutdown('close');
    stopSessionRecording();
    await vi.waitFor(() => expect(puts(harness)).toEqual([expect.objectContaining({ keepalive: false })]));
    await vi.waitFor(() => expect(kept.keys()).toEqual([]));
  });

  it('clearState deletes what was kept', async () => {
    await recordedThenHidden();
    expect(kept.keys()).toEqual(['sk_test']);
    discardSessionRecording();
    expect(kept.keys()).toEqual([]);
  });
});
