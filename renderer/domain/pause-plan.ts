/**
 * The backend's pause rule (both backends apply it: the mock and the server's database provider):
 * - the pause starts at the end of the paid period (or now, when that lies behind), and the pause wall
 *   waits for it (metadata.pauseWallStartDate; pauseDate when it lies ahead);
 * - it resumes on the chosen `date`, else `duration` units of `interval` after the pause starts;
 * - annual and quarterly subscriptions (the ones the org lets pause through annualPauseExtendTerm,
 *   quarterlyPauseEnabled or pauseEndOfTerm) get a soft pause: access continues until the term end,
 *   recorded as pause_collection.resumption_term_end.
 */
import type { PauseCollection, PauseRequest, Subscription } from '../../contract/schemas/index.ts';
import { PAUSE_VALIDATION_ERRORS } from './pause-options.ts';
import { addPauseUnits } from './pause-units.ts';
import { fromUnixSeconds, isAnnual, isQuarterly } from './subscription.ts';

/** Stripe's behaviour for invoices during a pause: they are voided. */
const PAUSE_BEHAVIOR = 'void';

/** The pause a request asks for, or the message refusing it. */
export type PausePlan =
  | { ok: true; pauseCollection: PauseCollection; startsAt: Date }
  | { ok: false; message: string };

function toUnixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** Works out the pause of a subscription (pure: `now` is a parameter). */
export function planPause(subscription: Subscription, request: PauseRequest, now: Date): PausePlan {
  const periodEnd = fromUnixSeconds(subscription.current_period_end);
  const startsAt = periodEnd > now ? periodEnd : now;
  let resumesAt: Date;
  if (request.date !== null) {
    resumesAt = new Date(request.date);
    if (Number.isNaN(resumesAt.getTime()) || resumesAt <= now)
      return { ok: false, message: PAUSE_VALIDATION_ERRORS['invalid-end-date'] };
  } else if (request.duration !== null) {
    resumesAt = addPauseUnits(startsAt, request.interval, request.duration);
  } else {
    return { ok: false, message: PAUSE_VALIDATION_ERRORS['no-resume-date'] };
  }
  const soft = isAnnual(subscription) || isQuarterly(subscription);
  return {
    ok: true,
    startsAt,
    pauseCollection: {
      behavior: PAUSE_BEHAVIOR,
      resumes_at: toUnixSeconds(resumesAt),
      resumption_term_end: soft ? subscription.current_period_end : null,
    },
  };
}
