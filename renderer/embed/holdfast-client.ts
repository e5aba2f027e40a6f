/**
 * The imperative API of the npm package: the same operations as `window.holdfast` (spec §1), with types.
 * It wraps the untyped implementation the script-tag core installs ({@link HoldfastApi}): arguments are
 * typed for the host, and answers are narrowed at run time (never cast), so every method returns a promise
 * of what it documents and never throws.
 */
import * as v from 'valibot';
import { isRecord } from '../../contract/is-record.ts';
import {
  type BrandingInput,
  type SessionResults,
  SessionResultsSchema,
} from '../../contract/schemas/index.ts';
import { ownEntries } from '../../contract/schemas/own-entries.ts';
import type { FailedPaymentWallOptions } from '../state/failed-payment-wall/options.ts';
import type { InitOptions } from '../state/init-options.ts';
import type { ManagedFlowOptions } from '../state/managed-flow/options.ts';
import type { PauseWallOptions } from '../state/pause-wall/options.ts';
import type { WallCheckResult } from '../state/walls/check-result.ts';
import type { HoldfastApi } from './api-types.ts';
import { createHoldfast } from './holdfast.ts';
import type { WallKind } from './wall-kinds.ts';

/** What init, update and the other checked operations answer: ok, or the message also sent to onError. */
export type OperationResult = { ok: true } | { ok: false; message: string };

/** The walls `check` can show (spec §1: the pause wall and the failed-payment wall). */
export type { WallKind } from './wall-kinds.ts';

/**
 * The options of `check(kind, options)`: the customer's identity and the callbacks, as for `init` (each
 * falls back to init's), and each wall's own: `handleResume`, `handleLogout`, the pause wall's callbacks;
 * `gracePeriodDays`, `soft`, `stripe` / `publishableKeys`, `handleFailedPaymentWallCancel` and the
 * failed-payment wall's callbacks. Each wall reads its own and ignores the rest.
 */
export type WallOptions = InitOptions & PauseWallOptions & FailedPaymentWallOptions;

export type { FailedPaymentWallOptions, ManagedFlowOptions, PauseWallOptions, WallCheckResult };

/** Template attributes: scalar values only. */
export type CustomerAttributes = Record<string, string | number | boolean | null>;

/** The typed `holdfast` object of the npm package. */
export interface Holdfast {
  /** Validates the options (spec §5) and prepares the cancel flow; nothing is fetched yet. */
  init(options: InitOptions): Promise<OperationResult>;
  /** Starts a new session and opens the cancel flow (modal, or inline in `target`). */
  show(): Promise<void>;
  /**
   * Switches to lite mode (cancellation insights: survey, confirm and freeform steps, the cancel reported to
   * `onCancel`) and shows (spec §4 Widget calls). Refused, as `init` would, without an `onCancel`.
   */
  insight(): Promise<OperationResult>;
  /** Closes the flow as the customer would: an unfinished session is sent as aborted, then onClose. */
  hide(): Promise<void>;
  /** Forgets the session and the customer's data and removes the widget. */
  clearState(): Promise<void>;
  /** The session results as they would be sent now; null before init. */
  getSessionData(): Promise<SessionResults | null>;
  /** Replaces the organisation's branding (validated) for the open flow. */
  updateBranding(branding: BrandingInput): Promise<OperationResult>;
  /** Merges template attributes and reports them to the backend. */
  updateCustomerAttributes(attributes: CustomerAttributes): Promise<OperationResult>;
  /** Records a custom event of the host's. */
  event(name: string, properties?: Record<string, unknown>): Promise<OperationResult>;
  /** Changes init options (merged with the current ones); takes effect at the next show. */
  update(options: Partial<InitOptions>): Promise<OperationResult>;
  /**
   * Shows the pause wall when the customer's subscription is paused (spec §4 Pause wall display). Options
   * left out fall back to those given to `init`.
   */
  check(kind: 'pause', options?: PauseWallOptions): Promise<WallCheckResult>;
  /**
   * Shows the failed-payment wall when the customer has failed invoices. Options left out fall back to
   * those given to `init`.
   */
  check(kind: 'failed-payment', options?: FailedPaymentWallOptions): Promise<WallCheckResult>;
  hidePauseWall(): Promise<void>;
  hideFailedPaymentWall(): Promise<void>;
  /** Forgets the pause wall's 24-hour skip-check cache (spec §4 Check skipping). */
  clearPauseWallState(): Promise<void>;
  /** Forgets the failed-payment wall's 24-hour skip-check cache. */
  clearFailedPaymentWallState(): Promise<void>;
  /** The managed flow: e-mail verification, then the cancel flow for the verified customer. */
  managedFlow(action: 'show', options: ManagedFlowOptions): Promise<OperationResult>;
  hideManagedFlow(): Promise<void>;
  clearManagedFlowState(): Promise<void>;
}

/**
 * Narrows an operation's answer. Operations answer `{ ok: false, message }` when they reported a problem;
 * anything else (including no answer) means the operation went ahead.
 */
export function toOperationResult(value: unknown): OperationResult {
  if (isRecord(value) && value.ok === false) {
    return { ok: false, message: typeof value.message === 'string' ? value.message : 'failed' };
  }
  return { ok: true };
}

/** Narrows `check`'s answer: `{ ok, shown, skipped, reason? }`, or the problem it reported. */
export function toWallCheckResult(value: unknown): WallCheckResult {
  if (!isRecord(value) || value.ok !== true) {
    const failed = toOperationResult(value);
    return failed.ok ? { ok: false, message: 'the wall check gave no answer' } : failed;
  }
  const result: WallCheckResult = { ok: true, shown: value.shown === true, skipped: value.skipped === true };
  if (typeof value.reason === 'string') result.reason = value.reason;
  return result;
}

/** Calls one operation; a throwing implementation becomes a rejected promise, never a synchronous throw. */
function call(api: HoldfastApi, method: keyof HoldfastApi, args: unknown[]): Promise<unknown> {
  try {
    return Promise.resolve(api[method](...args));
  } catch (error) {
    return Promise.reject(error);
  }
}

const settled = (): undefined => undefined;

/** Wraps an implementation (by default a fresh {@link createHoldfast}) in the typed {@link Holdfast}. */
export function createHoldfastClient(api: HoldfastApi = createHoldfast()): Holdfast {
  const result = (method: keyof HoldfastApi, ...args: unknown[]) =>
    call(api, method, args).then(toOperationResult);
  const done = (method: keyof HoldfastApi, ...args: unknown[]) => call(api, method, args).then(settled);
  return {
    init: (options) => result('init', options),
    show: () => done('show'),
    insight: () => result('insight'),
    hide: () => done('hide'),
    clearState: () => done('clearState'),
    getSessionData: () =>
      call(api, 'getSessionData', []).then((value) => {
        const parsed = v.safeParse(ownEntries(SessionResultsSchema), value);
        return parsed.success ? parsed.output : null;
      }),
    updateBranding: (branding) => result('updateBranding', branding),
    updateCustomerAttributes: (attributes) => result('updateCustomerAttributes', attributes),
    event: (name, properties) => result('event', name, properties ?? {}),
    update: (options) => result('update', options),
    check: (kind: WallKind, options?: PauseWallOptions | FailedPaymentWallOptions) =>
      call(api, 'check', [kind, options]).then(toWallCheckResult),
    hidePauseWall: () => done('hidePauseWall'),
    hideFailedPaymentWall: () => done('hideFailedPaymentWall'),
    clearPauseWallState: () => done('clearPauseWallState'),
    clearFailedPaymentWallState: () => done('clearFailedPaymentWallState'),
    managedFlow: (action, options) => result('managedFlow', action, options),
    hideManagedFlow: () => done('hideManagedFlow'),
    clearManagedFlowState: () => done('clearManagedFlowState'),
  };
}

/**
 * The implementation behind the package's `holdfast` and its React components. The experiences keep
 * their state in module-level stores, so there is one of each per page whichever object calls them.
 */
export const holdfastApi: HoldfastApi = createHoldfast();

/** The npm package's `holdfast`: typed, promise-returning, never throwing. */
export const holdfast: Holdfast = createHoldfastClient(holdfastApi);
