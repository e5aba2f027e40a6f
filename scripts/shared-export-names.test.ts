import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SourceMapConsumer } from 'source-map-js';
import { minify } from 'terser';
import { afterAll, describe, expect, it } from 'vitest';
import { type BundleChunk, shareExportNames } from './shared-export-names.ts';

/** A shared chunk as the minifiers leave it: each binding exported under a name the bundler chose. */
const SHARED = 'const s="Kündigen…";function Pl(n){return n*2}const Ce=s;export{Pl as $,Ce as $n};';

function chunk(fileName: string, code: string, more: Partial<BundleChunk> = {}): BundleChunk {
  return { fileName, code, map: null, isEntry: false, isDynamicEntry: false, ...more };
}

const dir = mkdtempSync(join(tmpdir(), 'shared-export-names-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes the bundle (changed chunks as changed) and imports `entry` from it. */
async function run(chunks: BundleChunk[], entry: string): Promise<Record<string, unknown>> {
  const changed = shareExportNames(chunks);
  const bundle = mkdtempSync(join(dir, 'bundle-'));
  for (const { fileName, code } of chunks)
    writeFileSync(join(bundle, fileName), changed.get(fileName)?.code ?? code);
  return import(pathToFileURL(join(bundle, entry)).href);
}

describe('shared export names between the chunks of one bundle', () => {
  it('exports a shared chunk’s bindings under their own names, and its importers still get them', async () => {
    const chunks = [
      chunk('main.js', SHARED),
      chunk('lazy.js', 'import{$ as e,$n as t}from"./main.js";export const twice=e(21),label=t;', {
        isDynamicEntry: true,
      }),
      chunk('core.js', 'import"./main.js";', { isEntry: true }),
    ];
    const changed = shareExportNames(chunks);
    expect(changed.get('main.js')?.code).toContain('export{Pl,Ce}');
    expect(changed.get('lazy.js')?.code).toContain('import{Pl as e,Ce as t}from"./main.js"');
    expect(changed.has('core.js')).toBe(false);
    const lazy = await run(chunks, 'lazy.js');
    expect(lazy).toMatchObject({ twice: 42, label: 'Kündigen…' });
  });

  it('renames through re-exports and imports whose local name is the export’s', async () => {
    const chunks = [
      chunk('main.js', SHARED),
      chunk('a.js', 'import{$}from"./main.js";export{$n as label}from"./main.js";export const twice=$(2);', {
        isEntry: true,
      }),
    ];
    const changed = shareExportNames(chunks);
    expect(changed.get('a.js')?.code).toBe(
      'import{Pl as $}from"./main.js";export{Ce as label}from"./main.js";export const twice=$(2);',
    );
    expect(await run(chunks, 'a.js')).toMatchObject({ twice: 4, label: 'Kündigen…' });
  });

  it('leaves alone entries, chunks imported dynamically or whole, and a binding exported twice', () => {
    const importer = (from: string) => chunk('a.js', `import{$ as e}from"${from}";e(1);`, { isEntry: true });
    expect(shareExportNames([chunk('main.js', SHARED, { isEntry: true }), importer('./main.js')]).size).toBe(
      0,
    );
    expect(
      shareExportNames([chunk('main.js', SHARED, { isDynamicEntry: true }), importer('./main.js')]).size,
    ).toBe(0);
    const whole = chunk('b.js', 'import*as m from"./main.js";m.$(1);', { isEntry: true });
    expect(shareExportNames([chunk('main.js', SHARED), importer('./main.js'), whole]).size).toBe(0);
    const twice = chunk('main.js', 'function Pl(){}export{Pl as $,Pl as A};');
    expect(shareExportNames([twice, importer('./main.js')]).size).toBe(0);
  });

  it('leaves alone a chunk some chunk imports dynamically though the bundler made it no dynamic entry', async () => {
    // A shared chunk holding a lazily imported module: its namespace object is read by export name.
    const shared = chunk('shared.js', 'const O={go:()=>7};function w(){return 1}export{O as d,w as a};');
    const later = chunk('later.js', 'import{a as e}from"./shared.js";export const one=e();', {
      isDynamicEntry: true,
    });
    const main = chunk('main.js', 'export const go=()=>import("./shared.js").then(m=>m.d.go());', {
      isEntry: true,
    });
    expect(shareExportNames([shared, later, main]).size).toBe(0);
    const { go } = await run([shared, later, main], 'main.js');
    expect(typeof go === 'function' && (await go())).toBe(7);
    const unknown = chunk('main.js', 'export const go=u=>import(u);', { isEntry: true });
    expect(shareExportNames([chunk('shared.js', SHARED), later, unknown]).size).toBe(0);
  });

  it('does not give an export a name another export keeps', () => {
    // `a` is exported twice, so it keeps its names, and `b` must not become `a`'s kept name `B`.
    const main = chunk('main.js', 'function a(){}function B(){}export{a as B,a as C,B as D};');
    const changed = shareExportNames([
      main,
      chunk('x.js', 'import{D as d}from"./main.js";d();', { isEntry: true }),
    ]);
    expect(changed.size).toBe(0);
  });

  it('composes the importer’s source map through the edit', async () => {
    const source = 'import { double } from "./main.js";\nexport const answer = double(21);\n';
    const once = await minify(
      { 'src/lazy.ts': source },
      { module: true, compress: false, mangle: true, sourceMap: { includeSources: true } },
    );
    if (!once.code || typeof once.map !== 'string') throw new Error('no minification');
    // The edit shortens the clause (`double as o` → `a as o`), so every later column moves.
    const main = chunk('main.js', 'function a(n){return n*2}export{a as double};');
    const lazy = chunk('lazy.js', once.code, { map: once.map, isEntry: true });
    const changed = shareExportNames([main, lazy]).get('lazy.js');
    expect(changed?.code).toMatch(/^import\{a as (\w)\}/);
    const call = /=(\w)\(21\)/.exec(changed?.code ?? '');
    const map = new SourceMapConsumer(JSON.parse(changed?.map ?? '{}'));
    expect(map.originalPositionFor({ line: 1, column: (call?.index ?? -1) + 1 })).toMatchObject({
      source: 'src/lazy.ts',
      line: 2,
      column: 'export const answer = '.length,
    });
  });
});
