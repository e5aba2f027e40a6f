/**
 * The money actions of spec §7 (stripe/pause, resume, cancel, discount, extend-trial, update-plan): each
 * runs once per Idempotency-Key (services/idempotency.ts), is checked against what the customer was served
 * (services/offer-checks.ts), and is carried out by the billing provider under a provider-side key derived
 * from ours, so even a crash between the provider's change and our kept answer never acts twice.
 */

import { createHash } from 'node:crypto';
import { refusesOffers } from '../../contract/cancel-scheduled.ts';
import { CUSTOMER_TOKEN_TEXTS } from '../../contract/customer-token-check.ts';
import type {
  ActionAnswer,
  CancelRequest,
  DiscountRequest,
  ExtendTrialRequest,
  PauseRequest,
  ResumeRequest,
  Subscription,
  UpdatePlanRequest,
} from '../../contract/schemas/index.ts';
import { planPause } from '../../renderer/domain/pause-plan.ts';
import { customAmountCoupon } from '../../renderer/domain/subscription-changes.ts';
import { BillingError, type ChangeOptions } from '../providers/billing-provider.ts';
import {
  type Accepted,
  acceptedDiscount,
  acceptedPause,
  acceptedPlanChange,
  acceptedTrialExtension,
} from './accepted-offers.ts';
import type { KnownCaller } from './caller.ts';
import type { ServiceDeps } from './deps.ts';
import { idempotently, type Replayable, requestHash } from './idempotency.ts';
import { MESSAGES } from './messages.ts';
import { namedSubscription } from './named-subscription.ts';
import { checkDiscount, checkPause, checkPlan, checkTrialDays } from './offer-checks.ts';
import { failure, type Outcome, success } from './outcome.ts';
import { loadCatalog, servedOffers } from './served-offers.ts';
import { announceAction } from './webhooks.ts';

export type ActionOutcome = Outcome<ActionAnswer>;

interface ActionInput {
  deps: ServiceDeps;
  caller: KnownCaller;
  subscription: Subscription;
  options: ChangeOptions;
  /** Names the offer this action accepts: kept with its answer when the provider's change succeeds. */
  accept: (accepted: Accepted) => void;
}

/** The money actions that accept a retention offer. */
const RETENTION_OFFERS: ReadonlySet<string> = new Set(['pause', 'discount', 'extendTrial', 'updatePlan']);

/** The caller with their customer read again from the billing provider; null when the customer is gone. */
async function freshCaller(deps: ServiceDeps, caller: KnownCaller): Promise<KnownCaller | null> {
  const { app, provider, claimedId, mode } = caller;
  const customer = await deps.billing.findCustomer(app.appId, provider, claimedId, mode);
  return customer ? { ...caller, customer } : null;
}

/** Provider errors are answers too (a declined card, a state the provider refuses), kept like any other. */
async function provider(change: () => Promise<Subscription>): Promise<ActionOutcome> {
  try {
    return success({ subscription: await change() });
  } catch (error) {
    if (error instanceof BillingError) {
      return failure(error.kind === 'declined' ? 'payment-failed' : 'invalid', error.message);
    }
    throw error;
  }
}

/**
 * Runs one money action under its Idempotency-Key: finds the subscription, refuses a canceled one, then
 * lets `act` check and carry out the change.
 */
export function runMoneyAction(
  deps: ServiceDeps,
  caller: KnownCaller,
  call: { name: string; key: string; body: unknown; subscriptionId: string | null },
  act: (input: ActionInput) => Promise<ActionOutcome>,
): Promise<Replayable<ActionAnswer>> {
  const scope = { appId: caller.app.appId, customerKey: caller.customerKey, key: call.key };
  let accepted: Accepted | null = null;
  const accept = (offer: Accepted) => {
    accepted = offer;
  };
  const announce = announceAction(deps, caller, call.name);
  return idempotently(
    deps.idempotency,
    scope,
    requestHash(call.name, call.body),
    deps.now,
    async (takeover) => {
      if (caller.subscriptionBound && call.subscriptionId && call.subscriptionId !== caller.subscriptionId)
        return failure('unauthenticated', CUSTOMER_TOKEN_TEXTS.foreign('another subscription'));
      // Ours is scoped to app and customer; the provider's must be too, and unique per intent.
      const options = { idempotencyKey: `${scope.appId}:${scope.customerKey}:${call.key}`, now: deps.now() };
      if (takeover) {
        // The first request died; if its change was made, that change is this request's answer — checking
        // the offer again would refuse it (the pause is scheduled now, the trial already extended).
        const changed = await deps.billing.subscriptionChangedUnder?.(
          caller.customer,
          options.idempotencyKey,
        );
        if (changed) return success({ subscription: changed });
      }
      // The customer as the provider holds them now, not as the request found them: the key's claim makes
      // this customer's actions run one at a time (migration 013), so this read follows every change an
      // earlier action made — a cancel from another tab, another offer's plan change — and the checks below
      // see it. The customer read before the claim may predate them.
      const current = await freshCaller(deps, caller);
      if (!current) return failure('not-found', MESSAGES.customerNotFound);
      const subscription = namedSubscription(current, call.subscriptionId ?? current.subscriptionId);
      if (!subscription) return failure('not-found', MESSAGES.noSubscription);
      if (subscription.status === 'canceled') return failure('invalid', MESSAGES.subscriptionCanceled);
      // contract/cancel-scheduled.ts: an offer accepted from a flow opened before the cancel (another tab).
      if (RETENTION_OFFERS.has(call.name) && refusesOffers(subscription))
        return failure('invalid', MESSAGES.cancelScheduled);
      return act({ deps, caller: current, subscription, options, accept });
    },
    async (outcome) => {
      const announced = await announce(outcome);
      const offer: Accepted | null = outcome.ok ? accepted : null;
      if (!offer) return announced;
      // The accepted offer is kept with the answer, and with the webhook event when there is one.
      return {
        ...announced,
        acceptedOffer: { ...scope, idempotencyKey: scope.key, ...offer, at: deps.now() },
      };
    },
  );
}

export async function pause(
  { deps, caller, subscription, options, accept }: ActionInput,
  request: PauseRequest,
) {
  const plan = planPause(subscription, request, options.now);
  if (!plan.ok) return failure('invalid', plan.message);
  const catalog = await loadCatalog(deps, caller);
  const served = await servedOffers(deps, caller, catalog, subscription);
  const allowed = checkPause(caller, served, subscription, request, options.now);
  if (!allowed.ok) return allowed;
  accept(acceptedPause(served, request));
  return provider(() => deps.billing.pause(caller.customer, subscription.id, plan, options));
}

export async function resume({ deps, caller, subscription, options }: ActionInput, _request: ResumeRequest) {
  // Resuming is the pause wall's own button: no offer is involved, only the customer's pause.
  if (!subscription.pause_collection) return failure('invalid', MESSAGES.subscriptionNotPaused);
  return provider(() => deps.billing.resume(caller.customer, subscription.id, options));
}

export async function cancel({ deps, caller, subscription, options }: ActionInput, request: CancelRequest) {
  // A customer may always cancel: nothing to check against what was served.
  return provider(() =>
    deps.billing.cancel(caller.customer, subscription.id, request.cancelAtPeriodEnd, options),
  );
}

/**
 * A custom amount's coupon is named after the intent, so a retry of it (even past the provider's own key
 * retention) finds the coupon it made instead of making another.
 */
function customCouponId(idempotencyKey: string): string {
  return `custom_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 20)}`;
}

export async function discount(
  { deps, caller, subscription, options, accept }: ActionInput,
  request: DiscountRequest,
) {
  const catalog = await loadCatalog(deps, caller);
  const served = await servedOffers(deps, caller, catalog, subscription);
  const allowed = checkDiscount(caller, served, catalog, request, options.now);
  if (!allowed.ok) return allowed;
  accept(acceptedDiscount(served, allowed.value));
  const coupon =
    'coupon' in allowed.value
      ? allowed.value.coupon
      : customAmountCoupon(
          customCouponId(options.idempotencyKey),
          allowed.value.customerAmount,
          allowed.value.customDuration,
          subscription.items.data[0]?.price.currency ?? null,
        );
  return provider(() => deps.billing.applyDiscount(caller.customer, subscription.id, coupon, options));
}

export async function extendTrial(
  { deps, caller, subscription, options, accept }: ActionInput,
  request: ExtendTrialRequest,
) {
  if (subscription.status !== 'trialing' || subscription.trial_end == null) {
    return failure('invalid', MESSAGES.notOnTrial);
  }
  const catalog = await loadCatalog(deps, caller);
  const served = await servedOffers(deps, caller, catalog, subscription);
  const allowed = checkTrialDays(served, request.days, request.blueprintId);
  if (!allowed.ok) return allowed;
  // Spec §9: a live customer's trial is extended once; test mode may repeat it.
  if (caller.mode === 'LIVE' && (await deps.billing.hasExtendedTrial(caller.customer))) {
    return failure('invalid', MESSAGES.trialAlreadyExtended);
  }
  accept(acceptedTrialExtension(served, request.days));
  return provider(() => deps.billing.extendTrial(caller.customer, subscription.id, request.days, options));
}

export async function updatePlan(
  { deps, caller, subscription, options, accept }: ActionInput,
  request: UpdatePlanRequest,
) {
  const catalog = await loadCatalog(deps, caller);
  const served = await servedOffers(deps, caller, catalog, subscription);
  const plan = checkPlan(caller, served, catalog, subscription, request.planId);
  if (!plan.ok) return plan;
  accept(acceptedPlanChange(served, plan.value.id));
  return provider(() => deps.billing.changePlan(caller.customer, subscription.id, plan.value, options));
}
