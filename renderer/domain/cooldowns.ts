import type { CreateIssue, OfferType, Session } from '../../contract/schemas/index.ts';
import { addMonths, isAfter, isValid } from './calendar.ts';
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
  // way; calendar.ts does the arithmetic, and an ISO parser is not worth its bytes in the core.
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
 * When a past pause ends: `from` plus its pauseDuration in its pauseInterval units (MONTH when absent, the offer's
 * default); a pause until a custom date has no duration, and ends on that date (offerOptions.pauseEndDate, our
 * reading: the spec counts in durations only). Neither known is bad data: throws.
 */
export function pauseEnd(session: Session, from: Date): Date {
  const accepted = session.acceptedOffer;
  const duration = accepted?.pauseDuration;
  if (duration != null)
    return addPauseUnits(
      from,
      accepted?.pauseInterval ?? 'MONTH',
      checkedCount(duration, 'pauseDuration', session),
    );
  const end = new Date(session.offerOptions?.pauseEndDate ?? Number.NaN);
  if (!isValid(end))
    throw new Error(`${describe(session)}: the accepted pause has no pauseDuration or end date`);
  return end;
}

/**
 * Pause expiry (spec §9): the session's creation date plus the accepted pause duration, in months (weeks of
 * WEEK_DAYS days, or days, for a WEEK or DAY interval); a custom-date pause expires on its date (see pauseEnd).
 * Throws on bad data.
 */
export function pauseExpiry(session: Session): Date {
  return pauseEnd(session, createdAt(session));
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
  // Each session on its own: one odd session is reported and left out, never taking the others' cooldown with
  // it. Every session is computed before reducing, so bad data is reported even behind a forever coupon.
  const expirations: Expiration[] = [];
  const errors: string[] = [];
  for (const session of acceptedOfType(sessions, offerType)) {
    try {
      expirations.push(expiry(session));
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
  }
  const value = latestOf(expirations);
  return errors[0]
    ? { value, issue: { name: issueName, issueData: { error: errors.join('; ') } } }
    : { value };
}

/**
 * The latest discount expiration over the sessions that were not aborted and accepted a DISCOUNT; null when
 * there is none. A session with bad data is left out, with a 'latest-discount-expiration' issue (spec §8).
 */
export function latestDiscountExpiration(sessions: readonly Session[]): Computed<Expiration | null> {
  return computeLatest(sessions, 'DISCOUNT', discountExpiry, 'latest-discount-expiration');
}

/**
 * The latest pause expiration over the sessions that were not aborted and accepted a PAUSE; null when there is
 * none. A session with bad data is left out, with a 'latest-pause-expiration' issue (spec §8).
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
