/**
 * The draft as the preview draws it: from the step the author picked (that step on, shown even if it is
 * switched off) and in the theme they picked. The draft itself never changes: these are the preview's
 * choices, not edits.
 */
import type { BlueprintInput, StepInput, Theme } from '../../contract/schemas/index.ts';
import { type DraftOrder, draftOrder } from './step-moves.ts';

export interface PreviewChoices {
  /** The step to start from; null (or a step no longer in the draft) starts where customers start. */
  fromStep: string | null;
  /** The theme to draw in; null keeps the draft's own. */
  theme: Theme | null;
}

/**
 * The steps from the picked one on. On the customers' path, that is the rest of the path in its order (what
 * the editor lists; links to the steps left out fall back to it); off it, the array from there, as the widget
 * would take it.
 */
function stepsFrom(draft: BlueprintInput, guid: string | null, order: DraftOrder): readonly StepInput[] {
  const onPath = order.steps.findIndex((step) => step.guid === guid);
  if (onPath >= 0 && onPath < order.end) return order.steps.slice(onPath, order.end);
  const from = draft.steps.findIndex((step) => step.guid === guid);
  return from < 0 ? draft.steps : draft.steps.slice(from);
}

/**
 * A step without its links to steps the preview left out. The widget would follow the same fallback (the
 * next step in order, Back to the step before), but would take each such link for a problem of the draft and
 * warn about it in the console, while the draft has none.
 */
function withinPreview(step: StepInput, kept: ReadonlySet<string>): StepInput {
  const keep = (link: string | null | undefined) => (link && kept.has(link) ? link : null);
  return {
    ...step,
    defaultNextStep: keep(step.defaultNextStep),
    defaultPreviousStep: keep(step.defaultPreviousStep),
  };
}

export function previewBlueprint(
  draft: BlueprintInput,
  choices: PreviewChoices,
  order: DraftOrder = draftOrder(draft),
): BlueprintInput {
  const picked = draft.steps.some((step) => step.guid === choices.fromStep);
  const from = picked ? stepsFrom(draft, choices.fromStep, order) : draft.steps;
  const kept = new Set(from.map((step) => step.guid));
  const steps = picked
    ? from.map((step, index) => withinPreview(index === 0 ? { ...step, enabled: true } : step, kept))
    : draft.steps;
  const styles = choices.theme ? { ...draft.styles, theme: choices.theme } : draft.styles;
  return { ...draft, steps, ...(styles ? { styles } : {}) };
}
