import { type ComponentType, createElement } from 'react';
import type { Step, StepOf, StepType } from '../../contract/schemas/index.ts';
import { ConfirmContainer } from './containers/confirm-container.tsx';
import { FreeformContainer } from './containers/freeform-container.tsx';
import { SurveyContainer } from './containers/survey-container.tsx';
import type { WidgetTheme } from './shell/theme.ts';

/** What every step view receives from the step shell. */
export interface StepViewProps<K extends StepType> {
  step: StepOf<K>;
  theme: WidgetTheme;
  /** The step header, placeholders filled (the survey's accessible legend). */
  title: string;
}

/**
 * Step types to views (STYLE.md: a registry, not a long switch). An OFFER step renders through the
 * offer registry (offer-registry.ts, in the lazily loaded later views), so it has no entry of its own
 * here; the compiler demands a view for every other type.
 */
export const stepViews = {
  SURVEY: SurveyContainer,
  FREEFORM: FreeformContainer,
  CONFIRM: ConfirmContainer,
} satisfies { [K in Exclude<StepType, 'OFFER'>]: ComponentType<StepViewProps<K>> };

/**
 * Renders a non-offer step through its registry entry. The table maps each type K to a view of StepOf<K>;
 * TypeScript cannot correlate `stepViews[step.stepType]` with `step`, so the lookup is widened once, here.
 */
export function renderStep(step: Exclude<Step, { stepType: 'OFFER' }>, theme: WidgetTheme, title: string) {
  const view = stepViews[step.stepType] as ComponentType<StepViewProps<typeof step.stepType>>;
  return createElement(view, { step, theme, title });
}
