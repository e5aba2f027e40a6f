import type { BillingInterval } from '../../contract/schemas/common.ts';

/** Currencies without a minor unit: amounts arrive as whole units (spec §9 currency fraction digits). */
export const ZERO_DECIMAL_CURRENCIES = [
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
] as const;

/** Currencies with three decimals: amounts arrive in thousandths (spec §9). */
export const THREE_DECIMAL_CURRENCIES = ['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'] as const;

/** Every other currency has two decimals (spec §9 "otherwise 2"). */
export const DEFAULT_CURRENCY_DECIMALS = 2;

/** The locale used when the one asked for is not a valid BCP 47 tag. */
const FALLBACK_LOCALE = 'en';

const zeroDecimal: ReadonlySet<string> = new Set(ZERO_DECIMAL_CURRENCIES);
const threeDecimal: ReadonlySet<string> = new Set(THREE_DECIMAL_CURRENCIES);

/** The number of fraction digits of a currency (case-insensitive ISO 4217 code). */
export function currencyDecimals(currency: string): 0 | 2 | 3 {
  const code = currency.trim().toUpperCase();
  if (zeroDecimal.has(code)) return 0;
  if (threeDecimal.has(code)) return 3;
  return DEFAULT_CURRENCY_DECIMALS;
}

/** Converts an amount in minor units (as providers send it) to major units: divided by 10^decimals. */
export function toMajorUnits(minor: number, currency: string): number {
  return minor / 10 ** currencyDecimals(currency);
}

/** True when a minor-unit amount is a whole number of major units (e.g. 1000 cents = 10.00). */
export function isWholeAmount(minor: number, currency: string): boolean {
  return Number.isInteger(minor) && minor % 10 ** currencyDecimals(currency) === 0;
}

const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(locale: string, currency: string, fractionDigits: number): Intl.NumberFormat {
  const cacheKey = `${locale}|${currency}|${fractionDigits}`;
  const cached = formatters.get(cacheKey);
  if (cached) return cached;
  const options: Intl.NumberFormatOptions = {
    style: 'currency',
    currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  };
  let formatter: Intl.NumberFormat;
  try {
    formatter = new Intl.NumberFormat(locale, options);
  } catch {
    // A host may pass a language tag Intl rejects ("en_US"); the amount must still show.
    formatter = new Intl.NumberFormat(FALLBACK_LOCALE, options);
  }
  formatters.set(cacheKey, formatter);
  return formatter;
}

function format(minor: number, currency: string, locale: string, fractionDigits: number): string {
  const code = currency.trim().toUpperCase();
  const major = toMajorUnits(minor, code);
  try {
    return currencyFormatter(locale, code, fractionDigits).format(major);
  } catch {
    // Intl throws on a malformed currency code; a price from a misconfigured plan must not crash the view.
    return `${major.toFixed(fractionDigits)} ${code}`;
  }
}

/**
 * Formats an amount in minor units for display, always with the currency's own fraction digits
 * (`$10.00`, `¥1,000`, `KWD 1.500`), in the given locale.
 */
export function formatMoney(minor: number, currency: string, locale: string): string {
  return format(minor, currency, locale, currencyDecimals(currency));
}

/** Drops the fraction of a whole amount; keeps the currency's digits otherwise. */
function formatDroppingWholeFraction(minor: number, currency: string, locale: string): string {
  return format(minor, currency, locale, isWholeAmount(minor, currency) ? 0 : currencyDecimals(currency));
}

/** Spec §9 "A whole discount amount drops '.00'": `$5` off, but `$4.99` off. */
export function formatDiscountAmount(minor: number, currency: string, locale: string): string {
  return formatDroppingWholeFraction(minor, currency, locale);
}

/** Spec §9 "the plan list drops trailing .00": a plan card shows `$10`, but `$9.99`. */
export function formatPlanPrice(minor: number, currency: string, locale: string): string {
  return formatDroppingWholeFraction(minor, currency, locale);
}

/** The pieces of a price per billing interval ("$10/month", "$30 every 3 months"), words left to i18n. */
export interface PricePerInterval {
  /** The formatted amount, as the plan list shows it (trailing .00 dropped). */
  amount: string;
  interval: BillingInterval;
  /** How many intervals one payment covers (1 for "per month", 3 for "every 3 months"). */
  count: number;
}

/** Splits a recurring price into its display pieces; the caller words it with `price.per.<interval>`. */
export function pricePerInterval(
  minor: number,
  currency: string,
  recurring: { interval: BillingInterval; interval_count?: number | null },
  locale: string,
): PricePerInterval {
  const count = recurring.interval_count && recurring.interval_count > 0 ? recurring.interval_count : 1;
  return { amount: formatPlanPrice(minor, currency, locale), interval: recurring.interval, count };
}
