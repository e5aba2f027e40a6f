/**
 * The lite (insight) flow made from a full one (spec §1: lite mode shows only survey, confirm and freeform
 * steps). Both backends derive it the same way when an app has no lite blueprint of its own.
 */
import type { BlueprintInput, StepInput } from '../../contract/schemas/index.ts';

/** Lite mode shows only these step types (spec §1). */
const LITE_STEP_TYPES: readonly string[] = ['SURVEY', 'CONFIRM', 'FREEFORM'];

/**
 * Follows `defaultNextStep`/`defaultPreviousStep` links through removed steps to the nearest kept one, so
 * the lite flow keeps the order of the full flow without its offers.
 */
function relink(
  target: string | null | undefined,
  byGuid: Map<string, StepInput>,
  kept: Set<string>,
  direction: 'defaultNextStep' | 'defaultPreviousStep',
): string | null {
  const seen = new Set<string>();
  let current = target ?? null;
  while (current !== null && !kept.has(current) && !seen.has(current)) {
    seen.add(current);
    current = byGuid.get(current)?.[direction] ?? null;
  }
  return current !== null && kept.has(current) ? current : null;
}

/** The lite blueprint made from a full one: its survey, confirm and freeform steps, without offers. */
export function deriveLiteBlueprint(blueprint: BlueprintInput): BlueprintInput {
  const byGuid = new Map(blueprint.steps.map((step) => [step.guid, step]));
  const liteSteps = blueprint.steps.filter((step) => LITE_STEP_TYPES.includes(step.stepType));
  const kept = new Set(liteSteps.map((step) => step.guid));
  const steps = liteSteps.map((step): StepInput => {
    const links = {
      defaultNextStep: relink(step.defaultNextStep, byGuid, kept, 'defaultNextStep'),
      defaultPreviousStep: relink(step.defaultPreviousStep, byGuid, kept, 'defaultPreviousStep'),
      offersAttached: {},
    };
    if (step.stepType === 'SURVEY') {
      const choices = step.survey.choices.map((choice) => ({ ...choice, offer: null }));
      return { ...step, ...links, survey: { ...step.survey, choices } };
    }
    return { ...step, ...links };
  });
  return { ...structuredClone(blueprint), steps: structuredClone(steps) };
}
