import type {
  Blueprint,
  Coupon,
  CreateIssue,
  Mode,
  OfferType,
  Plan,
  Provider,
  ProviderSettings,
  Session,
  Subscription,
} from '../../../contract/schemas/index.ts';
import type { OfferOf } from '../../../contract/schemas/offer.ts';

/** Everything offer visibility reads. Offers arrive with dynamic plans and coupon already substituted. */
export interface OfferVisibilityContext {
  /** The subscription the flow acts on. */
  subscription: Subscription;
  provider: Provider;
  mode: Mode;
  preview: boolean;
  orgProviderSettings: ProviderSettings;
  /** The customer's past sessions (cooldowns, trial extension once, Braintree pause). */
  sessions: readonly Session[];
  /** Live coupons. */
  coupons: readonly Coupon[];
  /** Test coupons: TEST mode shows them in a coupon selector instead of checking the offer's coupon. */
  testCoupons: readonly Coupon[];
  offerPlans: readonly Plan[];
  testPlans: readonly Plan[];
  /** The blueprint's cooldowns, in months (null: none configured). */
  cooldowns: Pick<Blueprint, 'discountCooldown' | 'pauseCooldown'>;
  now: Date;
}

/** The modes that show an offer anyway although one of its skip checks applies. */
export interface Relaxation {
  /** TEST mode shows the offer anyway. */
  test: boolean;
  /** Preview shows the offer anyway. */
  preview: boolean;
}

/*
 * "TEST relaxes skip checks" (spec §6) is read as exactly the checks the spec qualifies: the coupon must exist
 * "unless test or preview"; plan change is skipped without valid plans "not in test mode"; trial extension is
 * checked only "live, non-preview" (so TEST may extend a trial repeatedly, spec §2). The pause rules, the
 * cooldowns and the custom-amount requirement hold in every mode. Each check names its relaxation beside it.
 */
/** Checked in every mode, preview included. */
export const ALWAYS_CHECKED: Relaxation = { test: false, preview: false };
/** Checked only live and outside preview. */
export const LIVE_ONLY: Relaxation = { test: true, preview: true };
/** Relaxed in TEST mode only. */
export const LIVE_AND_PREVIEW: Relaxation = { test: true, preview: false };

/** Whether the context's mode or preview relaxes a check with this relaxation. */
export function isRelaxed(relaxation: Relaxation, context: OfferVisibilityContext): boolean {
  return (context.mode === 'TEST' && relaxation.test) || (context.preview && relaxation.preview);
}

/** The verdict on one offer, with an issue to file when one came up (a missing coupon, bad cooldown data). */
export type OfferVisibility<R extends string = string> =
  | { visible: true; issue?: CreateIssue }
  | { visible: false; reason: R; issue?: CreateIssue };

/** The outcome of one check: skip or not, and possibly an issue to file either way. */
export interface CheckOutcome {
  skip: boolean;
  issue?: CreateIssue;
}

/**
 * One skip rule of an offer type (spec §5), named by the reason it reports (kebab-case, prefixed with the
 * offer type, unique across types: the server reports it as `hiddenBecause`), with the modes that relax it.
 */
export interface SkipCheck<K extends OfferType> {
  reason: string;
  relaxed: Relaxation;
  applies: (offer: OfferOf<K>, context: OfferVisibilityContext) => boolean | CheckOutcome;
}

/**
 * Runs the checks in order, leaving out those the context relaxes (a relaxed check is not even evaluated, so it
 * files no issue). The first check that applies decides; the first issue met is kept.
 */
export function runChecks<K extends OfferType>(
  offer: OfferOf<K>,
  context: OfferVisibilityContext,
  checks: readonly SkipCheck<K>[],
): OfferVisibility {
  let issue: CreateIssue | undefined;
  for (const check of checks) {
    if (isRelaxed(check.relaxed, context)) continue;
    const result = check.applies(offer, context);
    const outcome: CheckOutcome = typeof result === 'boolean' ? { skip: result } : result;
    issue ??= outcome.issue;
    if (outcome.skip)
      return issue
        ? { visible: false, reason: check.reason, issue }
        : { visible: false, reason: check.reason };
  }
  return issue ? { visible: true, issue } : { visible: true };
}
