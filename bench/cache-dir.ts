/**
 * Where the bench's builds go (the embed, the floor and the weighted floor), under node_modules/.cache, which
 * git and Biome skip; `HOLDFAST_BENCH_CACHE` names another folder, for worktrees that share one node_modules
 * (two benches at once would otherwise overwrite each other's files mid-run, the floor's too).
 */
import { join } from 'node:path';
import { ROOT } from '../vite.config.ts';

export const BENCH_CACHE =
  process.env.HOLDFAST_BENCH_CACHE ?? join(ROOT, 'node_modules', '.cache', 'holdfast-bench');
