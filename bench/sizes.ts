/**
 * Compressed sizes. What the embed ships is measured as it ships (scripts/precompress.ts): gzip written by
 * zopfli and brotli at quality 11, the files dist/embed holds beside each script, so the budgets count what a
 * host's visitors download. Parts of a file (the main chunk's modules) are sized with zlib's level 9, a
 * breakdown for reading, not a download.
 */
import { gzipSync } from 'node:zlib';
import { shippedBrotli, shippedEncodings } from '../scripts/precompress.ts';

/** Raw, gzip and brotli bytes of one file or group of files. */
export interface Bytes {
  raw: number;
  gzip: number;
  brotli: number;
}

/** The sizes of `content` compressed by zlib (gzip level 9, brotli 11): for parts of a file. */
export function bytesOf(content: string | Buffer): Bytes {
  const buffer = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: shippedBrotli(buffer).length,
  };
}

/** The sizes of a shipped file: its bytes, and those of the `.gz` and `.br` the build writes beside it. */
export async function shippedBytesOf(content: string | Buffer): Promise<Bytes> {
  const buffer = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  const { gzip, br } = await shippedEncodings(buffer);
  return { raw: buffer.length, gzip: gzip.length, brotli: br.length };
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
