import type { Subscription } from '../../../contract/schemas/index.ts';
import type { OfferOf } from '../../../contract/schemas/offer.ts';
import { CHANGE_IN_EFFECT } from '../../domain/change-in-effect.ts';
import { type CouponDisplay, couponDurationMonths } from '../../domain/coupons.ts';
import { customDiscountDisplay, customDiscountOf } from '../../domain/custom-discount.ts';
import { pauseInfo } from '../../domain/pause-info.ts';
import type { ChosenPause } from '../../domain/pause-options.ts';
import { usesCustomAmountDiscount } from '../../domain/providers.ts';
import { fromUnixSeconds, subscriptionPrice } from '../../domain/subscription.ts';
import { notify } from '../callbacks.ts';
import { currentSubscription, resolveOffer } from './context.ts';
import { hostCustomer } from './host-customer.ts';
import { planSwitch } from './plan-switch.ts';
import { acceptedOfferOf, runAction, type StartComplete } from './run-action.ts';
import { flowRuntime } from './runtime.ts';
import { flow } from './store.ts';
import { discountCouponId } from './test-mode-picks.ts';

declare module './store.ts' {
  interface OfferCompleteScreens {
    /** The subscription is paused until `resumesAt` (or, soft, runs to `termEnd` first). */
    PAUSED: { resumesAt: string | null; soft: boolean; termEnd: string | null };
    /** `custom`: the display form of a custom-amount discount (no coupon to look up). */
    DISCOUNT_APPLIED: { couponId: string; custom?: CouponDisplay };
    TRIAL_EXTENDED: { trialEnd: string | null; days: number };
    PLAN_CHANGED: { planId: string };
  }
}

// The cancel lives with the leave actions in the first step's chunk; these offers load with their views.
export { cancelSubscription } from './cancel-action.ts';
export { choiceValue } from './host-customer.ts';

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The 'discount already accepted' start screen (spec §4 Flow start), unless the host bypasses it. */
function alreadyDiscounted(bypass: boolean, after: Subscription): StartComplete | null {
  return after.discount && !bypass ? { kind: 'COMPLETE_DISCOUNT_ACCEPTED', discount: after.discount } : null;
}

/** Accept the pause offer with a validated choice (spec §4 Actions, §7 stripe/pause). */
export function acceptPause(offer: OfferOf<'PAUSE'>, pause: ChosenPause): Promise<void> {
  const runtime = flowRuntime();
  if (!runtime) return Promise.resolve();
  const choice = {
    pauseDuration: pause.duration,
    pauseInterval: pause.interval,
    pauseEndDate: isoDate(pause.resumesAt),
  };
  return runAction({
    kind: 'PAUSE',
    accepted: acceptedOfferOf(offer, { pauseDuration: pause.duration, pauseInterval: pause.interval }),
    offerOptions: { ...choice, newPlanId: null, newPlanPrice: null },
    errorKey: 'error.pause',
    perform: (idempotencyKey) =>
      runtime.api.pause(
        { duration: pause.duration, interval: pause.interval, date: choice.pauseEndDate },
        { idempotencyKey },
      ),
    handler: runtime.options.handlePause ? () => runtime.options.handlePause?.(hostCustomer(), choice) : null,
    complete: () => {
      const subscription = currentSubscription(flow);
      const info = subscription
        ? pauseInfo(subscription, runtime.options.provider, flow.data?.sessions ?? [], runtime.now())
        : null;
      return {
        kind: 'PAUSED',
        resumesAt: (info?.resumesAt ?? pause.resumesAt).toISOString(),
        soft: info?.soft ?? false,
        termEnd: info?.resumptionTermEnd?.toISOString() ?? null,
      };
    },
    notifyHost: () => notify(runtime.options, 'onPause', hostCustomer(), choice),
    inEffect: CHANGE_IN_EFFECT.pause,
    already: (after) =>
      runtime.options.bypassPauseAppliedScreen
        ? null
        : {
            kind: 'COMPLETE_ALREADY_PAUSED',
            pause: pauseInfo(after, runtime.options.provider, flow.data?.sessions ?? [], runtime.now()),
          },
  });
}

/**
 * Accept the discount offer; in TEST mode the coupon chosen in the test selector (spec §2). Custom-amount
 * providers have no coupons: they send the offer's customerAmount and customDuration instead (spec §5).
 */
export function acceptDiscount(offer: OfferOf<'DISCOUNT'>): Promise<void> {
  const runtime = flowRuntime();
  if (!runtime) return Promise.resolve();
  const resolved = resolveOffer(flow, runtime, offer).offer;
  const blueprintId = flow.data?.blueprint._id ?? null;
  const config = resolved.offerType === 'DISCOUNT' ? resolved.discountConfig : offer.discountConfig;
  const custom = usesCustomAmountDiscount(runtime.options.provider) ? customDiscountOf(config) : null;
  if (custom) {
    const subscription = currentSubscription(flow);
    const currency = subscription ? (subscriptionPrice(subscription)?.currency ?? null) : null;
    const couponId = config.couponId;
    return runAction({
      kind: 'DISCOUNT',
      accepted: acceptedOfferOf(resolved, { couponDuration: custom.customDuration }),
      offerOptions: null,
      errorKey: 'error.discount',
      perform: (idempotencyKey) =>
        runtime.api.applyDiscount({ coupon: null, ...custom, blueprintId }, { idempotencyKey }),
      handler: runtime.options.handleDiscount
        ? () => runtime.options.handleDiscount?.(hostCustomer(), { couponId, ...custom })
        : null,
      complete: () => ({
        kind: 'DISCOUNT_APPLIED',
        couponId,
        custom: customDiscountDisplay(custom, currency),
      }),
      notifyHost: () => notify(runtime.options, 'onDiscount', hostCustomer(), { couponId, ...custom }),
      inEffect: (before, after) => CHANGE_IN_EFFECT.discount(before, after, null),
      already: (after) => alreadyDiscounted(runtime.options.bypassDiscountAppliedScreen, after),
    });
  }
  const test = runtime.options.mode === 'TEST';
  const couponId = discountCouponId(flow, resolved, test);
  const coupons = test ? (flow.data?.testCoupons ?? []) : (flow.data?.coupons ?? []);
  const coupon = coupons.find((candidate) => candidate.id === couponId) ?? null;
  return runAction({
    kind: 'DISCOUNT',
    accepted: acceptedOfferOf(resolved, {
      discountConfig: { couponId },
      couponDuration: coupon ? couponDurationMonths(coupon) : null,
    }),
    offerOptions: null,
    errorKey: 'error.discount',
    perform: (idempotencyKey) =>
      runtime.api.applyDiscount({ coupon: couponId, blueprintId }, { idempotencyKey }),
    handler: runtime.options.handleDiscount
      ? () => runtime.options.handleDiscount?.(hostCustomer(), { couponId })
      : null,
    complete: () => ({ kind: 'DISCOUNT_APPLIED', couponId }),
    notifyHost: () => notify(runtime.options, 'onDiscount', hostCustomer(), { couponId }),
    inEffect: (before, after) => CHANGE_IN_EFFECT.discount(before, after, couponId),
    already: (after) => alreadyDiscounted(runtime.options.bypassDiscountAppliedScreen, after),
  });
}

/** Accept the trial extension (spec §7 stripe/extend-trial). */
export function acceptTrialExtension(offer: OfferOf<'TRIAL_EXTENSION'>): Promise<void> {
  const runtime = flowRuntime();
  if (!runtime) return Promise.resolve();
  const days = offer.trialExtensionConfig.trialExtensionDays;
  return runAction({
    kind: 'TRIAL_EXTENSION',
    accepted: acceptedOfferOf(offer),
    offerOptions: null,
    errorKey: 'error.trialExtension',
    perform: (idempotencyKey) =>
      runtime.api.extendTrial({ days, blueprintId: flow.data?.blueprint._id ?? null }, { idempotencyKey }),
    handler: runtime.options.handleTrialExtension
      ? () => runtime.options.handleTrialExtension?.(hostCustomer(), { trialExtensionDays: days })
      : null,
    complete: () => {
      const trialEnd = currentSubscription(flow)?.trial_end;
      return {
        kind: 'TRIAL_EXTENDED',
        days,
        trialEnd: trialEnd ? fromUnixSeconds(trialEnd).toISOString() : null,
      };
    },
    notifyHost: () =>
      notify(runtime.options, 'onTrialExtension', hostCustomer(), { trialExtensionDays: days }),
    inEffect: CHANGE_IN_EFFECT.trialExtension,
  });
}

/** Switch to a plan of the plan-change offer (spec §7 stripe/update-plan). */
export function acceptPlanChange(offer: OfferOf<'PLAN_CHANGE'>, planId: string): Promise<void> {
  const runtime = flowRuntime();
  if (!runtime) return Promise.resolve();
  const plans = runtime.options.mode === 'TEST' ? flow.data?.testPlans : flow.data?.offerPlans;
  const plan = plans?.find((candidate) => candidate.id === planId) ?? null;
  return runAction({
    kind: 'PLAN_CHANGE',
    ...planSwitch(runtime, planId, plan),
    accepted: acceptedOfferOf(offer),
    errorKey: 'error.planChange',
    noAnswerErrorKey: 'error.planChangeNoResponse',
    complete: () => ({ kind: 'PLAN_CHANGED', planId }),
  });
}
