/**
 * Builds the probe core with the product's embed config, and the product's loader beside it: a loader
 * names its core's main chunk, which it preloads, so it is built for the core it serves. The output goes
 * under node_modules/.cache, which git and Biome both skip, so a local run leaves nothing to commit or lint.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { embedCoreConfig, embedEarlyConfig, embedLoaderConfig, ROOT } from '../../vite.config.ts';

/** Folder holding the built probe: holdfast.js, holdfast-early.js, holdfast-core.js, its main chunk and its lazy chunk. */
export const PROBE_DIR = join(ROOT, 'node_modules', '.cache', 'holdfast-e2e', 'probe');

/** Builds the probe core, its loader and the early script, and returns their folder. */
export async function buildProbeCore(): Promise<string> {
  rmSync(PROBE_DIR, { recursive: true, force: true });
  await build(embedCoreConfig(join(ROOT, 'e2e', 'probe', 'core.ts'), PROBE_DIR));
  await build(embedLoaderConfig(PROBE_DIR));
  // The loader imports the product's early script at a show without a core; it must be beside it here too.
  await build(embedEarlyConfig(PROBE_DIR));
  return PROBE_DIR;
}
