/** The embed's bytes, measured from the bench's build: every file by role, the first step's sum, the main chunk's modules. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMBED_FILES, ROOT } from '../vite.config.ts';
import type { BenchBuild } from './build-bench.ts';
import { mainChunksOf } from './bundle-graph.ts';
import { lazyOnlyIn, roleOf } from './chunk-roles.ts';
import { groupShares, type ModuleShare, moduleBreakdown } from './module-breakdown.ts';
import type { ChunkSizes, ModuleSize } from './results.ts';
import { type Bytes, bytesOf, shippedBytesOf, sumBytes } from './sizes.ts';

function moduleSizes(shares: readonly ModuleShare[]): ModuleSize[] {
  return shares.map((share) => ({
    module: share.module,
    bytes: share.bytes,
    gzip: bytesOf(share.text).gzip,
  }));
}

/** The shipped sizes of files of the bench's embed (sizes.ts), each compressed once however often asked for. */
export function shippedFileBytes(embedDir: string): (file: string) => Promise<Bytes> {
  const sized = new Map<string, Promise<Bytes>>();
  return (file) => {
    let bytes = sized.get(file);
    if (!bytes) {
      bytes = shippedBytesOf(readFileSync(join(embedDir, file)));
      sized.set(file, bytes);
    }
    return bytes;
  };
}

/** Sizes of every file of the embed, by role, and the main chunk's breakdown. */
export async function measureBytes(built: BenchBuild, fileBytes = shippedFileBytes(built.embedDir)) {
  const { chunks, embedDir } = built;
  const loader = await fileBytes(EMBED_FILES.loader);
  const early = await fileBytes(EMBED_FILES.early);
  const mainChunks = mainChunksOf(chunks);
  const core = await fileBytes(EMBED_FILES.core);
  const main = sumBytes(await Promise.all(mainChunks.map((chunk) => fileBytes(chunk.file))));
  const firstStepFiles = [
    EMBED_FILES.loader,
    EMBED_FILES.early,
    EMBED_FILES.core,
    ...mainChunks.map((c) => c.file),
  ];
  // The same files compressed by zlib on the fly (level 9), as a CDN that ignores the shipped .gz would send them.
  const firstStepLevel9 = sumBytes(firstStepFiles.map((file) => bytesOf(readFileSync(join(embedDir, file)))));
  const sized: ChunkSizes[] = await Promise.all(
    chunks.map(async (chunk) => {
      const own = chunk.map
        ? moduleBreakdown(chunk.code, chunk.map, embedDir, ROOT, chunk.inlineStrings)
            .filter((share) => !share.module.startsWith('node_modules/'))
            .map((share) => share.text)
            .join('')
        : chunk.code;
      return {
        file: chunk.file,
        role: roleOf(chunk, chunks),
        ...(await fileBytes(chunk.file)),
        ownGzip: bytesOf(own).gzip,
      };
    }),
  );
  const shares = mainChunks.flatMap((chunk) =>
    chunk.map ? moduleBreakdown(chunk.code, chunk.map, embedDir, ROOT, chunk.inlineStrings) : [],
  );
  const css = shares.filter((share) => share.module.startsWith('renderer/views/styles/')).map((s) => s.text);
  const sanitizer = sized.filter((chunk) => chunk.role === 'sanitizer');
  return {
    loader,
    early,
    core,
    main,
    firstStep: sumBytes([loader, early, core, main]),
    firstStepLevel9,
    firstStepWithoutSanitizerApi: sumBytes([loader, early, core, main, ...sanitizer]),
    cssInMain: bytesOf(css.join('')),
    chunks: sized.sort((a, b) => a.role.localeCompare(b.role) || a.file.localeCompare(b.file)),
    lazyOnlyInMain: [...new Set(mainChunks.flatMap(lazyOnlyIn))],
    breakdown: { groups: moduleSizes(groupShares(shares)), modules: moduleSizes(shares) },
  };
}
