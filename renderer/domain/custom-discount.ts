import type { DiscountConfig } from '../../contract/schemas/offer.ts';
import type { CouponDisplay } from './coupons.ts';

/** A discount of a custom-amount provider (spec §5): an amount off for a number of months, no coupon. */
export interface CustomDiscount {
  /** Minor units of the subscription's currency. */
  customerAmount: number;
  /** Months the discount lasts. */
  customDuration: number;
}

/**
 * The custom discount a DISCOUNT offer's config names, or null when it lacks customerAmount or customDuration
 * (spec §5: such an offer is not shown to custom-amount providers).
 */
export function customDiscountOf(config: DiscountConfig): CustomDiscount | null {
  const { customerAmount, customDuration } = config;
  if (customerAmount == null || customDuration == null) return null;
  return { customerAmount, customDuration };
}

/**
 * The display form of a custom discount, worded like an amount coupon (spec §3 display form): couponType AMOUNT,
 * the amount in the subscription's currency, for `customDuration` months.
 */
export function customDiscountDisplay(discount: CustomDiscount, currency: string | null): CouponDisplay {
  return {
    couponType: 'AMOUNT',
    couponAmount: discount.customerAmount,
    couponDuration: discount.customDuration,
    currency,
  };
}
