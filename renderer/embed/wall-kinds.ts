/**
 * The two walls as the public operations see them (embed/walls-api.ts): one descriptor per wall naming its
 * options, its check, its store and its host element, so check, hide and clear are written once for both.
 */

import type { Branding } from '../../contract/schemas/index.ts';
import type { KeyValueStore } from '../domain/skip-check.ts';
import { FAILED_PAYMENT_WALL_ERRORS, PAUSE_WALL_ERRORS } from '../domain/walls.ts';
import type { CatalogHolder } from '../state/experience-catalog.ts';
import { hideFailedPaymentWallNow } from '../state/failed-payment-wall/actions.ts';
import { runFailedPaymentWallCheck } from '../state/failed-payment-wall/check.ts';
import {
  parseFailedPaymentWallOptions,
  type ResolvedFailedPaymentWallOptions,
} from '../state/failed-payment-wall/options.ts';
import {
  createFailedPaymentWallRuntime,
  failedPaymentWallRuntime,
  setFailedPaymentWallRuntime,
} from '../state/failed-payment-wall/runtime.ts';
import { failedPaymentWall, resetFailedPaymentWall } from '../state/failed-payment-wall/store.ts';
import { hidePauseWallNow } from '../state/pause-wall/actions.ts';
import { runPauseWallCheck } from '../state/pause-wall/check.ts';
import { parsePauseWallOptions, type ResolvedPauseWallOptions } from '../state/pause-wall/options.ts';
import {
  createPauseWallRuntime,
  pauseWallRuntime,
  setPauseWallRuntime,
} from '../state/pause-wall/runtime.ts';
import { pauseWall, resetPauseWall } from '../state/pause-wall/store.ts';
import type { WallCheckResult } from '../state/walls/check-result.ts';
import type { WallIdentityOptions, WallRuntime } from '../state/walls/runtime.ts';
import { failedPaymentHost } from './failed-payment-host.tsx';
import { pauseWallHost } from './pause-wall-host.tsx';

/** The walls `check` knows. */
export const WALL_KINDS = ['pause', 'failed-payment'] as const;
export type WallKind = (typeof WALL_KINDS)[number];

export function isWallKind(value: unknown): value is WallKind {
  return WALL_KINDS.some((kind) => kind === value);
}

/** What every wall's resolved options carry beside the identity: the language and the CSP nonce. */
export type WallOptions = WallIdentityOptions & Pick<ResolvedPauseWallOptions, 'i18n' | 'nonce'>;

/** One wall, for the public operations. */
export interface WallDescriptor<O extends WallOptions> {
  /** 'Pause wall': how the console and onError name it. */
  label: string;
  /** The onError code of a check that could not start (bad options, missing identity). */
  initializationError: string;
  /** Validates the host's options (a boundary: the host may pass anything). */
  parse: (input: unknown) => { ok: true; options: O } | { ok: false; message: string };
  createRuntime: (options: O, store: KeyValueStore, newKey: () => string) => WallRuntime<O>;
  /** The current check's runtime: a check started later makes an earlier one stale. */
  runtime: () => WallRuntime<O> | null;
  setRuntime: (runtime: WallRuntime<O>) => void;
  /** Asks the server whether the wall applies and fills the store. */
  run: (runtime: WallRuntime<O>) => Promise<WallCheckResult>;
  store: CatalogHolder & { visible: boolean; branding: Branding | null };
  host: typeof pauseWallHost;
  /** Closes the wall whatever its state. */
  hideNow: () => void;
  /** Forgets the wall's state. */
  reset: () => void;
}

export const PAUSE_WALL: WallDescriptor<ResolvedPauseWallOptions> = {
  label: 'Pause wall',
  initializationError: PAUSE_WALL_ERRORS.initialization,
  parse: parsePauseWallOptions,
  createRuntime: createPauseWallRuntime,
  runtime: pauseWallRuntime,
  setRuntime: setPauseWallRuntime,
  run: runPauseWallCheck,
  store: pauseWall,
  host: pauseWallHost,
  hideNow: hidePauseWallNow,
  reset: resetPauseWall,
};

export const FAILED_PAYMENT_WALL: WallDescriptor<ResolvedFailedPaymentWallOptions> = {
  label: 'Failed-payment wall',
  initializationError: FAILED_PAYMENT_WALL_ERRORS.initialization,
  parse: parseFailedPaymentWallOptions,
  createRuntime: createFailedPaymentWallRuntime,
  runtime: failedPaymentWallRuntime,
  setRuntime: setFailedPaymentWallRuntime,
  run: runFailedPaymentWallCheck,
  store: failedPaymentWall,
  host: failedPaymentHost,
  hideNow: hideFailedPaymentWallNow,
  reset: resetFailedPaymentWall,
};
