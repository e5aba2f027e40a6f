import { addMonths, isAfter, isValid } from 'date-fns';
import type { CreateIssue, OfferType, Session } from '../../contract/schemas/index.ts';
import { addPauseUnits } from './pause-units.ts';

/**
 * Discount and pause cooldowns (spec §5 Offer visibility, §8, §9). Cooldowns are in months, counted from the
 * latest expiration of an accepted discount or pause among the customer's sessions.
 */

/** The expiration of a forever coupon: it never expires, so its cooldown never ends. */
export const NEVER = 'never';
export type Expiration = Date | typeof NEVER;

/** A computed value and, when bad data made the computation fail, the issue to file (spec §8). */
export interface Computed<T> {
  value: T;
  issue?: CreateIssue;
}

function describe(session: Session): string {
  return session._id ? `session ${session._id}` : `session created ${session.createdAt}`;
}

function createdAt(session: Session): Date {
  // Wire dates are ISO date-times checked with Date.parse (IsoDateTimeSchema), so Date reads them the same
  // way; date-fns is kept for arithmetic, its ISO parser is not worth its bytes in the core.
  const created = new Date(session.createdAt);
  if (!isValid(created)) throw new Error(`${describe(session)}: createdAt is not a date`);
  return created;
}

function checkedCount(value: number, what: string, session: Session): number {
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`${describe(session)}: ${what} ${value} is not valid`);
  return value;
}

/**
 * Discount expiry (spec §9): the session's creation date plus the accepted coupon's duration in months. A null
 * couponDuration is a forever coupon (the accepted-offer contract), which never expires.
 * Throws on bad data; the `latest…` functions turn that into an issue.
 */
export function discountExpiry(session: Session): Expiration {
  const created = createdAt(session);
  const months = session.acceptedOffer?.couponDuration;
  if (months == null) return NEVER;
  return addMonths(created, checkedCount(months, 'couponDuration', session));
}

/**
 * Pause expiry (spec §9): the session's creation date plus the accepted pause duration, in months, or for a WEEK
 * interval in weeks of WEEK_DAYS days. A missing duration (a custom-date pause leaves none) is bad data: the
 * expiry cannot be known. Throws on bad data.
 */
export function pauseExpiry(session: Session): Date {
  const created = createdAt(session);
  const accepted = session.acceptedOffer;
  const duration = accepted?.pauseDuration;
  if (duration == null) throw new Error(`${describe(session)}: the accepted pause has no pauseDuration`);
  return addPauseUnits(
    created,
    accepted?.pauseInterval ?? 'MONTH',
    checkedCount(duration, 'pauseDuration', session),
  );
}

function acceptedOfType(sessions: readonly Session[], offerType: OfferType): Session[] {
  return sessions.filter((session) => !session.aborted && session.acceptedOffer?.offerType === offerType);
}

function latestOf(expirations: readonly Expiration[]): Expiration | null {
  let latest: Expiration | null = null;
  for (const expiration of expirations) {
    if (expiration === NEVER) return NEVER;
    if (latest === null || isAfter(expiration, latest)) latest = expiration;
  }
  return latest;
}

function computeLatest(
  sessions: readonly Session[],
  offerType: OfferType,
  expiry: (session: Session) => Expiration,
  issueName: CreateIssue['name'],
): Computed<Expiration | null> {
  try {
    // Every session is computed before reducing, so bad data is reported even behind a forever coupon.
    return { value: latestOf(acceptedOfType(sessions, offerType).map(expiry)) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { value: null, issue: { name: issueName, issueData: { error: message } } };
  }
}

/**
 * The latest discount expiration over the sessions that were not aborted and accepted a DISCOUNT; null when
 * there is none. Bad data yields null with a 'latest-discount-expiration' issue (spec §8).
 */
export function latestDiscountExpiration(sessions: readonly Session[]): Computed<Expiration | null> {
  return computeLatest(sessions, 'DISCOUNT', discountExpiry, 'latest-discount-expiration');
}

/**
 * The latest pause expiration over the sessions that were not aborted and accepted a PAUSE; null when there is
 * none. Bad data yields null with a 'latest-pause-expiration' issue (spec §8).
 */
export function latestPauseExpiration(sessions: readonly Session[]): Computed<Date | null> {
  const latest = computeLatest(sessions, 'PAUSE', pauseExpiry, 'latest-pause-expiration');
  // pauseExpiry never yields NEVER; the guard keeps the type honest.
  return { ...latest, value: latest.value === NEVER ? null : latest.value };
}

/**
 * A cooldown is active while the latest expiration plus the cooldown months is still in the future. No
 * expiration, or no cooldown configured (null), means no cooldown; a forever discount keeps it active.
 */
export function cooldownActive(latest: Expiration | null, cooldownMonths: number | null, now: Date): boolean {
  if (latest === null || cooldownMonths === null) return false;
  if (latest === NEVER) return true;
  return isAfter(addMonths(latest, cooldownMonths), now);
}

/** The discount cooldown (blueprint discountCooldown months) is active for these sessions at `now`. */
export function discountCooldownActive(
  sessions: readonly Session[],
  cooldownMonths: number | null,
  now: Date,
): Computed<boolean> {
  const latest = latestDiscountExpiration(sessions);
  return { ...latest, value: cooldownActive(latest.value, cooldownMonths, now) };
}

/** The pause cooldown (blueprint pauseCooldown months) is active for these sessions at `now`. */
export function pauseCooldownActive(
  sessions: readonly Session[],
  cooldownMonths: number | null,
  now: Date,
): Computed<boolean> {
  const latest = latestPauseExpiration(sessions);
  return { ...latest, value: cooldownActive(latest.value, cooldownMonths, now) };
}
