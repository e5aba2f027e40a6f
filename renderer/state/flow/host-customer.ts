import { callbackCustomer } from '../callbacks.ts';
import { currentSubscription } from './context.ts';
import { flowRuntime } from './runtime.ts';
import { flow } from './store.ts';

/** The customer as the host's callbacks receive it. */
export function hostCustomer() {
  return callbackCustomer(flow.customer, {
    customerId: flowRuntime()?.options.customerId ?? null,
    subscriptionId: currentSubscription(flow)?.id ?? flow.subscriptionId,
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
