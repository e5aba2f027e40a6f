/**
 * Builds the probe core with the product's embed config. Its output goes under node_modules/.cache, which
 * git and Biome both skip, so a local run leaves nothing to commit or lint.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { embedCoreConfig, ROOT } from '../../vite.config.ts';

/** Folder holding the built probe: holdfast-core.js plus its lazy chunk. */
export const PROBE_DIR = join(ROOT, 'node_modules', '.cache', 'holdfast-e2e', 'probe');

/** Builds the probe core and returns its folder. */
export async function buildProbeCore(): Promise<string> {
  rmSync(PROBE_DIR, { recursive: true, force: true });
  await build(embedCoreConfig(join(ROOT, 'e2e', 'probe', 'core.ts'), PROBE_DIR));
  return PROBE_DIR;
}
