/** A session's steps named for the dashboard: the headers the flow version gave them. */
import type { Step } from '../../contract/schemas/index.ts';
import { attachedOffer, attachedOfferKey } from '../../renderer/domain/navigation.ts';
import { fillPlaceholdersAsText, type TemplateValues } from '../../renderer/domain/templates.ts';

/**
 * Every placeholder as its attribute's name in brackets, whatever the customer's value was. The widget filled
 * a header with what it knew at that moment — the billing provider's name and metadata then, the host's
 * customer attributes (never sent to us), ages and statuses worded in the customer's language — so the
 * dashboard cannot show the same words afterwards, and a guess would read as fact. A marked placeholder says
 * what the customer saw there: "Before you go, [CUSTOMER_NAME_FIRST]".
 */
const PLACEHOLDER_NAMES: TemplateValues = new (class extends Map<string, string> {
  override get(key: string): string {
    return `[${key}]`;
  }
})();

/** A header with each `{{ attribute | fallback }}` shown as `[attribute]` (the widget's own placeholder rule). */
export function markPlaceholders(header: string | undefined): string | undefined {
  return header === undefined ? undefined : fillPlaceholdersAsText(header, PLACEHOLDER_NAMES);
}

/**
 * The header of every place a customer can be: each step, and each offer attached to a survey's choice (named
 * as the widget reports it in stepsViewed), so the session shows "How about 20% off?" rather than "OFFER".
 */
export function stepHeaders(steps: readonly Step[]): Map<string, string | undefined> {
  const headers = new Map<string, string | undefined>();
  for (const step of steps) {
    headers.set(step.guid, markPlaceholders(step.header));
    if (step.stepType !== 'SURVEY') continue;
    for (const choice of step.survey.choices)
      headers.set(
        attachedOfferKey(step.guid, choice.guid),
        markPlaceholders(attachedOffer(step, choice.guid)?.header),
      );
  }
  return headers;
}
