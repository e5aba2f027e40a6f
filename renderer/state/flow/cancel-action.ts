/**
 * The cancel (spec §4: Next with no projected step, or the confirm step). Like the offers' actions it is not
 * in the main chunk: leave-actions.ts imports it on first use, and the offers' chunk (fetched once the first
 * step is painted) brings it along, so it is normally there before the customer can click (docs/performance.md).
 */
import { CHANGE_IN_EFFECT } from '../../domain/change-in-effect.ts';
import { fromUnixSeconds } from '../../domain/subscription.ts';
import { notify } from '../callbacks.ts';
import { currentSubscription } from './context.ts';
import { choiceValue, hostCustomer } from './host-customer.ts';
import { retryFailedAction, runAction } from './run-action.ts';
import { flowRuntime } from './runtime.ts';
import { flow } from './store.ts';

/** Cancel the subscription (spec §4: Next with no projected step, or the confirm step). */
export function cancelSubscription(): Promise<void> {
  const runtime = flowRuntime();
  if (!runtime) return Promise.resolve();
  const choice = flow.surveyId ? flow.answers[flow.surveyId] : undefined;
  const survey = { surveyChoiceValue: choiceValue(choice) };
  return runAction({
    kind: 'CANCEL',
    accepted: null,
    offerOptions: flow.offerOptions,
    errorKey: 'error.cancel',
    perform: (idempotencyKey) => runtime.api.cancel({ cancelAtPeriodEnd: true }, { idempotencyKey }),
    handler: runtime.options.handleCancel
      ? () => runtime.options.handleCancel?.(hostCustomer(), survey)
      : null,
    complete: () => {
      const subscription = currentSubscription(flow);
      return {
        kind: 'CANCELED',
        endsAt: subscription ? fromUnixSeconds(subscription.current_period_end).toISOString() : null,
      };
    },
    notifyHost: () => notify(runtime.options, 'onCancel', hostCustomer(), survey),
    // A cancel whose answer was lost may have gone through: the re-read customer tells (run-action.ts).
    inEffect: CHANGE_IN_EFFECT.cancel,
  });
}

/**
 * Try again, on the connection-lost screen of a cancel that got no answer (and was not found cancelled when
 * the customer was re-read): the same request with the same Idempotency-Key, so the money action happens once
 * whatever became of the first; the survey answers and feedback are those the customer gave.
 */
export async function retryCancel(): Promise<void> {
  await retryFailedAction();
}

/**
 * Cancel now, from the complete screen (spec §2, §4 Actions: the cancel sends its session results too). When
 * this session's results already went out (an offer was accepted), the cancel is a session of its own: a new
 * key, or the backend would drop it as a repeat and keep counting the customer as saved. It carries the
 * survey answers and feedback (why they cancelled), not the earlier session's accepted offer, offers or steps.
 * Synchronous up to the cancel's MODIFYING_USER_ACCOUNT: a second click finds it under way and sends nothing.
 */
export function cancelAfterComplete(): Promise<void> {
  const runtime = flowRuntime();
  if (!runtime || flow.flowState !== 'COMPLETE' || flow.canceled) return Promise.resolve();
  if (flow.resultsSent) {
    Object.assign(flow, {
      sessionKey: runtime.newKey(),
      resultsSent: false,
      acceptedOffer: null,
      offerOptions: null,
      customActionHandler: false,
      stepsViewed: [],
      presentedOffers: [],
      // The recording, if any, is uploaded to the session it started with.
      isRecording: false,
    });
  }
  flow.flowState = 'IN_PROGRESS';
  return cancelSubscription();
}
