import { discountCooldownActive } from '../cooldowns.ts';
import { usesCustomAmountDiscount } from '../providers.ts';
import type { SkipCheck } from './checks.ts';

/**
 * Discount offer visibility (spec §5). Custom-amount providers have no coupons: the offer needs customerAmount
 * and customDuration. Other providers need the coupon among the live coupons, else the offer is skipped and a
 * 'missing-coupon' issue is filed (spec §8: "in live mode"; TEST and preview show it, TEST with its coupon
 * selector of test coupons).
 */
export const discountChecks: readonly SkipCheck<'DISCOUNT'>[] = [
  {
    reason: 'discount-missing-custom-amount',
    applies: ({ discountConfig }, c) =>
      usesCustomAmountDiscount(c.provider) &&
      (discountConfig.customerAmount == null || discountConfig.customDuration == null),
  },
  {
    reason: 'discount-missing-coupon',
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
    applies: (_, c) => {
      const cooldown = discountCooldownActive(c.sessions, c.cooldowns.discountCooldown, c.now);
      return cooldown.issue ? { skip: cooldown.value, issue: cooldown.issue } : { skip: cooldown.value };
    },
  },
];
