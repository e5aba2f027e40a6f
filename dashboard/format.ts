/** How the dashboard writes figures: one place, the browser's locale. */
import type { SessionOutcome } from '../contract/dashboard-api.ts';

export const OUTCOME_LABELS: Record<SessionOutcome, string> = {
  cancelled: 'Cancelled',
  paused: 'Paused',
  discounted: 'Discounted',
  plan_changed: 'Plan changed',
  trial_extended: 'Trial extended',
  other_offer: 'Other offer taken',
  aborted: 'Aborted',
};

export function formatMoney(minorUnits: number, currency: string): string {
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency: currency.toUpperCase() }).format(
      minorUnits / 100,
    );
  } catch {
    return `${(minorUnits / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
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
