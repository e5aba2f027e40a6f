/**
 * The cancel (spec §4: Next with no projected step, or the confirm step), apart from the offers'
 * actions: any step can lead to it, the first one included, so it ships with the first step while
 * the offers' actions load with the offers' views (docs/performance.md).
 */
import { fromUnixSeconds } from '../../domain/subscription.ts';
import { callbackCustomer, notify } from '../callbacks.ts';
import { currentSubscription } from './context.ts';
import { runAction } from './run-action.ts';
import { flowRuntime } from './runtime.ts';
import { flow } from './store.ts';

/** The customer as the host's callbacks receive it. */
export function hostCustomer() {
  return callbackCustomer(flow.customer, {
    customerId: flowRuntime()?.options.customerId ?? null,
    subscriptionId: currentSubscription(flow)?.id ?? flow.subscriptionId,
  });
}

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
  });
}

/** The text of a survey choice, for the host's cancel callbacks. */
export function choiceValue(choiceGuid: string | undefined): string | null {
  if (!choiceGuid) return null;
  for (const step of flow.data?.blueprint.steps ?? []) {
    if (step.stepType !== 'SURVEY') continue;
    const choice = step.survey.choices.find((candidate) => candidate.guid === choiceGuid);
    if (choice) return choice.value;
  }
  return null;
}
