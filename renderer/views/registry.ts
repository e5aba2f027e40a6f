import { type ComponentType, createElement } from 'react';
import type { Offer, OfferType, Step, StepOf, StepType } from '../api/schemas/index.ts';
import type { OfferOf } from '../api/schemas/offer.ts';
import { ConfirmContainer } from './containers/confirm-container.tsx';
import { DiscountContainer } from './containers/discount-container.tsx';
import { FreeformContainer } from './containers/freeform-container.tsx';
import { ContactContainer, RedirectContainer } from './containers/help-containers.tsx';
import { PauseContainer } from './containers/pause-container.tsx';
import { PlanChangeContainer } from './containers/plan-change-container.tsx';
import { SurveyContainer } from './containers/survey-container.tsx';
import { TrialContainer } from './containers/trial-container.tsx';
import type { WidgetTheme } from './shell/theme.ts';

/** What every step view receives from the step shell. */
export interface StepViewProps<K extends StepType> {
  step: StepOf<K>;
  theme: WidgetTheme;
  /** The step header, placeholders filled (the survey's accessible legend). */
  title: string;
}

/**
 * Step types to views (STYLE.md: a registry, not a long switch). An OFFER step renders through
 * `offerViews`, so it has no entry of its own here; the compiler demands a view for every other type.
 */
export const stepViews = {
  SURVEY: SurveyContainer,
  FREEFORM: FreeformContainer,
  CONFIRM: ConfirmContainer,
} satisfies { [K in Exclude<StepType, 'OFFER'>]: ComponentType<StepViewProps<K>> };

/** Offer types to views; adding an offer type is one entry, and the compiler insists on it. */
export const offerViews = {
  PAUSE: PauseContainer,
  DISCOUNT: DiscountContainer,
  TRIAL_EXTENSION: TrialContainer,
  PLAN_CHANGE: PlanChangeContainer,
  CONTACT: ContactContainer,
  REDIRECT: RedirectContainer,
} satisfies { [K in OfferType]: ComponentType<{ offer: OfferOf<K> }> };

/**
 * Renders an offer through its registry entry. The table maps each type K to a view of OfferOf<K>; TypeScript
 * cannot correlate `offerViews[offer.offerType]` with `offer`, so the lookup is widened once, here.
 */
export function renderOffer(offer: Offer) {
  const view = offerViews[offer.offerType] as ComponentType<{ offer: Offer }>;
  return createElement(view, { offer });
}

/** Renders a non-offer step through its registry entry (same correlation note as renderOffer). */
export function renderStep(step: Exclude<Step, { stepType: 'OFFER' }>, theme: WidgetTheme, title: string) {
  const view = stepViews[step.stepType] as ComponentType<StepViewProps<typeof step.stepType>>;
  return createElement(view, { step, theme, title });
}
