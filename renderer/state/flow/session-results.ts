import type { SessionResults } from '../../api/schemas/index.ts';
import { discountCooldownActive, pauseCooldownActive } from '../../domain/cooldowns.ts';
import { leaveStep } from '../../domain/session-log.ts';
import { notify } from '../callbacks.ts';
import { currentSubscription } from './context.ts';
import type { FlowRuntime } from './runtime.ts';
import { type FlowStore, flow } from './store.ts';

/** The session results of spec §3, built from the store (the open step is closed at `now`). */
export function buildSessionResults(store: FlowStore, runtime: FlowRuntime): SessionResults {
  const { options } = runtime;
  const blueprint = store.data?.blueprint ?? null;
  const subscription = currentSubscription(store);
  const sessions = store.data?.sessions ?? [];
  const now = runtime.now();
  return {
    sessionKey: store.sessionKey,
    blueprintId: blueprint?._id ?? null,
    recording: store.isRecording,
    aborted: store.aborted,
    canceled: store.canceled,
    acceptedOffer: store.acceptedOffer,
    offerOptions: store.offerOptions,
    surveyId: store.surveyId,
    surveyChoiceId: store.surveyChoiceId,
    feedback: store.feedback.trim() === '' ? null : store.feedback,
    followupResponse: store.surveyId ? store.followups[store.surveyId]?.trim() || null : null,
    followupQuestion: store.followupQuestion,
    customActionHandler: store.customActionHandler,
    provider: options.provider,
    mode: options.mode,
    cooldowns: blueprint
      ? {
          discountCooldown: blueprint.discountCooldown,
          discountCooldownApplied: discountCooldownActive(sessions, blueprint.discountCooldown, now).value,
          pauseCooldown: blueprint.pauseCooldown,
          pauseCooldownApplied: pauseCooldownActive(sessions, blueprint.pauseCooldown, now).value,
        }
      : null,
    customer: options.lite
      ? null
      : {
          id: store.customer?.id ?? options.customerId ?? null,
          email: store.customer?.email ?? null,
          subscriptionId: subscription?.id ?? store.subscriptionId,
        },
    lite: options.lite,
    stepsViewed: leaveStep(store.stepsViewed, now),
    presentedOffers: [...store.presentedOffers],
  };
}

/**
 * Sends the session results once per session (the backend also deduplicates by sessionKey). Never throws:
 * a failed delivery is reported and left for the next attempt (shutdown tries again).
 */
export async function sendSessionResultsOnce(runtime: FlowRuntime): Promise<SessionResults> {
  const results = buildSessionResults(flow, runtime);
  if (flow.resultsSent || !runtime.options.report) return results;
  flow.resultsSent = true;
  try {
    await runtime.api.sendSessionResults(results);
    notify(runtime.options, 'onSessionComplete', results);
  } catch (error) {
    flow.resultsSent = false;
    console.warn('[holdfast] session results not delivered', error);
  }
  return results;
}
