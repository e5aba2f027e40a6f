/**
 * pako's deflate, alone in a lazy chunk (`holdfast-deflate-fallback-*.js`): encode-recording.ts imports it
 * only in a browser without `CompressionStream`, so neither the recorder chunk nor a modern browser ever
 * carries it. Deflate's own module, not pako's ES build (which bundles inflate with it): inflate is only
 * for reading recordings (decode-recording.ts), outside the widget.
 */
import { deflate as pakoDeflate } from 'pako/lib/deflate.js';

/** zlib-format deflate (RFC 1950) at zlib's default level, as CompressionStream('deflate') writes it. */
export function deflate(bytes: Uint8Array): Uint8Array {
  return pakoDeflate(bytes);
}
