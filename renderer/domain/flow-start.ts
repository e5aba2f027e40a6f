import type { Customer, Discount, Session, Step, Subscription } from '../../contract/schemas/index.ts';
import { cancelScheduledDate, fromUnixSeconds, type PauseInfo } from './subscription.ts';

/**
 * Where the cancel flow starts (spec §4 Flow start). The spec's order:
 *   1. no customer / no subscription → ERROR (nothing below can be read without them);
 *   2. already set to cancel at period end → complete, with the date;
 *   3. already paused (the pause-applied screen not bypassed) → complete pause message;
 *   4. a discount already accepted (its screen not bypassed) → complete discount message;
 *   5. otherwise the first step; no enabled step → ERROR.
 * Missing steps are checked last on purpose: a customer whose cancel is already scheduled is told so even
 * when the flow has no step enabled.
 */

/** Why the flow could not start. The English text is for logs; customers see the translated catalog text. */
export const FLOW_START_ERRORS = {
  NO_CUSTOMER: 'Sorry, could not find a customer with matching ID.',
  NO_SUBSCRIPTION: 'No subscription found',
  NO_STEPS: 'Please enable at least one step in your flow.',
} as const;
export type FlowStartError = keyof typeof FLOW_START_ERRORS;

/** A discount the customer accepted in an earlier session that is still in effect. */
export interface AcceptedDiscount {
  /** The discount in effect, for the complete screen. */
  discount: Discount;
  /** The session in which it was accepted. */
  session: Session;
}

export interface FlowStartInput {
  customer: Customer | null;
  subscription: Subscription | null;
  /** The decoded steps in order; only enabled ones count. */
  steps: readonly Step[];
  /** The subscription's pause, null when it is not paused (computed by the pause rules). */
  pause: PauseInfo | null;
  /** The customer's past sessions. */
  sessions: readonly Session[];
  bypassPauseAppliedScreen: boolean;
  bypassDiscountAppliedScreen: boolean;
  now: Date;
}

/** The decision: an error, a complete screen for something already in place, or the first step. */
export type FlowStart =
  | { kind: 'ERROR'; reason: FlowStartError }
  | { kind: 'COMPLETE_CANCEL_SCHEDULED'; date: Date }
  | { kind: 'COMPLETE_ALREADY_PAUSED'; pause: PauseInfo }
  | { kind: 'COMPLETE_DISCOUNT_ACCEPTED'; discount: Discount }
  | { kind: 'FIRST_STEP'; guid: string };

/** The guid of the first enabled step, or null when no step is enabled. */
export function firstStepGuid(steps: readonly Step[]): string | null {
  return steps.find((step) => step.enabled)?.guid ?? null;
}

/** The guid of the confirm step the widget adds to a flow with no enabled step ({@link withCancelStep}). */
export const FALLBACK_CONFIRM_GUID = 'holdfast-fallback-confirm';

/**
 * A customer can always cancel (issue 17): a flow with no enabled step (none at all, or all disabled, from an
 * old published version or a server that did not check) gets a confirm step with the default texts at its end,
 * instead of the spec's 'Please enable at least one step' error, which would leave the customer no way to
 * cancel (docs/spec-coverage.md, Known gaps). Returns `steps` itself when a step is enabled.
 */
export function withCancelStep(steps: readonly Step[]): readonly Step[] {
  if (firstStepGuid(steps) !== null) return steps;
  const confirm: Step = {
    guid: FALLBACK_CONFIRM_GUID,
    stepType: 'CONFIRM',
    enabled: true,
    header: '',
    description: '',
    defaultNextStep: null,
    defaultPreviousStep: null,
    offersAttached: {},
    confirmConfig: { discountNotice: null },
  };
  return [...steps, confirm];
}

function isActive(discount: Discount | null, now: Date): discount is Discount {
  return discount != null && (discount.end == null || fromUnixSeconds(discount.end) > now);
}

/**
 * The discount already accepted: a past session, not aborted, that accepted a DISCOUNT offer, while the
 * subscription (else the customer) still has a discount that has not ended. When the session recorded its
 * coupon, the discount in effect must be that coupon, so an unrelated older discount does not count.
 * The latest such session wins.
 */
export function findAcceptedDiscount(
  sessions: readonly Session[],
  subscription: Subscription | null,
  customer: Customer | null,
  now: Date,
): AcceptedDiscount | null {
  const candidates = [subscription?.discount ?? null, customer?.discount ?? null].filter(
    (discount): discount is Discount => isActive(discount, now),
  );
  if (candidates.length === 0) return null;
  const accepted = sessions
    .filter((session) => !session.aborted && session.acceptedOffer?.offerType === 'DISCOUNT')
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  for (const session of accepted) {
    const couponId = session.acceptedOffer?.discountConfig?.couponId ?? null;
    const discount = candidates.find((d) => couponId == null || couponId === '' || d.coupon.id === couponId);
    if (discount) return { discount, session };
  }
  return null;
}

/** Decides where the cancel flow starts (spec §4 Flow start). */
export function decideFlowStart(input: FlowStartInput): FlowStart {
  const { customer, subscription } = input;
  if (!customer) return { kind: 'ERROR', reason: 'NO_CUSTOMER' };
  if (!subscription) return { kind: 'ERROR', reason: 'NO_SUBSCRIPTION' };

  const cancelDate = cancelScheduledDate(subscription);
  if (cancelDate) return { kind: 'COMPLETE_CANCEL_SCHEDULED', date: cancelDate };

  if (input.pause && !input.bypassPauseAppliedScreen) {
    return { kind: 'COMPLETE_ALREADY_PAUSED', pause: input.pause };
  }

  if (!input.bypassDiscountAppliedScreen) {
    const accepted = findAcceptedDiscount(input.sessions, subscription, customer, input.now);
    if (accepted) return { kind: 'COMPLETE_DISCOUNT_ACCEPTED', discount: accepted.discount };
  }

  const guid = firstStepGuid(input.steps);
  return guid ? { kind: 'FIRST_STEP', guid } : { kind: 'ERROR', reason: 'NO_STEPS' };
}
