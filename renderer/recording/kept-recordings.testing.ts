import { vi } from 'vitest';
import { httpError } from '../api/api-error.ts';
import type { FlowApiClient } from '../api/flow-client.ts';
import type { KeptRecording } from './kept-recordings.ts';
import type { KeptStore } from './kept-store.ts';

/** An in-memory KeptStore (IndexedDB itself is exercised by e2e/reporting/kept-recording.e2e.ts). */
export function memoryKeptStore(entries: unknown[] = []) {
  const kept = new Map<unknown, unknown>(
    entries.map((entry) => [
      typeof entry === 'object' && entry ? Reflect.get(entry, 'sessionKey') : entry,
      entry,
    ]),
  );
  const store: KeptStore = {
    put: (entry) => kept.set(entry.sessionKey, structuredClone(entry)),
    remove: (sessionKey) => kept.delete(sessionKey),
    all: async () => [...kept.values()],
  };
  return { store, keys: () => [...kept.keys()] };
}

export const NOW = Date.parse('2026-12-04T12:00:00Z');

export function keptRecording(overrides: Partial<KeptRecording> = {}): KeptRecording {
  return {
    sessionKey: 'sk_1',
    appId: 'app_1',
    customerId: 'cus_1',
    savedAt: NOW - 60_000,
    recordingStartTime: '2026-12-04T11:58:00.000Z',
    recordingEndTime: '2026-12-04T11:59:00.000Z',
    receipt: { id: 'sess_1', uploadToken: 'hfu1.1.token' },
    recording: 'eJyLjgUAARUAuQ==',
    eventsJson: null,
    ...overrides,
  };
}

/** An API client whose uploadRecording answers as `answer` says (the rest is never called here). */
export function uploadingApi(answer: (call: number) => Promise<void> = async () => {}) {
  let calls = 0;
  const uploadRecording = vi.fn((_id: string, _body: unknown, _options?: unknown) => answer(++calls));
  return { api: { uploadRecording } as unknown as FlowApiClient, uploadRecording };
}

export const refusal = (status: number) => httpError('uploadRecording', status, 'refused', undefined);
