/**
 * The rules of a kept recording (spec §7 PUT /api/sessions/{id}, §9 uploaded at the session's end): what may
 * go with keepalive as the page goes, what is read back from storage, and when it leaves the store.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonBytes } from '../api/safe-json.ts';
import {
  KEEPALIVE_BODY_LIMIT_BYTES,
  KEEPALIVE_QUOTA_BYTES,
  OUTBOX_MAX_AGE_MS,
} from '../state/reporting/limits.ts';
import { keptRecording, memoryKeptStore, NOW, refusal, uploadingApi } from './kept-recordings.testing.ts';
import {
  decodeKept,
  keepaliveBody,
  keptTooLong,
  ownedBy,
  refusedForGood,
  uploadBody,
  uploadKept,
} from './kept-recordings.ts';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

/** A kept recording whose upload body is exactly `bytes` long. */
function ofBodyBytes(bytes: number) {
  const empty = jsonBytes(uploadBody(keptRecording({ recording: '' })));
  return keptRecording({ recording: 'A'.repeat(bytes - empty) });
}

describe('what goes with keepalive as the page goes', () => {
  it('a ready recording within the keepalive body limit and the room the results left', () => {
    const kept = ofBodyBytes(10_000);
    expect(keepaliveBody(kept, KEEPALIVE_QUOTA_BYTES)).toEqual({
      recording: kept.recording,
      recordingStartTime: kept.recordingStartTime,
      recordingEndTime: kept.recordingEndTime,
      uploadToken: 'hfu1.1.token',
    });
    expect(keepaliveBody(kept, 10_000)).not.toBeNull();
  });

  it('not when the session results took the room it needs: they keep their priority', () => {
    expect(keepaliveBody(ofBodyBytes(10_000), 9_999)).toBeNull();
    expect(keepaliveBody(ofBodyBytes(10_000), 0)).toBeNull();
  });

  it('not over the largest keepalive body, whatever the room', () => {
    expect(keepaliveBody(ofBodyBytes(KEEPALIVE_BODY_LIMIT_BYTES), KEEPALIVE_QUOTA_BYTES)).not.toBeNull();
    expect(keepaliveBody(ofBodyBytes(KEEPALIVE_BODY_LIMIT_BYTES + 1), KEEPALIVE_QUOTA_BYTES)).toBeNull();
  });

  it('not before the receipt is known, nor while the recording is still raw', () => {
    expect(keepaliveBody(keptRecording({ receipt: null }), KEEPALIVE_QUOTA_BYTES)).toBeNull();
    const raw = keptRecording({ recording: null, eventsJson: '[{"type":4}]' });
    expect(keepaliveBody(raw, KEEPALIVE_QUOTA_BYTES)).toBeNull();
  });

  it('a session without an upload token sends none', () => {
    expect(uploadBody(keptRecording({ receipt: { id: 'sess_1' } }))).not.toHaveProperty('uploadToken');
  });
});

describe('what is read back from storage', () => {
  it('a kept recording, raw or compressed, with or without its receipt', () => {
    expect(decodeKept(keptRecording())).toEqual(keptRecording());
    const raw = keptRecording({ receipt: null, recording: null, eventsJson: '[]', customerId: null });
    expect(decodeKept(raw)).toEqual(raw);
  });

  it.each([
    ['not an object', 'garbage'],
    ['no session key', { ...keptRecording(), sessionKey: 1 }],
    ['no owner', { ...keptRecording(), appId: undefined }],
    ['no time it was kept', { ...keptRecording(), savedAt: '2026' }],
    ['neither recording nor events', keptRecording({ recording: null, eventsJson: null })],
    ['a receipt without an id', { ...keptRecording(), receipt: { uploadToken: 'x' } }],
    ['an upload token that is not text', { ...keptRecording(), receipt: { id: 's', uploadToken: 3 } }],
  ])('nothing from %s', (_, raw) => {
    expect(decodeKept(raw)).toBeNull();
  });

  it('expires with the results’ outbox, and belongs to its app and customer only', () => {
    expect(keptTooLong(keptRecording({ savedAt: NOW - OUTBOX_MAX_AGE_MS }), NOW)).toBe(false);
    expect(keptTooLong(keptRecording({ savedAt: NOW - OUTBOX_MAX_AGE_MS - 1 }), NOW)).toBe(true);
    expect(ownedBy(keptRecording(), { appId: 'app_1', customerId: 'cus_1' })).toBe(true);
    expect(ownedBy(keptRecording(), { appId: 'app_1', customerId: 'cus_2' })).toBe(false);
    expect(ownedBy(keptRecording(), { appId: 'app_2', customerId: 'cus_1' })).toBe(false);
  });
});

describe('when a kept recording leaves the store', () => {
  it('once the backend has it', async () => {
    const { store, keys } = memoryKeptStore([keptRecording()]);
    const { api, uploadRecording } = uploadingApi();
    await expect(uploadKept(api, store, keptRecording())).resolves.toBe(true);
    expect(uploadRecording).toHaveBeenCalledWith('sess_1', uploadBody(keptRecording()));
    expect(keys()).toEqual([]);
  });

  it.each([400, 403, 404, 413])('when the backend refuses it for good (%i)', async (status) => {
    expect(refusedForGood(refusal(status))).toBe(true);
    const { store, keys } = memoryKeptStore([keptRecording()]);
    const { api } = uploadingApi(() => Promise.reject(refusal(status)));
    await expect(uploadKept(api, store, keptRecording())).resolves.toBe(true);
    expect(keys()).toEqual([]);
  });

  it.each([
    ['a server error', refusal(503)],
    ['slow down', refusal(429)],
    ['a timeout answer', refusal(408)],
    ['no answer at all', new TypeError('Failed to fetch')],
  ])('not after %s: it waits for the next visit', async (_, error) => {
    expect(refusedForGood(error)).toBe(false);
    const { store, keys } = memoryKeptStore([keptRecording()]);
    const { api } = uploadingApi(() => Promise.reject(error));
    await expect(uploadKept(api, store, keptRecording())).resolves.toBe(false);
    expect(keys()).toEqual(['sk_1']);
  });
});
