import { describe, expect, it } from 'vitest';
import { formatCouponAmount } from './coupons.ts';
import { customDiscountDisplay, customDiscountOf } from './custom-discount.ts';

describe('Discount: for custom-amount providers needs customerAmount and customDuration (spec §5)', () => {
  it('reads the amount and duration from the offer config', () => {
    expect(customDiscountOf({ couponId: '', customerAmount: 500, customDuration: 3 })).toEqual({
      customerAmount: 500,
      customDuration: 3,
    });
  });

  it('is absent when customerAmount or customDuration is missing', () => {
    expect(customDiscountOf({ couponId: '', customerAmount: null, customDuration: 3 })).toBeNull();
    expect(customDiscountOf({ couponId: '', customerAmount: 500 })).toBeNull();
  });

  it('keeps a zero amount (minor units ≥ 0)', () => {
    expect(customDiscountOf({ couponId: '', customerAmount: 0, customDuration: 1 })?.customerAmount).toBe(0);
  });
});

describe('custom discount display form (spec §3): an AMOUNT coupon for customDuration months', () => {
  it('maps to couponType AMOUNT with the amount, months and currency', () => {
    expect(customDiscountDisplay({ customerAmount: 750, customDuration: 6 }, 'eur')).toEqual({
      couponType: 'AMOUNT',
      couponAmount: 750,
      couponDuration: 6,
      currency: 'eur',
    });
  });

  it('formats the amount in the subscription currency like an amount coupon', () => {
    const display = customDiscountDisplay({ customerAmount: 500, customDuration: 3 }, 'usd');
    expect(formatCouponAmount(display, 'en')).toBe('$5');
  });

  it('honours zero-decimal currencies (minor units are whole yen)', () => {
    const display = customDiscountDisplay({ customerAmount: 500, customDuration: 3 }, 'jpy');
    expect(formatCouponAmount(display, 'en')).toBe('¥500');
  });
});
