/**
 * The walls' public operations (spec §1): check('pause' | 'failed-payment', options), hidePauseWall,
 * hideFailedPaymentWall, clearPauseWallState, clearFailedPaymentWallState. Like every public method they
 * never throw: problems go to the console and the host's onError.
 */
import { createIdempotencyKey } from '../api/idempotency.ts';
import { initProblems } from '../domain/init-validation.ts';
import { clearSkipChecks } from '../domain/skip-check.ts';
import { enCancelConfirm } from '../i18n/catalogs/en/cancel-confirm.ts';
import { enWalls } from '../i18n/catalogs/en/walls.ts';
import { registerEnglish } from '../i18n/index.ts';
import { type CatalogHolder, loadExperienceCatalog } from '../state/experience-catalog.ts';
import { flowRuntime } from '../state/flow/runtime.ts';
import type { WallCheckResult } from '../state/walls/check-result.ts';
import type { WallIdentityOptions } from '../state/walls/runtime.ts';
import { browserStore } from './browser-store.ts';
import { warnUnsupportedLanguage } from './language-warning.ts';
import { onErrorOf, report } from './report.ts';
import {
  FAILED_PAYMENT_WALL,
  isWallKind,
  PAUSE_WALL,
  WALL_KINDS,
  type WallDescriptor,
  type WallKind,
  type WallOptions,
} from './wall-kinds.ts';

/**
 * The host's options over init's: a page that called init passes only what differs (often just `force`).
 * Unknown keys are dropped by the wall's own validation.
 */
function withInitDefaults(input: unknown): { ok: true; merged: object } | { ok: false; message: string } {
  if (input !== undefined && input !== null && typeof input !== 'object') {
    return { ok: false, message: 'check expects an options object' };
  }
  return { ok: true, merged: { ...flowRuntime()?.options, ...(input ?? {}) } };
}

/** Spec §5's identity rules, as for init (the walls have no preview and no lite mode). */
function identityProblem(options: WallIdentityOptions): string | null {
  const authHash = options.customerToken ?? options.authHash;
  const problems = initProblems({ ...options, authHash, preview: false, lite: false, hasOnCancel: true });
  return problems[0]?.message ?? null;
}

const inFlight: Partial<Record<WallKind, Promise<WallCheckResult>>> = {};

/** One check per wall at a time: a second call while one runs gets the same answer. */
function once(kind: WallKind, run: () => Promise<WallCheckResult>): Promise<WallCheckResult> {
  const running = inFlight[kind];
  if (running) return running;
  const started = run().finally(() => {
    delete inFlight[kind];
  });
  inFlight[kind] = started;
  return started;
}

/**
 * A wall's check with its language's catalog (experience-catalog.ts): asked for alongside the check's requests
 * and, when the wall is to show without it, once more, the wall waiting for it: the check was answered, so the
 * connection is back (offline at first, the chunk failed while the client's retries got the answers). A check
 * while the wall is up asks again for a catalog that never came; the wall then reads its language. That is
 * the language the wall was shown in (`shownLang`), not the new check's: the wall keeps its translator, and
 * another language's catalog in it would mix texts of one language with dates and amounts of the other.
 */
async function withCatalog(
  store: CatalogHolder & { visible: boolean },
  lang: string | undefined,
  shownLang: string | undefined,
  current: () => boolean,
  run: () => Promise<WallCheckResult>,
  mountWall: () => void,
): Promise<WallCheckResult> {
  if (store.visible) {
    await loadExperienceCatalog(store, shownLang, () => store.visible);
    return { ok: true, shown: true, skipped: false };
  }
  // The check first: it starts by forgetting the previous check's state, the catalog with it.
  const [result] = await Promise.all([run(), loadExperienceCatalog(store, lang, current)]);
  if (result.ok && result.shown) {
    await loadExperienceCatalog(store, lang, current);
    mountWall();
  }
  return result;
}

/** One wall's check: the host's options over init's, validated, the identity checked, then the check. */
async function checkWall<O extends WallOptions>(
  wall: WallDescriptor<O>,
  input: unknown,
): Promise<WallCheckResult> {
  const code = wall.initializationError;
  const defaults = withInitDefaults(input);
  if (!defaults.ok) return report(`${wall.label}: ${defaults.message}`, code, onErrorOf(input));
  const parsed = wall.parse(defaults.merged);
  if (!parsed.ok) return report(parsed.message, code, onErrorOf(defaults.merged));
  const { options } = parsed;
  const problem = identityProblem(options);
  if (problem) return report(problem, code, options);
  warnUnsupportedLanguage(options.i18n);
  const runtime = wall.createRuntime(options, browserStore(), createIdempotencyKey);
  return withCatalog(
    wall.store,
    options.i18n.lang,
    // The wall up (if one is) was shown by the current runtime's check: a check while it is up sets none.
    wall.runtime()?.options.i18n.lang,
    () => wall.runtime() === runtime,
    () => {
      wall.setRuntime(runtime);
      return wall.run(runtime);
    },
    () =>
      wall.host.mountWall(
        { nonce: options.nonce, lang: options.i18n.lang, messages: options.i18n.messages },
        wall.store.branding?.orgTranslations ?? null,
      ),
  );
}

const CHECKS: Record<WallKind, (input: unknown) => Promise<WallCheckResult>> = {
  pause: (input) => checkWall(PAUSE_WALL, input),
  'failed-payment': (input) => checkWall(FAILED_PAYMENT_WALL, input),
};

/**
 * check(kind, options): shows the pause wall ('pause') or the failed-payment wall ('failed-payment') when it
 * applies. Options fall back to those given to init. Resolves to `{ ok, shown, skipped }` once the wall is
 * up (or known not to apply), or `{ ok: false, message }`; never rejects.
 */
export async function check(kind: unknown, options?: unknown): Promise<WallCheckResult> {
  // The walls' English texts travel in this chunk: in before a check can show a wall.
  registerEnglish(enWalls);
  registerEnglish(enCancelConfirm);
  try {
    if (isWallKind(kind)) return await once(kind, () => CHECKS[kind](options));
    return report(
      `check: unknown wall '${String(kind)}' (expected ${WALL_KINDS.map((k) => `'${k}'`).join(' or ')})`,
      'INVALID_CHECK',
      onErrorOf(options),
    );
  } catch (error) {
    return report(`check('${String(kind)}') failed: ${String(error)}`, 'CHECK_ERROR', onErrorOf(options));
  }
}

/** hidePauseWall(): closes the pause wall whatever its state (onPauseWallClosed follows). */
export function hidePauseWall() {
  PAUSE_WALL.hideNow();
  return { ok: true };
}

/** hideFailedPaymentWall(): closes the failed-payment wall whatever its state. */
export function hideFailedPaymentWall() {
  FAILED_PAYMENT_WALL.hideNow();
  return { ok: true };
}

/**
 * Forgets the skip-check results (the storage keys of both walls are cleared together, spec §9) and the
 * wall's state; an open wall closes.
 */
function clearWallState<O extends WallOptions>(wall: WallDescriptor<O>) {
  clearSkipChecks(browserStore());
  wall.hideNow();
  wall.host.unmountWall();
  wall.reset();
  return { ok: true };
}

/** clearPauseWallState(): forgets the skip-check results and the pause wall's state; an open pause wall closes. */
export function clearPauseWallState() {
  return clearWallState(PAUSE_WALL);
}

/** clearFailedPaymentWallState(): the same for the failed-payment wall. */
export function clearFailedPaymentWallState() {
  return clearWallState(FAILED_PAYMENT_WALL);
}
