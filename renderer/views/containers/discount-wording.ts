import { couponDurationWording } from '../../domain/coupons.ts';
import type { Translator } from '../../i18n/index.ts';

/** "20% off forever", "$5 off your next payment", "10% off for 3 months" in the widget's language. */
export function discountWording(t: Translator, amount: string, couponDuration: number | null): string {
  const wording = couponDurationWording(couponDuration);
  if (wording.kind === 'forever') return t('discount.off.forever', { amount });
  if (wording.kind === 'once') return t('discount.off.once', { amount });
  return t('discount.off.months', { amount, count: wording.months });
}
