/**
 * The walls' public operations (spec §1): check('pause' | 'failed-payment', options), hidePauseWall,
 * hideFailedPaymentWall, clearPauseWallState, clearFailedPaymentWallState. Placeholder until the walls
 * land: check reports that the walls are not available; the clear operations clear the skip-check cache.
 */
import { clearSkipChecks } from '../domain/skip-check.ts';
import { browserStore } from './browser-store.ts';
import { report } from './report.ts';

/** check(kind, options): shows the pause wall or the failed-payment wall when it applies. */
export async function check(kind: unknown, _options?: unknown) {
  return report(`check('${String(kind)}') is not available in this build yet`, 'NOT_AVAILABLE');
}

export function hidePauseWall() {
  return { ok: true };
}

export function hideFailedPaymentWall() {
  return { ok: true };
}

/** Clears the skip-check cache (the storage keys are cleared together, spec §9). */
export function clearPauseWallState() {
  clearSkipChecks(browserStore());
  return { ok: true };
}

export function clearFailedPaymentWallState() {
  clearSkipChecks(browserStore());
  return { ok: true };
}
