/**
 * The recording's wire format (spec §7 PUT /api/sessions/{id}, docs/api.md): base64 of the pako-deflated
 * UTF-8 JSON array of rrweb events. Anything else decodes to the spec's 'Unknown data format' (§8).
 */
import { deflate, inflate } from 'pako';
import type { RecordedEvent } from './scrub.ts';

/** Spec §8: a recording that is not a valid payload. */
export const UNKNOWN_DATA_FORMAT = 'Unknown data format';

export class RecordingFormatError extends Error {
  override readonly name = 'RecordingFormatError';
  constructor() {
    super(UNKNOWN_DATA_FORMAT);
  }
}

/** btoa takes a binary string; built in slices so a large recording does not overflow the call stack. */
const SLICE = 0x8000;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(start, start + SLICE));
  }
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Encodes the events' JSON array text (already serialized by the recorder) for upload. */
export function encodeRecording(eventsJson: string): string {
  return toBase64(deflate(new TextEncoder().encode(eventsJson)));
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
 * format') for anything that is not base64 of deflated JSON holding an array of events.
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
