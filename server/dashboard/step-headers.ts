/** A session's steps named for the dashboard: the headers the flow version gave them. */
import type { Step } from '../../contract/schemas/index.ts';
import { attachedOffer, attachedOfferKey } from '../../renderer/domain/navigation.ts';

/**
 * The header of every place a customer can be: each step, and each offer attached to a survey's choice (named
 * as the widget reports it in stepsViewed), so the session shows "How about 20% off?" rather than "OFFER".
 */
export function stepHeaders(steps: readonly Step[]): Map<string, string | undefined> {
  const headers = new Map<string, string | undefined>();
  for (const step of steps) {
    headers.set(step.guid, step.header);
    if (step.stepType !== 'SURVEY') continue;
    for (const choice of step.survey.choices)
      headers.set(attachedOfferKey(step.guid, choice.guid), attachedOffer(step, choice.guid)?.header);
  }
  return headers;
}
