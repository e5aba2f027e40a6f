/**
 * What a money action accepted, as a session's results would say it (spec §3 Accepted offer): kept with the
 * action's answer (storage/accepted-offers-store.ts) so the visibility rules' cooldowns and "already
 * accepted" checks (renderer/domain/offer-visibility.ts) count it whether or not the widget posts its
 * session results. The served offer's guid when one matches the request, else ''.
 */
import type {
  AcceptedOffer,
  Coupon,
  OfferType,
  PauseRequest,
  Session,
} from '../../contract/schemas/index.ts';
import { couponDurationMonths } from '../../renderer/domain/coupons.ts';
import { planGrants, type ServedOffer } from './served-offers.ts';

export interface Accepted {
  acceptedOffer: AcceptedOffer;
  offerOptions: Session['offerOptions'];
}

const NONE = {
  dynamic: false,
  discountConfig: null,
  redirectConfig: null,
  trialExtensionConfig: null,
  pauseDuration: null,
  pauseInterval: null,
  couponDuration: null,
} satisfies Partial<AcceptedOffer>;

function guidOf(served: readonly ServedOffer[], type: OfferType, matches: (entry: ServedOffer) => boolean) {
  const entry = served.find((candidate) => candidate.offer.offerType === type && matches(candidate));
  return { guid: entry?.offer.guid ?? '', dynamic: entry?.offer.dynamic ?? false };
}

export function acceptedDiscount(
  served: readonly ServedOffer[],
  applied: { coupon: Coupon } | { customerAmount: number; customDuration: number },
): Accepted {
  const couponId = 'coupon' in applied ? applied.coupon.id : null;
  const { guid, dynamic } = guidOf(served, 'DISCOUNT', ({ offer }) =>
    offer.offerType === 'DISCOUNT' && couponId !== null
      ? offer.discountConfig.couponId === couponId
      : offer.offerType === 'DISCOUNT' && !offer.discountConfig.couponId,
  );
  return {
    acceptedOffer: {
      ...NONE,
      guid,
      dynamic,
      offerType: 'DISCOUNT',
      discountConfig: { couponId },
      couponDuration: 'coupon' in applied ? couponDurationMonths(applied.coupon) : applied.customDuration,
    },
    offerOptions: null,
  };
}

export function acceptedPause(served: readonly ServedOffer[], request: PauseRequest): Accepted {
  const { guid, dynamic } = guidOf(served, 'PAUSE', ({ hiddenBecause }) => hiddenBecause === null);
  return {
    acceptedOffer: {
      ...NONE,
      guid,
      dynamic,
      offerType: 'PAUSE',
      pauseDuration: request.duration,
      pauseInterval: request.interval,
    },
    // planPause has checked the date: it is a date.
    offerOptions: request.date === null ? null : { pauseEndDate: new Date(request.date).toISOString() },
  };
}

export function acceptedTrialExtension(served: readonly ServedOffer[], days: number): Accepted {
  const { guid, dynamic } = guidOf(
    served,
    'TRIAL_EXTENSION',
    ({ offer }) =>
      offer.offerType === 'TRIAL_EXTENSION' && offer.trialExtensionConfig.trialExtensionDays === days,
  );
  return {
    acceptedOffer: {
      ...NONE,
      guid,
      dynamic,
      offerType: 'TRIAL_EXTENSION',
      trialExtensionConfig: { trialExtensionDays: days },
    },
    offerOptions: null,
  };
}

export function acceptedPlanChange(served: readonly ServedOffer[], planId: string): Accepted {
  // An offer whose type grants this very plan (a downgrade) is the one accepted; else a plan change offering it.
  const granting = planGrants(served).find((grant) => grant.planId === planId)?.entry.offer;
  if (granting) {
    const { guid, dynamic, offerType } = granting;
    return { acceptedOffer: { ...NONE, guid, dynamic: dynamic ?? false, offerType }, offerOptions: null };
  }
  const change = guidOf(
    served,
    'PLAN_CHANGE',
    ({ offer }) => offer.offerType === 'PLAN_CHANGE' && offer.planChangeConfig.options.includes(planId),
  );
  return { acceptedOffer: { ...NONE, ...change, offerType: 'PLAN_CHANGE' }, offerOptions: null };
}
