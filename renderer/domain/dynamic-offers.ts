import type { CreateIssue, Offer } from '../../contract/schemas/index.ts';

/**
 * Dynamic offers (spec §3, §8): an offer marked `dynamic` takes its plans (planChange.planIds) or its coupon
 * (discount.couponId) from the dynamicOffers the host passed at init. What the host passed is not trusted:
 * an invalid value is reported as an 'invalid-dynamic-offers' issue and ignored, and the offer keeps its
 * own configuration. Only the part the offer uses is validated, so a bad plan list does not disturb a
 * dynamic discount. Nothing passed, or nothing for this offer's type, is not an issue.
 */

/** What the organisation offers, to check the host's ids against (test plans and coupons in TEST mode). */
export interface DynamicOfferCatalog {
  planIds: readonly string[];
  couponIds: readonly string[];
}

export type InvalidDynamicOffersIssue = CreateIssue & {
  name: 'invalid-dynamic-offers';
  issueData: { offerGuid: string; offerType: Offer['offerType']; reason: string; dynamicOffers: unknown };
};

export interface DynamicOfferResult {
  offer: Offer;
  issue?: InvalidDynamicOffersIssue;
}

type Read<T> = { value: T } | { invalid: string } | null;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readPlanIds(section: unknown, known: DynamicOfferCatalog): Read<string[]> {
  if (section === undefined || section === null) return null;
  const planIds = isRecord(section) ? section.planIds : undefined;
  if (!Array.isArray(planIds) || !planIds.every((id): id is string => typeof id === 'string')) {
    return { invalid: 'planChange.planIds must be a list of plan ids' };
  }
  if (planIds.length === 0) return { invalid: 'planChange.planIds is empty' };
  const unknown = planIds.filter((id) => !known.planIds.includes(id));
  if (unknown.length > 0) return { invalid: `Unknown plan ids: ${unknown.join(', ')}` };
  return { value: [...new Set(planIds)] };
}

function readCouponId(section: unknown, known: DynamicOfferCatalog): Read<string> {
  if (section === undefined || section === null) return null;
  const couponId = isRecord(section) ? section.couponId : undefined;
  if (typeof couponId !== 'string' || couponId.trim() === '') {
    return { invalid: 'discount.couponId must be a coupon id' };
  }
  if (!known.couponIds.includes(couponId)) return { invalid: `Unknown coupon: ${couponId}` };
  return { value: couponId };
}

function issueFor(offer: Offer, reason: string, dynamicOffers: unknown): DynamicOfferResult {
  return {
    offer,
    issue: {
      name: 'invalid-dynamic-offers',
      issueData: { offerGuid: offer.guid, offerType: offer.offerType, reason, dynamicOffers },
    },
  };
}

/** The offer with the host's dynamic plans or coupon applied, or as configured with an issue to file. */
export function applyDynamicOffer(
  offer: Offer,
  dynamicOffers: unknown,
  known: DynamicOfferCatalog,
): DynamicOfferResult {
  if (!offer.dynamic || dynamicOffers === undefined || dynamicOffers === null) return { offer };
  if (!isRecord(dynamicOffers)) return issueFor(offer, 'dynamicOffers must be an object', dynamicOffers);

  if (offer.offerType === 'PLAN_CHANGE') {
    const read = readPlanIds(dynamicOffers.planChange, known);
    if (!read) return { offer };
    if ('invalid' in read) return issueFor(offer, read.invalid, dynamicOffers);
    return { offer: { ...offer, planChangeConfig: { ...offer.planChangeConfig, options: read.value } } };
  }
  if (offer.offerType === 'DISCOUNT') {
    const read = readCouponId(dynamicOffers.discount, known);
    if (!read) return { offer };
    if ('invalid' in read) return issueFor(offer, read.invalid, dynamicOffers);
    return { offer: { ...offer, discountConfig: { ...offer.discountConfig, couponId: read.value } } };
  }
  // Only plan changes and discounts have a dynamic form (spec §3 Dynamic offers).
  return { offer };
}
