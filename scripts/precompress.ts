/**
 * The script tag ships compressed (issue 22 item 5): every file of dist/embed gets a `.br` (brotli, quality
 * 11) and a `.gz` (gzip written by zopfli, which finds a smaller deflate stream than zlib's level 9 and is
 * read by every gzip decoder) beside it. The server sends them to a browser that accepts them
 * (server/embed-files.ts); a host serving dist/embed from its own CDN can send the same files (docs/snippet.md).
 * Compressing once at build time is also what lets the files be compressed this hard: no server could
 * spend zopfli's time per request.
 *
 * The bench measures these very bytes (bench/sizes.ts), so the budgets count what a browser downloads.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { SHIPPED_ENCODINGS, type ShippedEncoding } from '../contract/shipped-encodings.ts';
import { zopfli } from './zopfli.ts';

/** Files of dist/embed that are shipped compressed: the scripts (source maps are for DevTools only). */
const COMPRESSED_FILE = /\.js$/;

/** Zopfli's iterations: 15 (its default) is within 0.1 % of 50 on the main chunk, in a third of the time. */
const ZOPFLI_ITERATIONS = 15;

/** How the shipped gzip is written, as the bench's results name it. */
export const SHIPPED_GZIP = `zopfli, ${ZOPFLI_ITERATIONS} iterations`;

/** Brotli at its densest, told the input's size (as a CDN compressing a static file would). */
export function shippedBrotli(content: Buffer): Buffer {
  return brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}

/** Gzip as shipped: zopfli's deflate in a gzip member. */
export async function shippedGzip(content: Buffer): Promise<Buffer> {
  const { gzipAsync } = await zopfli();
  return Buffer.from(await gzipAsync(content, { numiterations: ZOPFLI_ITERATIONS }));
}

/** Both shipped encodings of `content`. */
export async function shippedEncodings(content: Buffer): Promise<Record<ShippedEncoding, Buffer>> {
  return { br: shippedBrotli(content), gzip: await shippedGzip(content) };
}

/** Writes the `.br` and `.gz` of every script in `dir` beside it; returns the files compressed. */
export async function precompressDir(dir: string): Promise<string[]> {
  const files = readdirSync(dir).filter((name) => COMPRESSED_FILE.test(name));
  for (const name of files) {
    const encoded = await shippedEncodings(readFileSync(join(dir, name)));
    for (const { encoding, suffix } of SHIPPED_ENCODINGS)
      writeFileSync(join(dir, name + suffix), encoded[encoding]);
  }
  return files;
}
