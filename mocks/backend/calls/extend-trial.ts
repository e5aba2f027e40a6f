import { ExtendTrialRequestSchema } from '../../../contract/schemas/index.ts';
import { applyTrialExtension } from '../../../renderer/domain/subscription-changes.ts';
import { MESSAGES } from '../messages.ts';
import { fail, parsePayload } from '../responses.ts';
import { offerAction } from './subscription-action.ts';

/**
 * POST /api/orgs/{appId}/stripe/extend-trial: moves the trial end (and the period end with it) by `days`.
 * In live mode a customer's trial is extended once only (spec §9); test mode allows it repeatedly.
 */
export const postExtendTrial = offerAction((context, subscription, record) => {
  const payload = parsePayload(ExtendTrialRequestSchema, context.body);
  if (!payload.ok) return payload.response;
  if (subscription.status !== 'trialing' || subscription.trial_end == null) {
    return fail(400, MESSAGES.notOnTrial);
  }
  if (context.caller.mode === 'LIVE' && record.extendedTrials.length > 0) {
    return fail(400, MESSAGES.trialAlreadyExtended);
  }
  applyTrialExtension(subscription, payload.value.days);
  record.extendedTrials.push(subscription.id);
  return null;
});
