/**
 * Reading an uploaded recording (spec §7 PUT /api/sessions/{id}, docs/api.md): base64 of the zlib-deflated
 * UTF-8 JSON array of rrweb events. Anything else is the spec's 'Unknown data format' (§8). Only the
 * playground's replay and the tests read recordings, so inflate stays out of the widget: the recorder
 * chunk imports encode-recording.ts, never this module.
 */
import { inflate } from 'pako';
import type { RecordedEvent } from './scrub.ts';

/** Spec §8: a recording that is not a valid payload. */
export const UNKNOWN_DATA_FORMAT = 'Unknown data format';

export class RecordingFormatError extends Error {
  override readonly name = 'RecordingFormatError';
  constructor() {
    super(UNKNOWN_DATA_FORMAT);
  }
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function isEvent(value: unknown): value is RecordedEvent {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'type') === 'number' &&
    typeof Reflect.get(value, 'timestamp') === 'number'
  );
}

/**
 * Decodes an uploaded recording into its rrweb events. Throws {@link RecordingFormatError} ('Unknown data
 * format') for anything that is not base64 of zlib-deflated JSON holding an array of events.
 */
export function decodeRecording(payload: unknown): RecordedEvent[] {
  if (typeof payload !== 'string' || payload.trim() === '') throw new RecordingFormatError();
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(inflate(fromBase64(payload))));
  } catch {
    throw new RecordingFormatError();
  }
  if (!Array.isArray(parsed) || !parsed.every(isEvent)) throw new RecordingFormatError();
  return parsed;
}
