/**
 * The bench builds its own copies of the script-tag embed and the floor with the product's configs,
 * under node_modules/.cache (git and Biome skip it), so a run never depends on anyone rebuilding dist/
 * meanwhile. The embed is built once, in memory: the chunks the bench analyses are the very files it
 * writes and serves to the browser.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { embedEarlyConfig, embedLoaderConfig } from '../vite.config.ts';
import { buildEmbedChunks, type EmbedChunk, mainChunksOf } from './bundle-graph.ts';
import { BENCH_CACHE } from './cache-dir.ts';
import { buildFloor } from './floor/build-floor.ts';
import { buildWeightedFloor } from './floor/weighted-floor.ts';

export { BENCH_CACHE } from './cache-dir.ts';
export const BENCH_EMBED_DIR = join(BENCH_CACHE, 'embed');

/** The built embed (its chunks, written to `embedDir` beside the loader) and the floors' folders. */
export interface BenchBuild {
  embedDir: string;
  chunks: EmbedChunk[];
  floorDir: string;
  /** The floor carrying our main chunk's code, unrun (floor/weighted-floor.ts). */
  weightedFloorDir: string;
}

/** Builds the embed (core, chunks, loader, early script), the floor, and the floor weighted with our main chunk. */
export async function buildForBench(): Promise<BenchBuild> {
  rmSync(BENCH_EMBED_DIR, { recursive: true, force: true });
  mkdirSync(BENCH_EMBED_DIR, { recursive: true });
  const chunks = await buildEmbedChunks(BENCH_EMBED_DIR);
  for (const chunk of chunks) writeFileSync(join(BENCH_EMBED_DIR, chunk.file), chunk.code);
  await build(embedLoaderConfig(BENCH_EMBED_DIR));
  await build(embedEarlyConfig(BENCH_EMBED_DIR));
  const floorDir = await buildFloor();
  const mainCode = mainChunksOf(chunks).map((chunk) => chunk.code);
  const weightedFloorDir = await buildWeightedFloor(floorDir, mainCode);
  return { embedDir: BENCH_EMBED_DIR, chunks, floorDir, weightedFloorDir };
}
