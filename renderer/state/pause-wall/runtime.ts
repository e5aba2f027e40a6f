import type { KeyValueStore } from '../../domain/skip-check.ts';
import { createWallApi, type WallRuntime } from '../walls/runtime.ts';
import type { ResolvedPauseWallOptions } from './options.ts';
import { pauseWall } from './store.ts';

export type PauseWallRuntime = WallRuntime<ResolvedPauseWallOptions>;

let current: PauseWallRuntime | null = null;

/** The runtime of the current check; null before the first check. */
export function pauseWallRuntime(): PauseWallRuntime | null {
  return current;
}

export function setPauseWallRuntime(runtime: PauseWallRuntime | null): void {
  current = runtime;
}

/** A runtime for a check with these options, talking to the real API. */
export function createPauseWallRuntime(
  options: ResolvedPauseWallOptions,
  store: KeyValueStore,
  newKey: () => string,
): PauseWallRuntime {
  return {
    options,
    api: createWallApi(options, () => pauseWall.subscription?.id ?? null),
    now: () => new Date(),
    newKey,
    store,
  };
}
