/**
 * Encoding a recording for upload (spec §7 PUT /api/sessions/{id}, docs/recording.md "The payload"): base64
 * of the zlib-deflated UTF-8 JSON array of rrweb events. The browser's own `CompressionStream('deflate')`
 * writes exactly that format (zlib, RFC 1950), so the recorder chunk carries no compression code; a browser
 * without it fetches pako's deflate, which writes the same format, as a chunk of its own.
 */

/** btoa takes a binary string; built in slices so a large recording does not overflow the call stack. */
const SLICE = 0x8000;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(start, start + SLICE));
  }
  return btoa(binary);
}

/** Deflates with the browser's native stream; a Blob of a string is its UTF-8 bytes. */
async function deflateNatively(text: string): Promise<Uint8Array> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Deflates with pako, fetched only now (browsers older than CompressionStream). */
async function deflateWithPako(text: string): Promise<Uint8Array> {
  const { deflate } = await import('./deflate-fallback.ts');
  return deflate(new TextEncoder().encode(text));
}

/**
 * Encodes the events' JSON array text (already serialized by the recorder) for upload. Uses
 * CompressionStream when the browser has it and pako otherwise (or when the native stream fails); both
 * give the same format, which any zlib inflate reads. Rejects only when neither can compress.
 */
export async function encodeRecording(eventsJson: string): Promise<string> {
  if (typeof CompressionStream === 'function') {
    try {
      return toBase64(await deflateNatively(eventsJson));
    } catch {
      // A browser that has the stream but refuses 'deflate' or fails in it: pako writes the same bytes' format.
    }
  }
  return toBase64(await deflateWithPako(eventsJson));
}
