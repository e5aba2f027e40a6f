/**
 * Builds the floor (core.tsx) exactly as the product is built: the embed core config (preact/compat,
 * one main chunk behind a one-line core, minified) and the product's loader beside it. Output goes under
 * the bench's cache folder (bench/cache-dir.ts).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { embedCoreConfig, embedLoaderConfig, ROOT } from '../../vite.config.ts';
import { BENCH_CACHE } from '../cache-dir.ts';

/** Folder holding the built floor: holdfast.js, holdfast-core.js and its main chunk. */
export const FLOOR_DIR = join(BENCH_CACHE, 'floor');

/** Builds the floor and returns its folder. */
export async function buildFloor(): Promise<string> {
  rmSync(FLOOR_DIR, { recursive: true, force: true });
  await build(embedCoreConfig(join(ROOT, 'bench', 'floor', 'core.tsx'), FLOOR_DIR));
  await build(embedLoaderConfig(FLOOR_DIR));
  return FLOOR_DIR;
}
