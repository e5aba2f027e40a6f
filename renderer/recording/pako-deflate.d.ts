/**
 * pako's deflate on its own (`pako/lib/deflate.js`, an export of pako's package): @types/pako types only
 * the whole package, whose ES build bundles inflate with deflate. Only what deflate-fallback.ts uses.
 */
declare module 'pako/lib/deflate.js' {
  /** zlib-format deflate (RFC 1950), default level. */
  export function deflate(data: Uint8Array): Uint8Array;
}
