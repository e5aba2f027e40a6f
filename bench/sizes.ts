/**
 * Compressed sizes of what the embed ships: gzip at level 9 and brotli at quality 11, the settings a CDN
 * uses for static files, so the figures are what a host's visitors download.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Raw, gzip and brotli bytes of one file or group of files. */
export interface Bytes {
  raw: number;
  gzip: number;
  brotli: number;
}

/** The sizes of `content`. */
export function bytesOf(content: string | Buffer): Bytes {
  const buffer = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }).length,
  };
}

/**
 * Sizes of files downloaded together: each file is compressed on its own (that is how they travel),
 * and the sizes add up.
 */
export function sumBytes(parts: readonly Bytes[]): Bytes {
  return parts.reduce(
    (sum, part) => ({
      raw: sum.raw + part.raw,
      gzip: sum.gzip + part.gzip,
      brotli: sum.brotli + part.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

/** `bytes` in KB (1 KB = 1024 B) with one decimal, for tables. */
export function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}
