/**
 * The views of the cancel flow's later steps: every offer and the complete screen. They are a chunk of
 * their own (docs/performance.md): the first step does not need them, so the script-tag core stays
 * small, and `useLaterViews` fetches them right after the first step is painted. Their texts travel with
 * them: the English the later steps share, and each offer type's own texts in every language (its step tag
 * and taking-action text too); `loadLaterViews` registers them before it hands out a view. The first step's
 * free-text fields take their hint near the limit from here too (`freeTextHint`): the main chunk is
 * byte-budgeted, and this chunk is in long before anyone has typed that much.
 */
export { enCancelConfirm } from '../i18n/catalogs/en/cancel-confirm.ts';
export { enLaterSteps } from '../i18n/catalogs/en/later-steps.ts';
export { OFFER_TEXTS } from '../i18n/offers/index.ts';
export { registerOfferTexts } from '../i18n/offers/register.ts';
export { AfterOfferErrorFooter } from './containers/after-offer-error-footer.tsx';
export { CompleteContainer, completeTexts } from './containers/complete-container.tsx';
export { freeTextHint } from './containers/free-text-hint.ts';
export { renderOffer } from './offer-registry.ts';
export { LATER_STEP_ICONS } from './shell/later-step-icons.tsx';
export { OFFERS_CSS } from './styles/offers-css.ts';
