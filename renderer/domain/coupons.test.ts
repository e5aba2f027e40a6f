import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type Coupon, type CouponInput, CouponSchema } from '../../contract/schemas/catalog.ts';
import {
  couponDisplay,
  couponDurationMonths,
  couponDurationWording,
  discountValidUntil,
  formatCouponAmount,
} from './coupons.ts';

const coupon = (input: Partial<CouponInput>): Coupon =>
  v.parse(CouponSchema, { id: 'co_1', duration: 'forever', percent_off: 20, ...input });

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('spec §3 coupon display form: couponDuration null for forever, 1 for once, else the months', () => {
  it('forever → null', () => {
    expect(couponDurationMonths(coupon({ duration: 'forever' }))).toBeNull();
  });
  it('once → 1', () => {
    expect(couponDurationMonths(coupon({ duration: 'once' }))).toBe(1);
  });
  it('repeating → duration_in_months', () => {
    expect(couponDurationMonths(coupon({ duration: 'repeating', duration_in_months: 6 }))).toBe(6);
  });
  it('a repeating coupon without months is read as once, never as forever', () => {
    expect(couponDurationMonths(coupon({ duration: 'repeating' }))).toBe(1);
  });

  it('a percent coupon displays as PERCENT with its percent', () => {
    expect(couponDisplay(coupon({ percent_off: 25, duration: 'repeating', duration_in_months: 3 }))).toEqual({
      couponType: 'PERCENT',
      couponAmount: 25,
      couponDuration: 3,
      currency: null,
    });
  });

  it('an amount coupon displays as AMOUNT in minor units with its currency', () => {
    expect(
      couponDisplay(coupon({ percent_off: null, amount_off: 500, currency: 'USD', duration: 'once' })),
    ).toEqual({
      couponType: 'AMOUNT',
      couponAmount: 500,
      couponDuration: 1,
      currency: 'usd',
    });
  });
});

describe('discount valid-until: start plus duration months; null for forever', () => {
  it('adds the months to the start', () => {
    expect(discountValidUntil(new Date(2025, 0, 15), 3)).toEqual(new Date(2025, 3, 15));
    expect(discountValidUntil(new Date(2025, 0, 15), 12)).toEqual(new Date(2026, 0, 15));
  });

  it('ends on the last day of a shorter month rather than overflowing into the next', () => {
    expect(discountValidUntil(new Date(2025, 0, 31), 1)).toEqual(new Date(2025, 1, 28));
    expect(discountValidUntil(new Date(2024, 0, 31), 1)).toEqual(new Date(2024, 1, 29));
  });

  it('has no end for a forever discount', () => {
    expect(discountValidUntil(new Date(2025, 0, 15), null)).toBeNull();
  });
});

describe('coupon amount as shown to the customer', () => {
  it('words a percent in the locale’s way', () => {
    expect(
      formatCouponAmount(
        { couponType: 'PERCENT', couponAmount: 20, couponDuration: null, currency: null },
        'en',
      ),
    ).toBe('20%');
    expect(
      plain(
        formatCouponAmount(
          { couponType: 'PERCENT', couponAmount: 20, couponDuration: null, currency: null },
          'de',
        ),
      ),
    ).toBe('20 %');
    expect(
      formatCouponAmount(
        { couponType: 'PERCENT', couponAmount: 12.5, couponDuration: 1, currency: null },
        'en',
      ),
    ).toBe('12.5%');
  });

  it("drops '.00' of a whole amount (spec §9)", () => {
    expect(
      formatCouponAmount(
        { couponType: 'AMOUNT', couponAmount: 500, couponDuration: 1, currency: 'usd' },
        'en',
      ),
    ).toBe('$5');
    expect(
      formatCouponAmount(
        { couponType: 'AMOUNT', couponAmount: 550, couponDuration: 1, currency: 'usd' },
        'en',
      ),
    ).toBe('$5.50');
  });

  it('shows the bare number of an amount without a currency rather than guessing one', () => {
    expect(
      formatCouponAmount(
        { couponType: 'AMOUNT', couponAmount: 500, couponDuration: 1, currency: null },
        'en',
      ),
    ).toBe('500');
  });
});

describe('coupon duration wording', () => {
  it('forever, once, or for N months', () => {
    expect(couponDurationWording(null)).toEqual({ kind: 'forever' });
    expect(couponDurationWording(1)).toEqual({ kind: 'once' });
    expect(couponDurationWording(6)).toEqual({ kind: 'months', months: 6 });
  });
});
