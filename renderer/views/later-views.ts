/**
 * The views of the cancel flow's later steps: every offer and the complete screen. They are a chunk of
 * their own (docs/performance.md): the first step does not need them, so the script-tag core stays
 * small, and `useLaterViews` fetches them right after the first step is painted. Their English texts
 * travel with them: `loadLaterViews` registers them before it hands out a view.
 */
export { enCancelConfirm } from '../i18n/catalogs/en/cancel-confirm.ts';
export { enLaterSteps } from '../i18n/catalogs/en/later-steps.ts';
export { CompleteContainer, completeTexts } from './containers/complete-container.tsx';
export { renderOffer } from './offer-registry.ts';
export { LATER_STEP_ICONS } from './shell/later-step-icons.tsx';
export { OFFERS_CSS } from './styles/offers-css.ts';
