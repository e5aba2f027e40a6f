import { isAfter, isBefore, isValid, max, startOfDay } from 'date-fns';
import type {
  PauseConfig,
  PauseInterval,
  ProviderSettings,
  Subscription,
} from '../../contract/schemas/index.ts';
import { addPauseUnits } from './pause-units.ts';
import { fromUnixSeconds, isAnnual, planName } from './subscription.ts';

/**
 * The pause offer's rules (spec §5 Pause offer, §9).
 *
 * When a pause starts — our reading of "Options start from the first month ending after the billing period end,
 * unless pausing at term end or annual extend-term applies":
 * - By default the customer has paid until the billing period end, so the pause begins there. All the
 *   customer's subscriptions restart together on one resume date, counted from the LATEST billing period end
 *   among them (the same date the custom date input takes as its minimum): option N resumes N units after it,
 *   so option 1 is the first month (or week) ending after the billing period end.
 * - When pausing at term end (orgProviderSettings.pauseEndOfTerm) or, for an annual subscription, when the pause
 *   extends the annual term (annualPauseExtendTerm), each subscription is paused at the end of ITS OWN term and
 *   its renewal moves N units past that term end; subscriptions no longer share the latest period end. With one
 *   subscription both readings give the same dates.
 * - A period end already in the past (stale data) counts as now: nobody pauses into the past.
 */

/** Validation errors of the pause offer (spec §5), with their English text; views translate by code. */
export const PAUSE_VALIDATION_ERRORS = {
  /** Custom date chosen without a (valid) date. */
  'invalid-end-date': 'Please, select a valid end date',
  /** Pausing without a selected resume date. */
  'no-resume-date': 'Please select a date to resume your subscription',
} as const;
export type PauseValidationCode = keyof typeof PAUSE_VALIDATION_ERRORS;

/** What the pause offer needs to know. */
export interface PauseOfferContext {
  config: PauseConfig;
  /** The subscription the flow acts on; its dates label the dropdown options. */
  subscription: Subscription;
  /** Every subscription of the customer being paused (the flow's subscription is added when missing). */
  subscriptions: readonly Subscription[];
  settings: ProviderSettings;
  now: Date;
}

/** What the customer picked in the dropdown. */
export type PauseSelection =
  | { kind: 'none' }
  | { kind: 'units'; units: number }
  | { kind: 'custom'; date: Date | null };

/** One entry of the dropdown: N units with its resume date, or the custom-date entry. */
export type PauseChoice = { kind: 'units'; units: number; resumesAt: Date } | { kind: 'custom' };

/** A valid pause, ready for the pause call: duration is null for a custom date. */
export interface ChosenPause {
  duration: number | null;
  interval: PauseInterval;
  resumesAt: Date;
}

/** The per-subscription preview shown under the dropdown. */
export interface PausePreview {
  subscriptionId: string;
  /** Its plan's name (subscription.ts planName), or null. */
  planName: string | null;
  /** When the subscription would renew without the pause (its current period end). */
  renewsOn: Date;
  pauseFrom: Date;
  /** When billing resumes (the moved renewal date); null while nothing valid is selected. */
  pauseTo: Date | null;
}

function pausedSubscriptions(context: PauseOfferContext): readonly Subscription[] {
  const { subscription, subscriptions } = context;
  return subscriptions.some((s) => s.id === subscription.id)
    ? subscriptions
    : [subscription, ...subscriptions];
}

/** The date a subscription is paid until: its current period end, or now when that has passed. */
function paidUntil(subscription: Subscription, now: Date): Date {
  return max([fromUnixSeconds(subscription.current_period_end), now]);
}

/** Pausing at each subscription's own term end rather than the shared latest period end (see the top note). */
export function pausesAtOwnTermEnd(subscription: Subscription, settings: ProviderSettings): boolean {
  return settings.pauseEndOfTerm || (isAnnual(subscription) && settings.annualPauseExtendTerm);
}

/** The latest billing period end over the subscriptions being paused (never before now). */
export function latestBillingPeriodEnd(context: PauseOfferContext): Date {
  return max(pausedSubscriptions(context).map((s) => paidUntil(s, context.now)));
}

/** When `subscription` resumes if paused for `units` of the offer's interval. */
export function resumeDateFor(subscription: Subscription, units: number, context: PauseOfferContext): Date {
  const anchor = pausesAtOwnTermEnd(subscription, context.settings)
    ? paidUntil(subscription, context.now)
    : latestBillingPeriodEnd(context);
  return addPauseUnits(anchor, context.config.pauseInterval, units);
}

/** The dropdown: 1..maxPauseLength units with their resume dates, then the custom date when `datePicker` is on. */
export function pauseChoices(context: PauseOfferContext): PauseChoice[] {
  const choices: PauseChoice[] = [];
  for (let units = 1; units <= context.config.maxPauseLength; units++) {
    choices.push({ kind: 'units', units, resumesAt: resumeDateFor(context.subscription, units, context) });
  }
  if (context.config.datePicker) choices.push({ kind: 'custom' });
  return choices;
}

/**
 * The custom date input's bounds (spec §5): minimum = latest billing period end; maximum = today plus the max
 * pause length (weeks if the interval is WEEK, else months). `empty` when the minimum lies past the maximum (a
 * long paid period and a short max pause): no custom date can be valid then.
 */
export function pauseDateRange(context: PauseOfferContext): { min: Date; max: Date; empty: boolean } {
  const min = latestBillingPeriodEnd(context);
  const maxDate = addPauseUnits(context.now, context.config.pauseInterval, context.config.maxPauseLength);
  return { min, max: maxDate, empty: isAfter(startOfDay(min), startOfDay(maxDate)) };
}

/**
 * Whether a custom date is a valid end date (spec §5): a real date within the date input's bounds, compared by
 * calendar day (a date input yields midnight, the period end carries a time of day). A date input still lets
 * the customer type a date outside its min and max; such a date is no date at all: no resume date in the
 * preview (it could resume before the pause starts), and the pause button disabled as for custom without a date.
 */
export function isValidCustomDate(date: Date | null, context: PauseOfferContext): date is Date {
  if (date === null || !isValid(date)) return false;
  const range = pauseDateRange(context);
  const day = startOfDay(date);
  return !isBefore(day, startOfDay(range.min)) && !isAfter(day, startOfDay(range.max));
}

/**
 * The pause button is disabled while a pause is in progress, when no interval is chosen, or custom has no date
 * (none, or one outside the date input's bounds: {@link isValidCustomDate}).
 */
export function pauseButtonDisabled(
  selection: PauseSelection,
  pausing: boolean,
  context: PauseOfferContext,
): boolean {
  if (pausing) return true;
  if (selection.kind === 'none') return true;
  return selection.kind === 'custom' && !isValidCustomDate(selection.date, context);
}

function isOfferedUnits(units: number, context: PauseOfferContext): boolean {
  return Number.isInteger(units) && units >= 1 && units <= context.config.maxPauseLength;
}

function failure(code: PauseValidationCode) {
  return { ok: false as const, error: { code, message: PAUSE_VALIDATION_ERRORS[code] } };
}

/**
 * Validates the selection before pausing (spec §5). A custom date outside the date input's bounds is not a
 * valid end date ({@link isValidCustomDate}). Units outside 1..maxPauseLength are no selected resume date.
 */
export function validatePauseSelection(
  selection: PauseSelection,
  context: PauseOfferContext,
): { ok: true; pause: ChosenPause } | { ok: false; error: { code: PauseValidationCode; message: string } } {
  const interval = context.config.pauseInterval;
  if (selection.kind === 'custom') {
    const date = selection.date;
    if (!isValidCustomDate(date, context)) return failure('invalid-end-date');
    return { ok: true, pause: { duration: null, interval, resumesAt: date } };
  }
  if (selection.kind === 'none') return failure('no-resume-date');
  const { units } = selection;
  if (!isOfferedUnits(units, context)) return failure('no-resume-date');
  return {
    ok: true,
    pause: { duration: units, interval, resumesAt: resumeDateFor(context.subscription, units, context) },
  };
}

/**
 * A preview for every subscription being paused (spec §2 Pause offer): its renewal date, and the pause from its
 * own paid-until date to the date it resumes (a custom date is shared by all; one outside the date input's
 * bounds gives no resume date, never one before the pause starts).
 */
export function pausePreviews(selection: PauseSelection, context: PauseOfferContext): PausePreview[] {
  return pausedSubscriptions(context).map((subscription) => {
    let pauseTo: Date | null = null;
    if (selection.kind === 'units' && isOfferedUnits(selection.units, context)) {
      pauseTo = resumeDateFor(subscription, selection.units, context);
    }
    if (selection.kind === 'custom' && isValidCustomDate(selection.date, context)) pauseTo = selection.date;
    return {
      subscriptionId: subscription.id,
      planName: planName(subscription),
      renewsOn: fromUnixSeconds(subscription.current_period_end),
      pauseFrom: paidUntil(subscription, context.now),
      pauseTo,
    };
  });
}
