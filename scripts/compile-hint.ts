import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines ignore the comment): a file that starts
 * with it has every function compiled as the file is loaded, on the thread that streams it, instead of
 * each on the main thread at its first call. The script-tag's main chunk carries it because the idle
 * preload (init option `preload`, the default) loads that chunk long before `show()`: the compiles then
 * happen in idle time, and a warm `show()` no longer compiles ~380 functions on the main thread. A/B of
 * 2026-12-01 (8 interleaved runs): warm show −19 % unthrottled, −22 % at 4× CPU; cold unchanged within
 * the noise (docs/performance.md, "A compile hint, session 19").
 *
 * It must be the file's first line, so this step runs after every other step that rewrites the chunk.
 */
export const COMPILE_ALL_FUNCTIONS_HINT = '//# allFunctionsCalledOnLoad';

/** A chunk's code and the source map's `mappings` as this step sees them (null: no map). */
export interface HintedCode {
  code: string;
  mappings: string | null;
}

/**
 * `code` with the hint as its first line, and its map's mappings one generated line down (`;` is an empty
 * line in a source map), so every position still maps to the same source. Unchanged when it has the hint.
 */
export function withCompileHint({ code, mappings }: HintedCode): HintedCode {
  if (code.startsWith(`${COMPILE_ALL_FUNCTIONS_HINT}\n`)) return { code, mappings };
  return {
    code: `${COMPILE_ALL_FUNCTIONS_HINT}\n${code}`,
    mappings: mappings === null ? null : `;${mappings}`,
  };
}

/** The plugin: the chunk the bundler names `chunkName` gets {@link withCompileHint}, after every edit of it. */
export function compileHint(chunkName: string): Plugin {
  return {
    name: 'holdfast-compile-hint',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || output.name !== chunkName) continue;
        const hinted = withCompileHint({ code: output.code, mappings: output.map?.mappings ?? null });
        output.code = hinted.code;
        if (output.map && hinted.mappings !== null) output.map.mappings = hinted.mappings;
      }
    },
  };
}
