import { type ComponentType, createElement } from 'react';
import type { Offer, OfferType } from '../../contract/schemas/index.ts';
import type { OfferOf } from '../../contract/schemas/offer.ts';
import { DiscountContainer } from './containers/discount-container.tsx';
import { DowngradeContainer } from './containers/downgrade-container.tsx';
import { ContactContainer, RedirectContainer } from './containers/help-containers.tsx';
import { PauseContainer } from './containers/pause-container.tsx';
import { PlanChangeContainer } from './containers/plan-change-container.tsx';
import { TrialContainer } from './containers/trial-container.tsx';

/** Offer types to views; adding an offer type is one entry, and the compiler insists on it. */
export const offerViews = {
  PAUSE: PauseContainer,
  DISCOUNT: DiscountContainer,
  TRIAL_EXTENSION: TrialContainer,
  PLAN_CHANGE: PlanChangeContainer,
  CONTACT: ContactContainer,
  REDIRECT: RedirectContainer,
  DOWNGRADE: DowngradeContainer,
} satisfies { [K in OfferType]: ComponentType<{ offer: OfferOf<K> }> };

/**
 * Renders an offer through its registry entry. The table maps each type K to a view of OfferOf<K>; TypeScript
 * cannot correlate `offerViews[offer.offerType]` with `offer`, so the lookup is widened once, here.
 */
export function renderOffer(offer: Offer) {
  const view = offerViews[offer.offerType] as ComponentType<{ offer: Offer }>;
  return createElement(view, { offer });
}
