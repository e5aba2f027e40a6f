/**
 * POST /api/orgs/{appId}/stripe/pause. The spec leaves the server's rule open; the simulator's, kept simple:
 * - the pause starts at the end of the paid period (or now, when that lies behind), and the pause wall
 *   waits for it (metadata.pauseWallStartDate; pauseDate when it lies ahead);
 * - it resumes on the chosen `date`, else `duration` units of `interval` after the pause starts;
 * - annual and quarterly subscriptions (the ones the org lets pause through annualPauseExtendTerm,
 *   quarterlyPauseEnabled or pauseEndOfTerm) get a soft pause: access continues until the term end,
 *   recorded as pause_collection.resumption_term_end.
 */
import { addMonths, addWeeks } from 'date-fns';
import type { PauseCollection, PauseRequest, Subscription } from '../../../contract/schemas/index.ts';
import { PauseRequestSchema } from '../../../contract/schemas/index.ts';
import { isAnnual, isQuarterly } from '../../../renderer/domain/subscription.ts';
import { fromUnixSeconds, toUnixSeconds } from '../clock.ts';
import { MESSAGES } from '../messages.ts';
import { fail, parsePayload } from '../responses.ts';
import { subscriptionAction } from './subscription-action.ts';

/** Stripe's behaviour for invoices during a pause: they are voided. */
const PAUSE_BEHAVIOR = 'void';

/** The pause a request asks for, or the message refusing it. */
export type PausePlan =
  | { ok: true; pauseCollection: PauseCollection; startsAt: Date }
  | { ok: false; message: string };

/** Works out the pause of a subscription (pure: `now` is a parameter). */
export function planPause(subscription: Subscription, request: PauseRequest, now: Date): PausePlan {
  const periodEnd = fromUnixSeconds(subscription.current_period_end);
  const startsAt = periodEnd > now ? periodEnd : now;
  let resumesAt: Date;
  if (request.date !== null) {
    resumesAt = new Date(request.date);
    if (Number.isNaN(resumesAt.getTime()) || resumesAt <= now)
      return { ok: false, message: MESSAGES.pauseDateInvalid };
  } else if (request.duration !== null) {
    resumesAt =
      request.interval === 'WEEK'
        ? addWeeks(startsAt, request.duration)
        : addMonths(startsAt, request.duration);
  } else {
    return { ok: false, message: MESSAGES.pauseDateMissing };
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

export const postPause = subscriptionAction((context, subscription) => {
  const payload = parsePayload(PauseRequestSchema, context.body);
  if (!payload.ok) return payload.response;
  const plan = planPause(subscription, payload.value, context.now);
  if (!plan.ok) return fail(400, plan.message);
  subscription.pause_collection = plan.pauseCollection;
  subscription.pauseDate = plan.startsAt > context.now ? toUnixSeconds(plan.startsAt) : null;
  subscription.metadata.pauseWallStartDate = plan.startsAt.toISOString();
  return null;
});
