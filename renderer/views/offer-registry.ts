import { type ComponentType, createElement } from 'react';
import type { Offer, OfferType } from '../../contract/schemas/index.ts';
import type { OfferOf } from '../../contract/schemas/offer.ts';
import { OFFER_TYPES } from '../domain/offer-types.ts';
import type { Translator } from '../i18n/index.ts';
import type { ActingOfferType, CompleteOf } from '../state/flow/offer-outcomes.ts';
import type { CompleteVariant, FlowData } from '../state/flow/store.ts';
import type { CompleteTexts } from './containers/complete-words.ts';
import { DiscountContainer, discountAppliedTexts } from './containers/discount-container.tsx';
import { DowngradeContainer, downgradedTexts } from './containers/downgrade-container.tsx';
import { ContactContainer, RedirectContainer } from './containers/help-containers.tsx';
import { PauseContainer, pausedTexts } from './containers/pause-container.tsx';
import { PlanChangeContainer, planChangedTexts } from './containers/plan-change-container.tsx';
import { TrialContainer, trialExtendedTexts } from './containers/trial-container.tsx';

/** An offer type's part of the later views: its view, and the wording of the complete screen it ends on. */
interface OfferViewEntry<K extends OfferType> {
  view: ComponentType<{ offer: OfferOf<K> }>;
  /** Title and message of the offer's complete screen; null for an offer without an action. */
  complete: K extends ActingOfferType
    ? (t: Translator, variant: CompleteOf<K>, data: FlowData | null) => CompleteTexts
    : null;
}

/** Offer types to their views and complete screens; adding an offer type is one entry, and the compiler insists on it. */
export const OFFER_VIEWS = {
  PAUSE: { view: PauseContainer, complete: pausedTexts },
  DISCOUNT: { view: DiscountContainer, complete: discountAppliedTexts },
  TRIAL_EXTENSION: { view: TrialContainer, complete: trialExtendedTexts },
  PLAN_CHANGE: { view: PlanChangeContainer, complete: planChangedTexts },
  CONTACT: { view: ContactContainer, complete: null },
  REDIRECT: { view: RedirectContainer, complete: null },
  DOWNGRADE: { view: DowngradeContainer, complete: downgradedTexts },
} satisfies { [K in OfferType]: OfferViewEntry<K> };

/*
 * The table maps each type K to a view of OfferOf<K> and a wording of CompleteOf<K>; TypeScript cannot correlate
 * `OFFER_VIEWS[offer.offerType]` with `offer`, so each lookup is widened once, below.
 */

/** Renders an offer through its registry entry. */
export function renderOffer(offer: Offer) {
  const view = OFFER_VIEWS[offer.offerType].view as ComponentType<{ offer: Offer }>;
  return createElement(view, { offer });
}

type OfferCompleteVariant = Exclude<CompleteVariant, { kind: 'CANCELED' | 'CUSTOM' | 'START' }>;

/** The wording of an accepted offer's complete screen, by the offer type whose action ends on it. */
export function offerCompleteTexts(
  t: Translator,
  variant: OfferCompleteVariant,
  data: FlowData | null,
): CompleteTexts {
  const offerType = (Object.keys(OFFER_TYPES) as OfferType[]).find(
    (type) => OFFER_TYPES[type].action?.complete === variant.kind,
  );
  const words = offerType
    ? (OFFER_VIEWS[offerType].complete as
        | ((t: Translator, variant: OfferCompleteVariant, data: FlowData | null) => CompleteTexts)
        | null)
    : null;
  // Only a screen declared (store.ts OfferCompleteScreens) but named by no offer type's rules gets here.
  if (!words) return { title: t('stepTag.offerAccepted'), message: '' };
  return words(t, variant, data);
}
