import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChunks } from './bundle-graph.ts';
import {
  decodeVlqSegment,
  groupShares,
  moduleBreakdown,
  moduleLabel,
  textPerSource,
  UNMAPPED,
} from './module-breakdown.ts';

describe('source map segments (Base64 VLQ)', () => {
  it('decodes zeros, signs and multi-digit values', () => {
    expect(decodeVlqSegment('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeVlqSegment('IAAM')).toEqual([4, 0, 0, 6]);
    expect(decodeVlqSegment('D')).toEqual([-1]);
    expect(decodeVlqSegment('gB')).toEqual([16]);
    expect(decodeVlqSegment('2H')).toEqual([123]);
  });

  it('refuses a character outside the alphabet', () => {
    expect(() => decodeVlqSegment('A*')).toThrow(/invalid VLQ/);
  });
});

describe('each byte of a chunk goes to the module that produced it', () => {
  it('a segment owns the text up to the next one; a one-field segment starts unmapped text', () => {
    // col 0 → source 0; col 2 → source 1; col 4 → no source.
    const texts = textPerSource('abcdef', { sources: ['a.ts', 'b.ts'], mappings: 'AAAA,ECAA,E' });
    expect(texts.get(0)).toBe('ab');
    expect(texts.get(1)).toBe('cd');
    expect(texts.get(-1)).toBe('ef');
  });

  it('a line with no mapping at its start continues the module of the line before (a multi-line string)', () => {
    const texts = textPerSource('ab\ncd\nef', { sources: ['css.ts', 'x.ts'], mappings: 'AAAA;;ACAA' });
    expect(texts.get(0)).toBe('ab\ncd\n');
    expect(texts.get(1)).toBe('ef');
  });

  it('labels dependencies by package path and our files by repository path', () => {
    expect(moduleLabel('/repo/node_modules/preact/dist/preact.mjs', '/repo')).toBe(
      'node_modules/preact/dist/preact.mjs',
    );
    expect(moduleLabel('/repo/renderer/views/styles/base.css?inline', '/repo')).toBe(
      'renderer/views/styles/base.css',
    );
  });

  it('a string-only module is found in the code and credited, not the module before it', () => {
    const code = 'aa`.x{color:red}`bb';
    // One segment at column 0 for a.ts would otherwise own everything.
    const shares = moduleBreakdown(code, { sources: ['a.ts'], mappings: 'AAAA' }, '/repo', '/repo', [
      { module: '/repo/styles/x.css?inline', text: '.x{color:red}' },
    ]);
    expect(shares).toEqual([
      { module: 'styles/x.css', text: '.x{color:red}', bytes: 13 },
      { module: 'a.ts', text: 'aa``bb', bytes: 6 },
    ]);
  });

  it('a real build: the shares add up to the chunk and name each module', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'holdfast-breakdown-'));
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'src', 'big.ts'), `export const big = () => "${'x'.repeat(2000)}";\n`);
    writeFileSync(join(dir, 'src', 'small.ts'), 'export const small = (n: number) => n * 2;\n');
    writeFileSync(
      join(dir, 'src', 'entry.ts'),
      "import { big } from './big.ts';\nimport { small } from './small.ts';\nconsole.log(big(), small(3));\n",
    );
    const chunks = await buildChunks({
      configFile: false,
      root: dir,
      logLevel: 'silent',
      build: {
        outDir: join(dir, 'out'),
        sourcemap: true,
        minify: true,
        lib: { entry: join(dir, 'src', 'entry.ts'), formats: ['es'], fileName: () => 'entry.js' },
      },
    });
    const chunk = chunks[0];
    if (!chunk?.map) throw new Error('no chunk with a map');
    const shares = moduleBreakdown(chunk.code, chunk.map, join(dir, 'out'), dir);
    expect(shares.reduce((sum, share) => sum + share.bytes, 0)).toBe(Buffer.byteLength(chunk.code));
    expect(shares[0]?.module).toBe('src/big.ts');
    expect(shares[0]?.bytes).toBeGreaterThan(2000);
    expect(shares.map((share) => share.module)).toContain('src/small.ts');
    expect(groupShares(shares).map((group) => group.module)).toContain('src/big.ts');
    expect(shares.every((share) => share.module === UNMAPPED || !share.module.startsWith('..'))).toBe(true);
  }, 30_000);
});
