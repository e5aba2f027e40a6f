import { loadOnce } from '../domain/load-once.ts';
import { clearSkipChecks } from '../domain/skip-check-keys.ts';
import type { HostCallbacks } from '../state/init-options.ts';
import { browserStore } from './browser-store.ts';
import { report } from './report.ts';
import { LOAD_ERROR_CODE } from './snippet.ts';

type WallsApi = typeof import('./walls-api.ts');

/**
 * The walls are a chunk of their own too: fetched on the first check, never by a page that only shows the
 * cancel flow. Hide before that has nothing to hide; the clear operations still forget the skip-check cache,
 * which lives in the page's storage, not in the chunk.
 */
const wallsChunk = loadOnce<WallsApi>(() => import('./walls-api.ts'));
const loadWallsApi = wallsChunk.load;
/** The walls' api if it was ever loaded; null when it never was or its fetch failed. */
const loadedWallsApi = wallsChunk.requested;

/** The host's onError from options nobody has validated yet, so a failed fetch still reaches it. */
function onErrorIn(options: unknown): HostCallbacks {
  const onError: unknown =
    typeof options === 'object' && options !== null ? Reflect.get(options, 'onError') : null;
  return typeof onError === 'function' ? { onError: (error) => onError(error) } : {};
}

export async function check(kind: unknown, options?: unknown) {
  let api: WallsApi;
  try {
    api = await loadWallsApi();
  } catch (error) {
    return report(
      `check('${String(kind)}') could not load the walls: ${String(error)}`,
      LOAD_ERROR_CODE,
      onErrorIn(options),
    );
  }
  return api.check(kind, options);
}

export async function hidePauseWall() {
  return (await loadedWallsApi())?.hidePauseWall() ?? { ok: true };
}

export async function hideFailedPaymentWall() {
  return (await loadedWallsApi())?.hideFailedPaymentWall() ?? { ok: true };
}

export async function clearPauseWallState() {
  const api = await loadedWallsApi();
  if (api) return api.clearPauseWallState();
  clearSkipChecks(browserStore());
  return { ok: true };
}

export async function clearFailedPaymentWallState() {
  const api = await loadedWallsApi();
  if (api) return api.clearFailedPaymentWallState();
  clearSkipChecks(browserStore());
  return { ok: true };
}
