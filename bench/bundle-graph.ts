/**
 * The script-tag embed as a graph of chunks, read from an in-memory build with the product's own config
 * (so nothing under dist/ is touched): which chunk imports which statically or lazily, the modules each
 * holds, and the code and source map of each. The files the same config writes to dist/embed have the
 * same names and bytes (the build is deterministic), which `main.ts` checks before measuring.
 */
import { join } from 'node:path';
import { build, type InlineConfig, type Rollup } from 'vite';
import { EMBED_FILES, embedCoreConfig, ROOT } from '../vite.config.ts';

/** One emitted JavaScript chunk of the embed. */
export interface EmbedChunk {
  /** File name as emitted, e.g. `holdfast-core.js` or `holdfast-de-XhBz0DxO.js`. */
  file: string;
  /** Rollup's chunk name, e.g. `de`, `confetti`, `jsx-runtime`. */
  name: string;
  isEntry: boolean;
  /** Files this chunk imports statically (they load with it). */
  imports: string[];
  /** Files this chunk loads with `import()` (they load on first use). */
  dynamicImports: string[];
  /** Source modules bundled into the chunk (absolute ids, or `\0`-prefixed virtual ids). */
  modules: string[];
  code: string;
  /** The chunk's source map, when the config emits one. */
  map: SourceMapLike | null;
  /**
   * Modules that are one string and nothing else (our `?inline` stylesheets), with that string: they
   * carry no source map of their own, so the breakdown finds their text in the code instead.
   */
  inlineStrings: InlineString[];
}

/** A module whose whole code is one string constant, e.g. a stylesheet imported with `?inline`. */
export interface InlineString {
  module: string;
  text: string;
}

/** `var name = "…";` (after an optional `// path` comment line): the shape Rolldown renders `?inline` CSS in. */
const STRING_MODULE = /^(?:\/\/[^\n]*\n)?var [\w$]+ = ("(?:[^"\\]|\\.)*");\s*$/;

function inlineStringsOf(modules: Record<string, { code: string | null }>): InlineString[] {
  const found: InlineString[] = [];
  for (const [module, rendered] of Object.entries(modules)) {
    const literal = STRING_MODULE.exec(rendered.code ?? '')?.[1];
    if (literal === undefined) continue;
    const text: unknown = JSON.parse(literal);
    if (typeof text === 'string') found.push({ module, text });
  }
  return found;
}

/** The fields of a v3 source map the breakdown reads. */
export interface SourceMapLike {
  sources: string[];
  mappings: string;
}

function isOutputArray(value: unknown): value is Rollup.RollupOutput[] {
  return Array.isArray(value);
}

function outputsOf(result: Awaited<ReturnType<typeof build>>): Rollup.RollupOutput[] {
  if (isOutputArray(result)) return result;
  if ('output' in result) return [result];
  throw new Error('expected an in-memory build, got a watcher');
}

/** Builds `config` without writing and returns its JavaScript chunks. */
export async function buildChunks(config: InlineConfig): Promise<EmbedChunk[]> {
  const result = await build({ ...config, build: { ...config.build, write: false } });
  const chunks: EmbedChunk[] = [];
  for (const output of outputsOf(result)) {
    for (const item of output.output) {
      if (item.type !== 'chunk') continue;
      chunks.push({
        file: item.fileName,
        name: item.name,
        isEntry: item.isEntry,
        imports: [...item.imports],
        dynamicImports: [...item.dynamicImports],
        modules: Object.keys(item.modules),
        code: item.code,
        map: item.map ? { sources: [...item.map.sources], mappings: item.map.mappings } : null,
        inlineStrings: inlineStringsOf(item.modules),
      });
    }
  }
  return chunks;
}

/** The product core's chunks (`holdfast-core.js` and everything it can load), as built into `outDir`. */
export function buildEmbedChunks(outDir?: string): Promise<EmbedChunk[]> {
  return buildChunks(embedCoreConfig(join(ROOT, 'renderer/embed/core.ts'), outDir));
}

/** The main chunks: what the core imports statically, transitively, without the one-line core itself. */
export function mainChunksOf(chunks: readonly EmbedChunk[]): EmbedChunk[] {
  const initial = staticClosure(chunks, EMBED_FILES.core);
  return chunks.filter((chunk) => chunk.file !== EMBED_FILES.core && initial.includes(chunk.file));
}

/** The chunks loaded together with `entry`: the entry and its static imports, transitively. */
export function staticClosure(chunks: readonly EmbedChunk[], entry: string = EMBED_FILES.core): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const seen: string[] = [];
  const visit = (file: string) => {
    if (seen.includes(file)) return;
    seen.push(file);
    for (const next of byFile.get(file)?.imports ?? []) visit(next);
  };
  visit(entry);
  return seen;
}
