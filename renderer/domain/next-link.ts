/**
 * Next's link rule (spec §4 Step navigation), the part of step-order.ts the widget's first chunk needs
 * (navigation.ts): a module of its own, so that the order's walk stays in the chunks that use it.
 */

/** Where Next leads from `step` by its link: the step defaultNextStep names, else the next one in the array. */
export function linkedNext<S extends { guid: string; defaultNextStep: string | null }>(
  steps: readonly S[],
  step: S,
): S | null {
  const linked = step.defaultNextStep ? steps.find((other) => other.guid === step.defaultNextStep) : null;
  return linked ?? steps[steps.indexOf(step) + 1] ?? null;
}
