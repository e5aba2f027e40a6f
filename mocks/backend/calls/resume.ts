import { ResumeRequestSchema } from '../../../contract/schemas/index.ts';
import { applyResume } from '../../../renderer/domain/subscription-changes.ts';
import { MESSAGES } from '../messages.ts';
import { fail, parsePayload } from '../responses.ts';
import { subscriptionAction } from './subscription-action.ts';

function subscriptionIdOption(body: unknown): string | null {
  const payload = parsePayload(ResumeRequestSchema, body);
  return payload.ok ? payload.value.options.subscriptionId : null;
}

/**
 * POST /api/orgs/{appId}/stripe/resume: ends the pause (pause wall "Resume Subscription Now"). Resuming a
 * subscription that is not paused is refused, so a retried resume without an Idempotency-Key shows up.
 */
export const postResume = subscriptionAction(
  (context, subscription) => {
    const payload = parsePayload(ResumeRequestSchema, context.body);
    if (!payload.ok) return payload.response;
    if (!subscription.pause_collection) return fail(400, MESSAGES.subscriptionNotPaused);
    applyResume(subscription);
    return null;
  },
  (context) => subscriptionIdOption(context.body) ?? context.caller.subscriptionId,
);
