import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings, embedFileAnswer } from './embed-files.ts';

describe('acceptedEncodings', () => {
  it.each([
    [null, []],
    ['', []],
    ['identity', []],
    ['gzip', ['gzip']],
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['br;q=0.5, gzip', ['gzip', 'br']],
    ['BR, GZIP', ['br', 'gzip']],
    ['br;q=0, gzip', ['gzip']],
    ['gzip;q=0', []],
    ['*', ['br', 'gzip']],
    ['*;q=0.8, br;q=0', ['gzip']],
    ['gzip;q=1, *;q=0', ['gzip']],
  ] as const)('%j allows %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});

describe('embedFileAnswer', () => {
  const script = Buffer.from('window.answer=42;'.repeat(50), 'utf8');
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'holdfast-embed-files-'));
    writeFileSync(join(dir, 'holdfast.js'), script);
    writeFileSync(join(dir, 'holdfast.js.br'), brotliCompressSync(script));
    writeFileSync(join(dir, 'holdfast.js.gz'), gzipSync(script));
    writeFileSync(join(dir, 'holdfast-gzip-only.js'), script);
    writeFileSync(join(dir, 'holdfast-gzip-only.js.gz'), gzipSync(script));
    writeFileSync(join(dir, 'holdfast-plain.js'), script);
    // A build cut short: the script was rewritten after its compressed copies.
    writeFileSync(join(dir, 'holdfast-stale.js.br'), brotliCompressSync(Buffer.from('old();')));
    writeFileSync(join(dir, 'holdfast-stale.js.gz'), gzipSync(Buffer.from('old();')));
    writeFileSync(join(dir, 'holdfast-stale.js'), script);
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(dir, 'holdfast-stale.js.br'), past, past);
    utimesSync(join(dir, 'holdfast-stale.js.gz'), past, past);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const body = async (answer: Response) => Buffer.from(await answer.arrayBuffer());

  it('sends brotli to a browser that takes it, gzip to one that takes only gzip', async () => {
    const br = await embedFileAnswer(dir, 'holdfast.js', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(brotliDecompressSync(await body(br)).equals(script)).toBe(true);
    const gzip = await embedFileAnswer(dir, 'holdfast.js', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await body(gzip)).equals(script)).toBe(true);
  });

  it('sends the file as it is without an Accept-Encoding, or when the one allowed was not built', async () => {
    for (const [name, header] of [
      ['holdfast.js', undefined],
      ['holdfast.js', 'identity'],
      ['holdfast-plain.js', 'br, gzip'],
    ] as const) {
      const answer = await embedFileAnswer(dir, name, header);
      expect(answer.headers.get('content-encoding'), `${name} ${header}`).toBeNull();
      expect((await body(answer)).equals(script)).toBe(true);
    }
    const fallback = await embedFileAnswer(dir, 'holdfast-gzip-only.js', 'br, gzip');
    expect(fallback.headers.get('content-encoding')).toBe('gzip');
  });

  it('never sends a compressed copy older than the file', async () => {
    const answer = await embedFileAnswer(dir, 'holdfast-stale.js', 'br, gzip');
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect((await body(answer)).equals(script)).toBe(true);
  });

  it('tells caches the answer varies by Accept-Encoding', async () => {
    for (const header of [undefined, 'br'])
      expect((await embedFileAnswer(dir, 'holdfast.js', header)).headers.get('vary')).toBe('accept-encoding');
  });

  it('serves no compressed copy by its own name, nor anything outside the folder', async () => {
    for (const name of ['holdfast.js.br', 'holdfast.js.gz', '../holdfast.js', 'missing.js'])
      expect((await embedFileAnswer(dir, name, 'br')).status, name).toBe(404);
  });
});
