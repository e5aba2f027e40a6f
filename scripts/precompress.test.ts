import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir, shippedEncodings } from './precompress.ts';

/** Script-like text that compresses as minified code does: repeated shapes with varying names. */
function scriptLike(functions: number): Buffer {
  const parts: string[] = [];
  for (let i = 0; i < functions; i++)
    parts.push(`function f${i.toString(36)}(e,t){return e.${['a', 'bc', 'def'][i % 3]}+t*${i % 17}||null}`);
  return Buffer.from(parts.join(';'), 'utf8');
}

/**
 * Zopfli is deliberately slow (that is why it runs at build time): a few hundred milliseconds for these inputs
 * on an idle core, several times that when the whole suite shares two cores.
 */
const ZOPFLI_TEST_TIMEOUT_MS = 30_000;

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('shippedEncodings', { timeout: ZOPFLI_TEST_TIMEOUT_MS }, () => {
  it('gives a brotli and a gzip stream that decode to the very bytes', async () => {
    const content = scriptLike(400);
    const { br, gzip } = await shippedEncodings(content);
    expect(brotliDecompressSync(br).equals(content)).toBe(true);
    expect(gunzipSync(gzip).equals(content)).toBe(true);
  });

  it("writes a smaller gzip than zlib's densest level", async () => {
    const content = scriptLike(400);
    const { gzip } = await shippedEncodings(content);
    expect(gzip.length).toBeLessThan(gzipSync(content, { level: 9 }).length);
  });

  it('keeps an empty file empty once decoded', async () => {
    const { br, gzip } = await shippedEncodings(Buffer.alloc(0));
    expect(brotliDecompressSync(br).length).toBe(0);
    expect(gunzipSync(gzip).length).toBe(0);
  });
});

describe('precompressDir', { timeout: ZOPFLI_TEST_TIMEOUT_MS }, () => {
  it('writes the .br and .gz of every script beside it, and leaves source maps as they are', async () => {
    dir = mkdtempSync(join(tmpdir(), 'holdfast-precompress-'));
    writeFileSync(join(dir, 'holdfast.js'), scriptLike(50));
    writeFileSync(join(dir, 'holdfast-main-abc.js'), scriptLike(120));
    writeFileSync(join(dir, 'holdfast-main-abc.js.map'), '{"version":3}');
    expect((await precompressDir(dir)).sort()).toEqual(['holdfast-main-abc.js', 'holdfast.js']);
    expect(readdirSync(dir).sort()).toEqual([
      'holdfast-main-abc.js',
      'holdfast-main-abc.js.br',
      'holdfast-main-abc.js.gz',
      'holdfast-main-abc.js.map',
      'holdfast.js',
      'holdfast.js.br',
      'holdfast.js.gz',
    ]);
    const main = readFileSync(join(dir, 'holdfast-main-abc.js'));
    expect(gunzipSync(readFileSync(join(dir, 'holdfast-main-abc.js.gz'))).equals(main)).toBe(true);
    expect(brotliDecompressSync(readFileSync(join(dir, 'holdfast-main-abc.js.br'))).equals(main)).toBe(true);
  });
});
