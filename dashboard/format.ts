/** How the dashboard writes figures: one place, the browser's locale. */
import { LITE_VERSION_SUFFIX, type SessionOutcome } from '../contract/dashboard-api.ts';
import type { BillingInterval } from '../contract/schemas/index.ts';

export const OUTCOME_LABELS: Record<SessionOutcome, string> = {
  cancelled: 'Cancelled',
  paused: 'Paused',
  discounted: 'Discounted',
  plan_changed: 'Plan changed',
  trial_extended: 'Trial extended',
  other_offer: 'Other offer taken',
  aborted: 'Aborted',
};

/**
 * An amount in the currency's minor units, as Stripe gives it: cents for USD and EUR, but whole yen for JPY
 * (a zero-decimal currency), so the divisor is the currency's own number of decimals.
 */
export function formatMoney(minorUnits: number, currency: string): string {
  try {
    const format = new Intl.NumberFormat(undefined, { style: 'currency', currency: currency.toUpperCase() });
    const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(minorUnits / 10 ** decimals);
  } catch {
    return `${(minorUnits / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

/** An interval's words, one and many ("a month", "every 3 months"): the schema reads intervals in capitals. */
const INTERVAL_WORDS = {
  DAY: ['day', 'days'],
  WEEK: ['week', 'weeks'],
  MONTH: ['month', 'months'],
  YEAR: ['year', 'years'],
} satisfies Record<BillingInterval, readonly [one: string, many: string]>;

/** A recurring price as the dashboard writes it: "$9.00 a month", "$30.00 every 3 months". */
export function formatRecurringPrice(
  minorUnits: number,
  currency: string,
  recurring: { interval: BillingInterval; interval_count?: number | null },
): string {
  const count = recurring.interval_count && recurring.interval_count > 1 ? recurring.interval_count : 1;
  const [one, many] = INTERVAL_WORDS[recurring.interval];
  const price = formatMoney(minorUnits, currency);
  return count === 1 ? `${price} a ${one}` : `${price} every ${count} ${many}`;
}

export function formatRate(rate: number | null): string {
  return rate === null
    ? '—'
    : new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}

export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}

/** A length of time in a recording, as a player shows it: `m:ss`. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A flow version as the filters and tables name it: `flowId@version`, a lite session's said in words. */
export function versionLabel(key: string): string {
  return key.endsWith(LITE_VERSION_SUFFIX) ? `${key.slice(0, -LITE_VERSION_SUFFIX.length)} (lite)` : key;
}

/** Why lite sessions stand apart in the figures: the words the results and a session's page show. */
export const LITE_TEXTS = {
  saveRate:
    'Save rate is saved ÷ full-flow sessions with a decision (aborted ones left out). Lite sessions only ask why ' +
    'and offer nothing, so they are not in it: their cancels count under Cancelled, their reasons under Reasons.',
  versionSaveRate: 'A lite flow offers nothing, so its versions have no save rate.',
  flow: 'Lite mode: the customer was asked why and confirmed; the host’s page performs the cancel.',
  noOffers: 'Lite mode shows no offers.',
  anonymous: 'Anonymous',
} as const;
