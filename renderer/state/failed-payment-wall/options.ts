import * as v from 'valibot';
import type { Mode } from '../../../contract/schemas/index.ts';
import { ownEntries } from '../../../contract/schemas/own-entries.ts';
import { DEFAULT_GRACE_PERIOD_DAYS } from '../../domain/constants.ts';
import type { HostCallbacks } from '../init-options.ts';
import { callbackOption, describeIssues, type WallBaseOptions, WallBaseSchema } from '../walls/options.ts';

type AnyFunction = (...args: never[]) => unknown;

/**
 * A Stripe.js instance as `loadStripe` from @stripe/stripe-js gives it, or anything with the same contract:
 * the functions @stripe/react-stripe-js checks before it accepts an instance, plus the card setup
 * confirmation the wall calls.
 */
export interface StripeLike {
  elements: AnyFunction;
  createToken: AnyFunction;
  createPaymentMethod: AnyFunction;
  confirmCardPayment: AnyFunction;
  confirmCardSetup: AnyFunction;
}

const STRIPE_FUNCTIONS = [
  'elements',
  'createToken',
  'createPaymentMethod',
  'confirmCardPayment',
  'confirmCardSetup',
] as const satisfies readonly (keyof StripeLike)[];

/** True for an object with every function of {@link StripeLike}. */
export function isStripeLike(value: unknown): value is StripeLike {
  if (typeof value !== 'object' || value === null) return false;
  return STRIPE_FUNCTIONS.every((name) => typeof Reflect.get(value, name) === 'function');
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'then') === 'function';
}

/** Loads Stripe.js for a publishable key (the signature of @stripe/stripe-js's loadStripe). */
export type LoadStripe = (
  publishableKey: string,
  options?: { stripeAccount?: string },
) => PromiseLike<StripeLike | null> | StripeLike | null;

/** Where the card form's Stripe comes from: an instance, a loader, and the publishable keys per mode. */
export interface StripeSource {
  /** A Stripe.js instance (or a promise of one): used as it is, whatever the mode. */
  stripe?: StripeLike | PromiseLike<StripeLike | null>;
  /** Replaces @stripe/stripe-js's loadStripe (called with the publishable key of the mode). */
  loadStripe?: LoadStripe;
  /** The organisation's Stripe publishable keys; TEST mode uses `test`, LIVE mode `live`. */
  publishableKeys?: { test?: string; live?: string };
}

const FailedPaymentWallOptionsSchema = v.object({
  ...WallBaseSchema.entries,
  gracePeriodDays: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0)), DEFAULT_GRACE_PERIOD_DAYS),
  ignoreInvoicesWithoutAttempts: v.optional(v.boolean(), false),
  hideDuringGracePeriod: v.optional(v.boolean(), false),
  soft: v.optional(v.boolean(), false),
  stripe: v.optional(
    v.custom<StripeLike | PromiseLike<StripeLike | null>>(
      (value) => isStripeLike(value) || isThenable(value),
      'stripe must be a Stripe.js instance (or a promise of one)',
    ),
  ),
  loadStripe: v.optional(
    v.custom<LoadStripe>((value) => typeof value === 'function', 'loadStripe must be a function'),
  ),
  publishableKeys: v.optional(
    v.object({
      test: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1))),
      live: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1))),
    }),
    {},
  ),
  handleFailedPaymentWallCancel: callbackOption('handleFailedPaymentWallCancel'),
  handleLogout: callbackOption('handleLogout'),
  handleSupportRequest: callbackOption('handleSupportRequest'),
  onUpdatePaymentInformation: callbackOption('onUpdatePaymentInformation'),
  onError: callbackOption('onError'),
  onFailedPaymentWallActivated: callbackOption('onFailedPaymentWallActivated'),
  onFailedPaymentWallClosed: callbackOption('onFailedPaymentWallClosed'),
});

/** The callbacks of the failed-payment wall (spec §6). */
export type FailedPaymentWallCallbacks = Pick<
  HostCallbacks,
  | 'handleFailedPaymentWallCancel'
  | 'handleLogout'
  | 'handleSupportRequest'
  | 'onUpdatePaymentInformation'
  | 'onError'
  | 'onFailedPaymentWallActivated'
  | 'onFailedPaymentWallClosed'
>;

/**
 * `check('failed-payment', options)` (STRIPE only): the identity of init (each option falls back to the value
 * given to init), the wall's rules, where Stripe comes from, and the wall's callbacks.
 * `handleFailedPaymentWallCancel` shows the cancel link, `handleSupportRequest` the get-help link and
 * `handleLogout` the log-out link.
 */
export interface FailedPaymentWallOptions extends WallBaseOptions, StripeSource, FailedPaymentWallCallbacks {
  /** Days an invoice stays within its grace period, during which the customer may leave the wall (default 0). */
  gracePeriodDays?: number;
  /** Hide the wall during the grace period instead of showing it as a wall the customer may leave. Default false. */
  hideDuringGracePeriod?: boolean;
  /** Ignore failed invoices that were never attempted (spec §5). */
  ignoreInvoicesWithoutAttempts?: boolean;
  /** A soft wall: the customer may always leave it. */
  soft?: boolean;
}

export type ResolvedFailedPaymentWallOptions = v.InferOutput<typeof FailedPaymentWallOptionsSchema>;

/** The publishable key of the mode (spec §7: chosen by test or live mode); null when none was given. */
export function publishableKeyFor(
  keys: ResolvedFailedPaymentWallOptions['publishableKeys'],
  mode: Mode,
): string | null {
  return (mode === 'TEST' ? keys.test : keys.live) ?? null;
}

/**
 * Validates the failed-payment wall's options. The card form needs a Stripe: an instance, or a publishable
 * key for the mode; without either the wall could not take a card, so the check does not start.
 */
export function parseFailedPaymentWallOptions(
  input: unknown,
): { ok: true; options: ResolvedFailedPaymentWallOptions } | { ok: false; message: string } {
  const parsed = v.safeParse(ownEntries(FailedPaymentWallOptionsSchema), input);
  if (!parsed.success) return { ok: false, message: `Failed-payment wall: ${describeIssues(parsed.issues)}` };
  const options = parsed.output;
  if (!options.stripe && !publishableKeyFor(options.publishableKeys, options.mode)) {
    return {
      ok: false,
      message: `Failed-payment wall: publishableKeys.${options.mode.toLowerCase()} (or a stripe instance) is required for the card form`,
    };
  }
  return { ok: true, options };
}
