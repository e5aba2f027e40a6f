/**
 * The weighted floor: the floor modal carrying our main chunk's code, which it never runs. The browser
 * still fetches and parses those bytes before the modal can show (a module graph runs only once every
 * module in it is parsed), so its time to first step is the floor plus what our first-step bytes cost
 * by merely being there. Beside the floor and ours, it splits our headline ratio in two: what loading our
 * bytes costs, and what our code then does.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, parseAst } from 'vite';
import { EMBED_FILES, embedLoaderConfig } from '../../vite.config.ts';
import { BENCH_CACHE } from '../cache-dir.ts';

/** Folder holding the built weighted floor. */
export const WEIGHTED_FLOOR_DIR = join(BENCH_CACHE, 'weighted-floor');
/** The modules that carry the weight, imported by the floor's core beside its main chunk. */
const weightFile = (index: number) => `holdfast-weight-${index}.js`;

/**
 * A module holding `code`'s top-level statements in the body of a function nobody calls: the same code to
 * fetch and parse, none of it run. Its imports and exports are left out (a function body cannot hold them),
 * and so is what follows the last statement (the source-map comment).
 */
export function unrunModule(code: string): string {
  const statements = parseAst(code).body.filter(
    (statement) =>
      statement.type !== 'ImportDeclaration' &&
      statement.type !== 'ExportNamedDeclaration' &&
      statement.type !== 'ExportAllDeclaration' &&
      statement.type !== 'ExportDefaultDeclaration',
  );
  const body = statements.map((statement) => code.slice(statement.start, statement.end)).join('\n');
  return `function holdfastBenchWeight(){${body}}\n`;
}

/**
 * Copies the built floor and makes its core import our main chunks' code, unrun, beside the floor's own:
 * one weight module per chunk, so they are fetched and parsed as ours are. Its loader is built again for
 * that core, so it preloads the weight beside the core as our loader preloads our main chunk.
 */
export async function buildWeightedFloor(
  floorDir: string,
  mainChunksCode: readonly string[],
): Promise<string> {
  rmSync(WEIGHTED_FLOOR_DIR, { recursive: true, force: true });
  cpSync(floorDir, WEIGHTED_FLOOR_DIR, { recursive: true });
  const imports = mainChunksCode.map((code, index) => {
    const file = weightFile(index);
    writeFileSync(join(WEIGHTED_FLOOR_DIR, file), unrunModule(code));
    return `import"./${file}";`;
  });
  const core = join(WEIGHTED_FLOOR_DIR, EMBED_FILES.core);
  writeFileSync(core, `${imports.join('')}${readFileSync(core, 'utf8')}`);
  await build(embedLoaderConfig(WEIGHTED_FLOOR_DIR));
  return WEIGHTED_FLOOR_DIR;
}
