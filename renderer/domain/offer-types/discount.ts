import { discountCooldownActive } from '../cooldowns.ts';
import { usesCustomAmountDiscount } from '../providers.ts';
import { ALWAYS_CHECKED, LIVE_ONLY, type SkipCheck } from './checks.ts';
import type { OfferTypeRules } from './offer-type.ts';

/**
 * Discount offer visibility (spec §5). Custom-amount providers have no coupons: the offer needs customerAmount
 * and customDuration. Other providers need the coupon among the live coupons, else the offer is skipped and a
 * 'missing-coupon' issue is filed (spec §8: "in live mode"; TEST and preview show it, TEST with its coupon
 * selector of test coupons).
 */
const discountChecks = [
  {
    reason: 'discount-missing-custom-amount',
    relaxed: ALWAYS_CHECKED,
    applies: ({ discountConfig }, c) =>
      usesCustomAmountDiscount(c.provider) &&
      (discountConfig.customerAmount == null || discountConfig.customDuration == null),
  },
  {
    reason: 'discount-missing-coupon',
    relaxed: LIVE_ONLY,
    applies: (offer, c) => {
      if (usesCustomAmountDiscount(c.provider)) return false;
      const couponId = offer.discountConfig.couponId;
      if (c.coupons.some((coupon) => coupon.id === couponId)) return false;
      return {
        skip: true,
        issue: { name: 'missing-coupon', issueData: { couponId, offerGuid: offer.guid } },
      };
    },
  },
  {
    reason: 'discount-cooldown',
    relaxed: ALWAYS_CHECKED,
    applies: (_, c) => {
      const cooldown = discountCooldownActive(c.sessions, c.cooldowns.discountCooldown, c.now);
      return cooldown.issue ? { skip: cooldown.value, issue: cooldown.issue } : { skip: cooldown.value };
    },
  },
] as const satisfies readonly SkipCheck<'DISCOUNT'>[];

/** The discount offer: applies its coupon, or a custom amount for the providers without coupons (spec §4). */
export const discountType = {
  checks: discountChecks,
  tag: { icon: 'discount', label: 'stepTag.discount' },
  action: { text: 'action.discount', complete: 'DISCOUNT_APPLIED', confetti: true },
  sessionOutcome: 'discounted',
} as const satisfies OfferTypeRules<'DISCOUNT'>;
