import { isBefore, isValid, parseISO } from 'date-fns';
import type { Metadata, Provider, Session, Subscription } from '../../contract/schemas/index.ts';
import { pauseInfo } from './pause-info.ts';
import { PAUSE_WALL_PROVIDERS, recognisesFuturePause } from './providers.ts';
import { cancelScheduledDate, fromUnixSeconds, subscriptionPrice } from './subscription.ts';
import { canActOnPauseWall, type PauseWallState } from './wall-states.ts';

/** The subscription metadata key that delays the pause wall (spec §3 Subscription metadata). */
export const PAUSE_WALL_START_DATE_KEY = 'pauseWallStartDate';

/** `metadata.pauseWallStartDate` read: absent, a date, or a value that is neither ISO date nor unix seconds. */
export type PauseWallStartDate =
  | { kind: 'absent' }
  | { kind: 'date'; date: Date }
  | { kind: 'unparseable'; raw: string };

const UNIX_SECONDS = /^\d+(\.\d+)?$/;

/**
 * Reads the pause-wall start date: an ISO date (or date-time) string, or unix seconds as a number or a digit
 * string (providers such as Stripe store metadata values as strings). Null and blank count as absent.
 */
export function parsePauseWallStartDate(metadata: Metadata): PauseWallStartDate {
  const raw = metadata[PAUSE_WALL_START_DATE_KEY];
  if (raw == null || (typeof raw === 'string' && raw.trim() === '')) return { kind: 'absent' };
  if (typeof raw === 'number') {
    return Number.isFinite(raw)
      ? { kind: 'date', date: fromUnixSeconds(raw) }
      : { kind: 'unparseable', raw: String(raw) };
  }
  if (typeof raw === 'string') {
    const text = raw.trim();
    const date = UNIX_SECONDS.test(text) ? fromUnixSeconds(Number(text)) : parseISO(text);
    if (isValid(date)) return { kind: 'date', date };
  }
  return { kind: 'unparseable', raw: String(raw) };
}

/** Why the pause wall is not shown. */
export type PauseWallHiddenReason =
  | 'provider-unsupported'
  | 'not-paused'
  | 'pause-not-started'
  | 'before-start-date';

/**
 * Reasons that mean "not yet": the subscription is paused, but the wall applies from a day still ahead.
 */
const NOT_YET_REASONS: readonly PauseWallHiddenReason[] = ['pause-not-started', 'before-start-date'];

/**
 * Whether a hidden wall is a clean result for the 24 h skip cache (spec §4 Check skipping). A pause that has
 * not started, or a pauseWallStartDate still ahead, is not: a cached "no wall" would keep the wall away for
 * up to a day after the day it applies.
 */
export function isCleanPauseWallResult(reason: PauseWallHiddenReason): boolean {
  return !NOT_YET_REASONS.includes(reason);
}

/**
 * Whether the pause wall shows. `ignoredStartDate` carries an unparseable pauseWallStartDate that was ignored
 * (the wall shows as if it were absent), so the caller can log it.
 */
export type PauseWallDisplay =
  | { show: true; ignoredStartDate: string | null }
  | { show: false; reason: PauseWallHiddenReason };

/**
 * Pause wall display (spec §4, §6): only for the pause-wall providers (STRIPE, CHARGEBEE, PADDLE_BILLING), when
 * the subscription has a pause collection and, if a pause-wall start date is set in its metadata, from that
 * moment on (the wall shows at the start date itself). A future pause (recognised only for STRIPE and
 * CHARGEBEE, when the pause date lies ahead) has not started: the customer is not paused yet.
 */
export function pauseWallDisplay(
  subscription: Subscription,
  provider: Provider,
  now: Date,
): PauseWallDisplay {
  if (!PAUSE_WALL_PROVIDERS.includes(provider)) return { show: false, reason: 'provider-unsupported' };
  if (!subscription.pause_collection) return { show: false, reason: 'not-paused' };
  if (
    recognisesFuturePause(provider) &&
    subscription.pauseDate != null &&
    isBefore(now, fromUnixSeconds(subscription.pauseDate))
  ) {
    return { show: false, reason: 'pause-not-started' };
  }
  const start = parsePauseWallStartDate(subscription.metadata);
  if (start.kind === 'date' && isBefore(now, start.date)) return { show: false, reason: 'before-start-date' };
  return { show: true, ignoredStartDate: start.kind === 'unparseable' ? start.raw : null };
}

/** An amount in minor units of a currency; formatting happens elsewhere. */
export interface Money {
  amount: number;
  currency: string;
}

/**
 * What the pause wall shows (spec §2 Pause wall): the cancel date when set to cancel; otherwise the scheduled
 * reactivation date, the soft-pause term end and the next-charge price, with the Resume button.
 */
export type PauseWallData =
  | { kind: 'cancel-scheduled'; cancelDate: Date }
  | {
      kind: 'paused';
      reactivationDate: Date | null;
      /** Set only for a soft pause. */
      softPauseTermEnd: Date | null;
      nextCharge: Money | null;
    };

/**
 * The next-charge price: the provider's resumption preview (amountDue) when it has one, else the subscription's
 * price. The preview's currency falls back to the subscription's.
 */
export function nextChargeOnResume(subscription: Subscription): Money | null {
  const price = subscriptionPrice(subscription);
  const preview = subscription.resumptionPreview;
  const previewCurrency = preview?.currency ?? subscription.items.data[0]?.price.currency;
  if (preview && previewCurrency) return { amount: preview.amountDue, currency: previewCurrency };
  return price;
}

/** The data of the pause wall for a paused subscription. */
export function pauseWallData(
  subscription: Subscription,
  provider: Provider,
  sessions: readonly Session[],
  now: Date,
): PauseWallData {
  const cancelDate = cancelScheduledDate(subscription);
  if (cancelDate) return { kind: 'cancel-scheduled', cancelDate };
  const info = pauseInfo(subscription, provider, sessions, now);
  return {
    kind: 'paused',
    reactivationDate: info.resumesAt,
    softPauseTermEnd: info.soft ? info.resumptionTermEnd : null,
    nextCharge: nextChargeOnResume(subscription),
  };
}

/**
 * Exit rule (spec §2): the customer may leave the wall on a soft pause, or once out of the main wall state (the
 * state where cancel and resume act).
 */
export function pauseWallExitAllowed(softPause: boolean, state: PauseWallState): boolean {
  return softPause || !canActOnPauseWall(state);
}
