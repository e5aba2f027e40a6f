/**
 * The recording payload as the widget writes it (spec §7 PUT /api/sessions/{id}): base64 of zlib-deflated
 * UTF-8 JSON. Node 20 has CompressionStream, as modern browsers do; the pako fallback is what an older
 * browser runs, so both must write the one format any zlib inflate (the backend's) reads.
 */
import { inflate } from 'pako';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeRecording } from './decode-recording.ts';
import { encodeRecording } from './encode-recording.ts';

const pakoDeflate = vi.hoisted(() => ({ calls: 0 }));
vi.mock('./deflate-fallback.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./deflate-fallback.ts')>();
  return {
    deflate: (bytes: Uint8Array) => {
      pakoDeflate.calls++;
      return original.deflate(bytes);
    },
  };
});

const events = [
  { type: 4, data: { href: 'https://shop.example/', width: 1280, height: 800 }, timestamp: 1 },
  { type: 2, data: { node: { type: 0, childNodes: [], id: 1 } }, timestamp: 2 },
  { type: 3, data: { texts: [{ id: 1, value: 'Kündigung – 😀 取消' }] }, timestamp: 3 },
];
const json = JSON.stringify(events);

/** What a backend does with the payload: base64, then any zlib inflate. */
function inflateAsBackend(payload: string): string {
  return inflate(Buffer.from(payload, 'base64'), { to: 'string' });
}

/** A recording of `count` mouse moves, each different (so deflate has real work). */
function bigRecording(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    type: 3,
    data: { source: 1, positions: [{ x: (i * 7919) % 1280, y: (i * 104_729) % 800, id: i }] },
    timestamp: 1_700_000_000_000 + i * 16,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  pakoDeflate.calls = 0;
});

describe('with CompressionStream (every current browser): the native stream writes the payload', () => {
  it('what is encoded decodes to the same events, non-ASCII text included', async () => {
    expect(decodeRecording(await encodeRecording(json))).toEqual(events);
    expect(pakoDeflate.calls).toBe(0);
  });

  it('the payload is zlib: pako.inflate (what a backend runs) reads it byte for byte', async () => {
    const payload = await encodeRecording(json);
    // zlib header (RFC 1950): deflate method, 32 KiB window: 0x78.
    expect(Buffer.from(payload, 'base64')[0]).toBe(0x78);
    expect(inflateAsBackend(payload)).toBe(json);
  });

  it('a large recording (about 2 MB of JSON) encodes, compresses and decodes whole', async () => {
    const big = JSON.stringify(bigRecording(25_000));
    expect(big.length).toBeGreaterThan(2_000_000);
    const payload = await encodeRecording(big);
    expect(payload.length).toBeLessThan(big.length / 2);
    expect(inflateAsBackend(payload)).toBe(big);
    expect(decodeRecording(payload)).toHaveLength(25_000);
  });

  it('an empty recording is a valid payload of an empty array', async () => {
    expect(inflateAsBackend(await encodeRecording('[]'))).toBe('[]');
  });
});

describe('without CompressionStream (older browsers): pako’s deflate, fetched then, writes the same format', () => {
  it('the fallback is used and its payload decodes to the same events', async () => {
    vi.stubGlobal('CompressionStream', undefined);
    const payload = await encodeRecording(json);
    expect(pakoDeflate.calls).toBe(1);
    expect(inflateAsBackend(payload)).toBe(json);
    expect(decodeRecording(payload)).toEqual(events);
  });

  it('the fallback and the native stream give payloads that read back the same', async () => {
    const native = await encodeRecording(json);
    vi.stubGlobal('CompressionStream', undefined);
    const fallback = await encodeRecording(json);
    expect(inflateAsBackend(fallback)).toBe(inflateAsBackend(native));
  });

  it('a large recording through the fallback decodes whole', async () => {
    vi.stubGlobal('CompressionStream', undefined);
    const big = JSON.stringify(bigRecording(25_000));
    const payload = await encodeRecording(big);
    expect(pakoDeflate.calls).toBe(1);
    expect(inflateAsBackend(payload)).toBe(big);
  });

  it('a browser whose CompressionStream refuses deflate falls back to pako', async () => {
    vi.stubGlobal(
      'CompressionStream',
      class {
        constructor() {
          throw new TypeError("Unsupported compression format: 'deflate'");
        }
      },
    );
    const payload = await encodeRecording(json);
    expect(pakoDeflate.calls).toBe(1);
    expect(decodeRecording(payload)).toEqual(events);
  });
});
