/**
 * The draft as the preview draws it: from the step the author picked (that step on, shown even if it is
 * switched off) and in the theme they picked. The draft itself never changes: these are the preview's
 * choices, not edits.
 */
import type { BlueprintInput, Theme } from '../../contract/schemas/index.ts';

export interface PreviewChoices {
  /** The step to start from; null (or a step no longer in the draft) starts where customers start. */
  fromStep: string | null;
  /** The theme to draw in; null keeps the draft's own. */
  theme: Theme | null;
}

export function previewBlueprint(draft: BlueprintInput, choices: PreviewChoices): BlueprintInput {
  const from = draft.steps.findIndex((step) => step.guid === choices.fromStep);
  const steps =
    from < 0
      ? draft.steps
      : draft.steps.slice(from).map((step, index) => (index === 0 ? { ...step, enabled: true } : step));
  const styles = choices.theme ? { ...draft.styles, theme: choices.theme } : draft.styles;
  return { ...draft, steps, ...(styles ? { styles } : {}) };
}
