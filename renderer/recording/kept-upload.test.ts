/**
 * The next visit uploads what an earlier one kept (kept-upload.ts), like the results' outbox is drained: only
 * the same app and customer's, only with consent still given, and nothing too old or refused for good.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionReceipt } from '../state/reporting/deliver.ts';
import { OUTBOX_MAX_AGE_MS } from '../state/reporting/limits.ts';
import { decodeRecording } from './decode-recording.ts';
import { keptRecording, memoryKeptStore, NOW, refusal, uploadingApi } from './kept-recordings.testing.ts';
import { forgetKept, sendKept } from './kept-upload.ts';

const options = {
  appId: 'app_1',
  customerId: 'cus_1',
  lite: false,
  report: true,
  record: true,
  recordingConsent: true,
};
const EVENTS = [{ type: 4, data: { href: 'https://shop.example/' }, timestamp: 1 }];

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

function drain(
  entries: unknown[],
  overrides: { receiptOf?: (key: string) => Promise<SessionReceipt | null> } = {},
) {
  const { store, keys } = memoryKeptStore(entries);
  const { api, uploadRecording } = uploadingApi();
  const sending = sendKept({ api, options, store, nowMs: NOW, ...overrides });
  return { sending, keys, uploadRecording, store, api };
}

describe('the next visit of the same customer uploads what was kept, then deletes it', () => {
  it('a compressed recording with its receipt goes as it is', async () => {
    const { sending, keys, uploadRecording } = drain([keptRecording()]);
    await sending;
    expect(uploadRecording).toHaveBeenCalledWith('sess_1', {
      recording: keptRecording().recording,
      recordingStartTime: keptRecording().recordingStartTime,
      recordingEndTime: keptRecording().recordingEndTime,
      uploadToken: 'hfu1.1.token',
    });
    expect(keys()).toEqual([]);
  });

  it('raw events (the page went before compression) are compressed now, and the receipt awaited', async () => {
    const raw = keptRecording({ receipt: null, recording: null, eventsJson: JSON.stringify(EVENTS) });
    const receiptOf = vi.fn(async () => ({ id: 'sess_9', uploadToken: 'hfu1.1.again' }));
    const { sending, keys, uploadRecording } = drain([raw], { receiptOf });
    await sending;
    expect(receiptOf).toHaveBeenCalledWith('sk_1');
    const [id, body] = uploadRecording.mock.calls[0] ?? [];
    expect(id).toBe('sess_9');
    expect(body).toMatchObject({ uploadToken: 'hfu1.1.again' });
    const recording: unknown = Reflect.get(Object(body), 'recording');
    expect(decodeRecording(recording)).toEqual(EVENTS);
    expect(keys()).toEqual([]);
  });

  it('without a receipt (the results were never delivered) it stays for a later visit', async () => {
    const raw = keptRecording({ receipt: null });
    const { sending, keys, uploadRecording } = drain([raw], { receiptOf: async () => null });
    await sending;
    expect(uploadRecording).not.toHaveBeenCalled();
    expect(keys()).toEqual(['sk_1']);
  });

  it('a final refusal drops it; a server error keeps it', async () => {
    const { store, keys } = memoryKeptStore([keptRecording(), keptRecording({ sessionKey: 'sk_2' })]);
    const { api } = uploadingApi((call) => Promise.reject(refusal(call === 1 ? 403 : 503)));
    await sendKept({ api, options, store, nowMs: NOW });
    expect(keys()).toEqual(['sk_2']);
  });
});

describe('what is not sent', () => {
  it('another customer’s or app’s recordings stay untouched', async () => {
    const theirs = [
      keptRecording({ customerId: 'cus_2' }),
      keptRecording({ sessionKey: 'sk_2', appId: 'app_2' }),
    ];
    const { sending, keys, uploadRecording } = drain(theirs);
    await sending;
    expect(uploadRecording).not.toHaveBeenCalled();
    expect(keys()).toEqual(['sk_1', 'sk_2']);
  });

  it('older than the outbox keeps results, or unreadable: deleted unsent', async () => {
    const old = keptRecording({ savedAt: NOW - OUTBOX_MAX_AGE_MS - 1 });
    const garbage = { sessionKey: 'sk_bad', recording: 42 };
    const { sending, keys, uploadRecording } = drain([old, garbage]);
    await sending;
    expect(uploadRecording).not.toHaveBeenCalled();
    expect(keys()).toEqual([]);
  });

  it.each([
    ['consent withdrawn since', { recordingConsent: () => false }],
    ['consent stated as not given', { recordingConsent: false }],
    ['recording turned off', { record: false }],
  ])('%s: deleted unsent', async (_, change) => {
    const { store, keys } = memoryKeptStore([keptRecording()]);
    const { api, uploadRecording } = uploadingApi();
    await sendKept({ api, options: { ...options, ...change }, store, nowMs: NOW });
    expect(uploadRecording).not.toHaveBeenCalled();
    expect(keys()).toEqual([]);
  });

  it('an init that says nothing of consent does not take back the consent it was recorded with', async () => {
    const { store, keys } = memoryKeptStore([keptRecording()]);
    const { api, uploadRecording } = uploadingApi();
    const { recordingConsent: _, ...silent } = options;
    await sendKept({ api, options: silent, store, nowMs: NOW });
    expect(uploadRecording).toHaveBeenCalledTimes(1);
    expect(keys()).toEqual([]);
  });

  it('with reporting off nothing is sent or deleted', async () => {
    const { store, keys } = memoryKeptStore([keptRecording()]);
    const { api, uploadRecording } = uploadingApi();
    await sendKept({ api, options: { ...options, report: false }, store, nowMs: NOW });
    expect(uploadRecording).not.toHaveBeenCalled();
    expect(keys()).toEqual(['sk_1']);
  });
});

describe('clearState', () => {
  it('deletes the customer’s kept recordings, and only theirs', async () => {
    const { store, keys } = memoryKeptStore([
      keptRecording(),
      keptRecording({ sessionKey: 'sk_2', receipt: null, recording: null, eventsJson: '[]' }),
      keptRecording({ sessionKey: 'sk_3', customerId: 'cus_2' }),
    ]);
    await forgetKept(options, store);
    expect(keys()).toEqual(['sk_3']);
  });
});
