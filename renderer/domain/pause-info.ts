import type { Provider, Session, Subscription } from '../../contract/schemas/index.ts';
import { isAfter, isValid } from './calendar.ts';
import { pauseEnd } from './cooldowns.ts';
import { recognisesFuturePause } from './providers.ts';
import { fromUnixSeconds, isAnnual, isQuarterly, type PauseInfo } from './subscription.ts';

/**
 * Braintree has no pause collection of its own: the resume date is derived from the customer's sessions
 * (spec §4 Pause wall display).
 */
const SESSION_DERIVED_PAUSE_PROVIDER: Provider = 'BRAINTREE';

/**
 * PADDLE reports a soft pause without a resumption term end, so its annual or quarterly pause is soft as it
 * is (spec §4 "also for PADDLE with annual or quarterly").
 */
const SOFT_PAUSE_WITHOUT_TERM_END_PROVIDER: Provider = 'PADDLE';

function sessionTime(session: Session): Date | null {
  // ISO date-times checked with Date.parse on the wire (IsoDateTimeSchema): Date reads them the same way.
  const time = new Date(session.updatedAt ?? session.createdAt);
  return isValid(time) ? time : null;
}

/**
 * Braintree's resume date (spec §4): the update time (updatedAt, else createdAt) of the last session that was
 * neither aborted nor canceled and accepted a PAUSE, plus its pauseDuration in its pauseInterval units (MONTH or
 * DAY as the spec names them, or WEEK of WEEK_DAYS days; a missing interval is MONTH, the pause offer's default).
 * "Last" is the latest by that time, whatever the order the server sent. A pause until a custom date resumes on
 * that date (see pauseEnd). When that last pause's end cannot be known the date is unknown: null, rather than
 * falling back to an older pause that has since been superseded.
 */
export function braintreeResumeDate(sessions: readonly Session[]): Date | null {
  let last: { time: Date; session: Session } | null = null;
  for (const session of sessions) {
    if (session.aborted || session.canceled || session.acceptedOffer?.offerType !== 'PAUSE') continue;
    const time = sessionTime(session);
    if (time && (!last || isAfter(time, last.time))) last = { time, session };
  }
  if (!last) return null;
  try {
    return pauseEnd(last.session, last.time);
  } catch {
    return null;
  }
}

/**
 * The subscription is already paused (the flow-start decision, spec §4 Flow start): it has a pause collection,
 * or, for Braintree, the pause derived from its sessions is still running at `now`.
 */
export function isPaused(
  subscription: Subscription,
  provider: Provider,
  sessions: readonly Session[],
  now: Date,
): boolean {
  if (subscription.pause_collection) return true;
  if (provider !== SESSION_DERIVED_PAUSE_PROVIDER) return false;
  const resumesAt = braintreeResumeDate(sessions);
  return resumesAt !== null && isAfter(resumesAt, now);
}

/**
 * Soft pause (spec §4): annual or quarterly billing with a resumption term end — access continues until that
 * term end. For PADDLE an annual or quarterly subscription with a pause collection is soft even without one.
 */
export function isSoftPause(subscription: Subscription, provider: Provider): boolean {
  if (!isAnnual(subscription) && !isQuarterly(subscription)) return false;
  const collection = subscription.pause_collection;
  if (collection?.resumption_term_end != null) return true;
  return provider === SOFT_PAUSE_WITHOUT_TERM_END_PROVIDER && collection != null;
}

/**
 * The pause info of a subscription (spec §3, §4): when a scheduled pause starts (`pauseDate`), when billing
 * resumes (pause collection's resumes_at; for Braintree the session-derived date first), whether the pause lies
 * ahead (recognised only for STRIPE and CHARGEBEE), and the soft-pause term end.
 */
export function pauseInfo(
  subscription: Subscription,
  provider: Provider,
  sessions: readonly Session[],
  now: Date,
): PauseInfo {
  const collection = subscription.pause_collection;
  const startsAt = subscription.pauseDate != null ? fromUnixSeconds(subscription.pauseDate) : null;
  const collectionResume = collection?.resumes_at != null ? fromUnixSeconds(collection.resumes_at) : null;
  const resumesAt =
    provider === SESSION_DERIVED_PAUSE_PROVIDER
      ? (braintreeResumeDate(sessions) ?? collectionResume)
      : collectionResume;
  const termEnd = collection?.resumption_term_end;
  return {
    startsAt,
    resumesAt,
    future: recognisesFuturePause(provider) && startsAt !== null && isAfter(startsAt, now),
    resumptionTermEnd: termEnd != null ? fromUnixSeconds(termEnd) : null,
    soft: isSoftPause(subscription, provider),
  };
}

/** The pause info when the subscription is already paused (see isPaused), else null: what flow start reads. */
export function currentPause(
  subscription: Subscription,
  provider: Provider,
  sessions: readonly Session[],
  now: Date,
): PauseInfo | null {
  return isPaused(subscription, provider, sessions, now)
    ? pauseInfo(subscription, provider, sessions, now)
    : null;
}
