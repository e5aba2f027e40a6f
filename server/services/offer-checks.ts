/**
 * Every money action is checked against what this customer was served (issue 19 §3): the coupon is that
 * offer's, the pause is within the offer's bounds, the plan is one of the offer's options (or a downgrade
 * offer's plan) in the customer's currency, the trial days are the configured ones, and test coupons and
 * plans need TEST mode (which only the TEST secret authenticates). Anything else is refused as forbidden, with what failed.
 */
import type {
  Coupon,
  DiscountRequest,
  OfferOf,
  PauseRequest,
  Plan,
  Subscription,
} from '../../contract/schemas/index.ts';
import { isValidCustomDate, resumeDateFor } from '../../renderer/domain/pause-options.ts';
import { usesCustomAmountDiscount } from '../../renderer/domain/providers.ts';
import { validPlans } from '../../renderer/domain/valid-plans.ts';
import type { KnownCaller } from './caller.ts';
import { MESSAGES } from './messages.ts';
import { failure, type Outcome, success } from './outcome.ts';
import { type Catalog, planGrants, type ServedOffer } from './served-offers.ts';

function offersOfType<K extends ServedOffer['offer']['offerType']>(
  served: readonly ServedOffer[],
  type: K,
  flowId: string | null = null,
): OfferOf<K>[] {
  return served
    .filter(
      (entry) =>
        entry.hiddenBecause === null &&
        entry.offer.offerType === type &&
        (flowId === null || entry.flowId === flowId),
    )
    .map((entry) => entry.offer as OfferOf<K>);
}

/** 403: nothing was served, or not this; naming why a served offer of the kind is hidden now, if one is. */
function notServed(served: readonly ServedOffer[], what: string, type: ServedOffer['offer']['offerType']) {
  if (served.length === 0) return failure('forbidden', MESSAGES.notServed);
  const hidden = served.find((entry) => entry.offer.offerType === type && entry.hiddenBecause !== null);
  return failure(
    'forbidden',
    hidden ? MESSAGES.offerHidden(what, hidden.hiddenBecause ?? '') : MESSAGES.offerNotServed(what),
  );
}

/** The plans granted by the served offers that are visible now. */
const servedPlanGrants = (served: readonly ServedOffer[]) =>
  planGrants(served).filter(({ entry }) => entry.hiddenBecause === null);

const isTestOnly = (id: string, live: readonly { id: string }[], test: readonly { id: string }[]) =>
  !live.some((item) => item.id === id) && test.some((item) => item.id === id);

/** The coupon (or custom amount) a discount request may apply, or why not. */
export function checkDiscount(
  caller: KnownCaller,
  served: readonly ServedOffer[],
  catalog: Catalog,
  request: DiscountRequest,
  now: Date,
): Outcome<{ coupon: Coupon } | { customerAmount: number; customDuration: number }> {
  const offers = offersOfType(served, 'DISCOUNT', request.blueprintId);
  const testMode = caller.mode === 'TEST';
  if (request.coupon === null) {
    const { customerAmount, customDuration } = request;
    if (!usesCustomAmountDiscount(caller.provider) || customerAmount == null || customDuration == null) {
      return failure('invalid', MESSAGES.discountNeedsCouponOrAmount);
    }
    const matches = offers.some(
      (offer) =>
        offer.discountConfig.customerAmount === customerAmount &&
        offer.discountConfig.customDuration === customDuration,
    );
    if (!matches)
      return notServed(served, `A discount of ${customerAmount} for ${customDuration} months`, 'DISCOUNT');
    return success({ customerAmount, customDuration });
  }
  const id = request.coupon;
  if (!testMode && isTestOnly(id, catalog.liveCoupons, catalog.testCoupons)) {
    return failure('forbidden', MESSAGES.testOnly(`Coupon '${id}'`));
  }
  const allowed = new Set(offers.map((offer) => offer.discountConfig.couponId));
  if (testMode && offers.length > 0) {
    for (const offer of offers) for (const test of offer.validTestCoupons ?? []) allowed.add(test);
    // Test mode's coupon selector lists every test coupon (renderer/domain/test-mode-choice.ts).
    for (const coupon of catalog.testCoupons) allowed.add(coupon.id);
  }
  if (!allowed.has(id)) return notServed(served, `Coupon '${id}'`, 'DISCOUNT');
  const pool = testMode ? [...catalog.testCoupons, ...catalog.liveCoupons] : catalog.liveCoupons;
  const coupon = pool.find((candidate) => candidate.id === id);
  if (!coupon) return failure('not-found', MESSAGES.couponNotFound(id));
  const expired = coupon.redeemBy != null && coupon.redeemBy * 1000 < now.getTime();
  if (!coupon.valid || expired) return failure('invalid', MESSAGES.couponInvalid(id));
  return success({ coupon });
}

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * How many days the day a request names may lie from the day its pause length gives here: the widget works it
 * out on the customer's clock (pause-options.ts `resumeDateFor`), which may be across midnight from the server's.
 */
const RESUME_DAY_TOLERANCE = 1;

/** Whether `date` (a day or a time) names the day of `resumesAt`, within RESUME_DAY_TOLERANCE days. */
function isResumeDayOf(date: string, resumesAt: Date): boolean {
  const day = (time: number) => Math.floor(time / DAY_MS);
  const asked = new Date(date).getTime();
  return Number.isFinite(asked) && Math.abs(day(asked) - day(resumesAt.getTime())) <= RESUME_DAY_TOLERANCE;
}

/** Whether a (well-formed) pause request lies within a served pause offer's bounds. */
export function checkPause(
  caller: KnownCaller,
  served: readonly ServedOffer[],
  subscription: Subscription,
  request: PauseRequest,
  now: Date,
): Outcome<null> {
  const offers = offersOfType(served, 'PAUSE');
  const within = offers.some((offer) => {
    const config = offer.pauseConfig;
    if (config.pauseInterval !== request.interval) return false;
    const context = {
      config,
      subscription,
      subscriptions: caller.customer.customer.subscriptions.data,
      settings: caller.app.settings.orgProviderSettings,
      now,
    };
    // The pause resumes on the request's date whenever it has one (pause-plan.ts): a length the offer allows
    // comes with the date that length gives (the widget sends both), a date alone needs the offer's picker.
    if (request.duration !== null)
      return (
        request.duration <= config.maxPauseLength &&
        (request.date === null ||
          isResumeDayOf(request.date, resumeDateFor(subscription, request.duration, context)))
      );
    return config.datePicker && request.date !== null && isValidCustomDate(new Date(request.date), context);
  });
  if (!within) {
    const asked =
      request.duration !== null
        ? `A pause of ${request.duration} ${request.interval}${request.date === null ? '' : ` until ${request.date}`}`
        : `A pause until ${request.date}`;
    return notServed(served, asked, 'PAUSE');
  }
  return success(null);
}

/** The plan an update-plan request may switch to, or why not. */
export function checkPlan(
  caller: KnownCaller,
  served: readonly ServedOffer[],
  catalog: Catalog,
  subscription: Subscription,
  planId: string,
): Outcome<Plan> {
  const testMode = caller.mode === 'TEST';
  if (!testMode && isTestOnly(planId, catalog.livePlans, catalog.testPlans)) {
    return failure('forbidden', MESSAGES.testOnly(`Plan '${planId}'`));
  }
  const offers = offersOfType(served, 'PLAN_CHANGE');
  // An offer type that grants one plan (a downgrade) allows it in either mode (its test plan is the offer's).
  const allowed = new Set([
    ...offers.flatMap((offer) => offer.planChangeConfig.options),
    ...servedPlanGrants(served).map((grant) => grant.planId),
  ]);
  if (testMode && offers.length > 0) {
    for (const offer of offers) for (const test of offer.validTestOfferPlans ?? []) allowed.add(test);
    for (const plan of catalog.testPlans) allowed.add(plan.id);
  }
  if (!allowed.has(planId)) {
    // A hidden offer granting this plan is the reason to name; otherwise the plan-change offers'.
    const granting = planGrants(served).find((grant) => grant.planId === planId);
    return notServed(served, `Plan '${planId}'`, granting?.entry.offer.offerType ?? 'PLAN_CHANGE');
  }
  const { plans, excluded } = validPlans({
    planIds: [planId],
    offerPlans: catalog.livePlans,
    testPlans: [...catalog.testPlans, ...catalog.livePlans],
    subscription,
    provider: caller.provider,
    mode: caller.mode,
    preview: false,
  });
  const plan = plans[0];
  if (plan) return success(plan);
  switch (excluded[0]?.reason) {
    case 'current-plan':
      return failure('invalid', MESSAGES.alreadyOnPlan);
    case 'different-currency':
      return failure('forbidden', MESSAGES.planCurrency(planId));
    case 'different-interval':
      return failure('forbidden', MESSAGES.planInterval(planId));
    default:
      return failure('not-found', MESSAGES.planNotFound(planId));
  }
}

/** The days of a trial extension must be a served trial-extension offer's. */
export function checkTrialDays(
  served: readonly ServedOffer[],
  days: number,
  blueprintId: string | null,
): Outcome<null> {
  const offers = offersOfType(served, 'TRIAL_EXTENSION', blueprintId);
  if (offers.some((offer) => offer.trialExtensionConfig.trialExtensionDays === days)) return success(null);
  return notServed(served, `A trial extension of ${days} days`, 'TRIAL_EXTENSION');
}
