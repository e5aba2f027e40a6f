import { basename } from 'node:path';
import { minify } from 'terser';
import type { Plugin } from 'vite';
import { replaceChunkMap } from './chunk-map.ts';

/**
 * The script-tag embed goes through a second minifier after rolldown's: terser's compressor (its default,
 * safe transforms, three passes) and mangler over each chunk rolldown has already minified. Each finds what the
 * other leaves: measured on the main chunk (2026-11-29), rolldown's output alone 49,945 B gzip, terser alone
 * from the unminified chunk 49,712 B, both 49,205 B; the loader and the early script lose ~50 B each, the lazy
 * chunks 1–3 %. Only safe options: no `unsafe*`, no `pure_getters`, comments kept as rolldown kept them
 * (licences), export and import names untouched (they are the chunks' interface to each other).
 *
 * It runs in `generateBundle`, since rolldown minifies after every `renderChunk`, and composes the source map:
 * the written map still points at our sources (the bench's per-module report reads it).
 */
export const TERSER_PASSES = 3;

const MAP_COMMENT = /\n?\/\/# sourceMappingURL=\S+\s*$/;

export interface ChunkCode {
  code: string;
  /** The chunk's source map as rolldown made it, or null when the build writes none. */
  map: string | null;
  /** The chunk's file name, for its map's comment. */
  fileName: string;
  /** An ES module (imports, exports, top-level scope its own) rather than a classic script. */
  module: boolean;
}

/** `chunk` minified again, with its source map composed through the pass (null when it had none). */
export async function minifyAgain(chunk: ChunkCode): Promise<{ code: string; map: string | null }> {
  const result = await minify(chunk.code.replace(MAP_COMMENT, ''), {
    module: chunk.module,
    ecma: 2020,
    compress: { passes: TERSER_PASSES, ecma: 2020 },
    mangle: true,
    format: { comments: 'some' },
    sourceMap: chunk.map
      ? { content: chunk.map, url: `${basename(chunk.fileName)}.map`, includeSources: true }
      : false,
  });
  if (result.code === undefined) throw new Error(`terser returned no code for ${chunk.fileName}`);
  const map = typeof result.map === 'string' ? result.map : result.map ? JSON.stringify(result.map) : null;
  return { code: result.code, map: chunk.map ? map : null };
}

/** The plugin: every chunk of the bundle minified again by {@link minifyAgain}. */
export function terserAfterMinify(): Plugin {
  return {
    name: 'holdfast-terser-after-minify',
    async generateBundle(outputOptions, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const again = await minifyAgain({
          code: output.code,
          map: output.map ? JSON.stringify(output.map) : null,
          fileName: output.fileName,
          module: outputOptions.format === 'es',
        });
        output.code = again.code;
        replaceChunkMap(output.map, again.map);
      }
    },
  };
}
