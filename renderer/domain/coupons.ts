import type { Coupon } from '../../contract/schemas/catalog.ts';
import { addMonths } from './calendar.ts';
import { formatDiscountAmount } from './money.ts';

/** Discount types of the display form (spec §9 "Discount type: AMOUNT or PERCENT"). */
export type DiscountType = 'AMOUNT' | 'PERCENT';

/** Months a coupon applies to when its duration is `once`: it discounts a single invoice (spec §3). */
const ONCE_COUPON_MONTHS = 1;

/** The display form of a coupon (spec §3): what the offer and confirm views word. */
export interface CouponDisplay {
  couponType: DiscountType;
  /** Percent (0–100) for PERCENT; minor units of `currency` for AMOUNT. */
  couponAmount: number;
  /** Null for forever, 1 for once, else duration_in_months. */
  couponDuration: number | null;
  currency: string | null;
}

/**
 * Months a coupon lasts: null for `forever`, 1 for `once`, else `duration_in_months` (spec §3).
 * A `repeating` coupon without months is malformed; it is read as once rather than forever so the
 * widget never promises more than the provider will grant.
 */
export function couponDurationMonths(coupon: Pick<Coupon, 'duration' | 'duration_in_months'>): number | null {
  switch (coupon.duration) {
    case 'forever':
      return null;
    case 'once':
      return ONCE_COUPON_MONTHS;
    case 'repeating':
      return coupon.duration_in_months ?? ONCE_COUPON_MONTHS;
  }
}

/** Providers set one of percent_off and amount_off (the schema demands at least one); if both arrive, percent is read. */
function isPercent(coupon: Coupon): boolean {
  return coupon.percent_off != null;
}

/** Maps a provider coupon to the display form (spec §3). */
export function couponDisplay(coupon: Coupon): CouponDisplay {
  const percent = isPercent(coupon);
  return {
    couponType: percent ? 'PERCENT' : 'AMOUNT',
    couponAmount: (percent ? coupon.percent_off : coupon.amount_off) ?? 0,
    couponDuration: couponDurationMonths(coupon),
    currency: coupon.currency,
  };
}

/**
 * The amount of a discount as shown to the customer: "20 %" style percent in the locale's way, or the
 * money amount with a whole amount's '.00' dropped (spec §9). An AMOUNT coupon without a currency
 * cannot be priced honestly, so it shows the bare number.
 */
export function formatCouponAmount(display: CouponDisplay, locale: string): string {
  if (display.couponType === 'PERCENT') return formatPercent(display.couponAmount, locale);
  if (!display.currency) return String(display.couponAmount);
  return formatDiscountAmount(display.couponAmount, display.currency, locale);
}

function formatPercent(percent: number, locale: string): string {
  const options: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 2 };
  let formatter: Intl.NumberFormat;
  try {
    formatter = new Intl.NumberFormat(locale, options);
  } catch {
    formatter = new Intl.NumberFormat('en', options);
  }
  return formatter.format(percent / 100);
}

/**
 * The last day a discount applies: its start plus its duration in months; null for a forever discount
 * (spec §3 discount valid-until, the same arithmetic as §9 discount expiry).
 */
export function discountValidUntil(start: Date, durationMonths: number | null): Date | null {
  if (durationMonths == null) return null;
  return addMonths(start, durationMonths);
}

/** How the coupon's duration is worded: forever, once, or for N months (keys `discount.off.*`). */
export type CouponDurationWording =
  | { kind: 'forever' }
  | { kind: 'once' }
  | { kind: 'months'; months: number };

/** Picks the wording of a coupon's duration. A 1-month repeating coupon reads "once" like a `once` coupon. */
export function couponDurationWording(couponDuration: number | null): CouponDurationWording {
  if (couponDuration == null) return { kind: 'forever' };
  if (couponDuration <= ONCE_COUPON_MONTHS) return { kind: 'once' };
  return { kind: 'months', months: couponDuration };
}
