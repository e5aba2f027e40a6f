import type { Offer, OfferType } from '../../contract/schemas/index.ts';
import {
  type OfferVisibility,
  type OfferVisibilityContext,
  runChecks,
  type SkipCheck,
} from './offer-visibility/checks.ts';
import { discountChecks } from './offer-visibility/discount.ts';
import { downgradeChecks } from './offer-visibility/downgrade.ts';
import { pauseChecks } from './offer-visibility/pause.ts';
import { planChangeChecks } from './offer-visibility/plan-change.ts';
import { trialExtensionChecks } from './offer-visibility/trial-extension.ts';

export {
  isRelaxed,
  type OfferVisibility,
  type OfferVisibilityContext,
  SKIP_REASONS,
  type SkipReason,
} from './offer-visibility/checks.ts';
export { trialExtensionAlreadyAccepted } from './offer-visibility/trial-extension.ts';

type OfferChecks = { [K in OfferType]: readonly SkipCheck<K>[] };

/** The skip checks of every offer type; CONTACT and REDIRECT are always visible. */
export const OFFER_CHECKS = {
  PAUSE: pauseChecks,
  DISCOUNT: discountChecks,
  TRIAL_EXTENSION: trialExtensionChecks,
  PLAN_CHANGE: planChangeChecks,
  CONTACT: [],
  REDIRECT: [],
  DOWNGRADE: downgradeChecks,
} satisfies OfferChecks;

function checksFor<K extends OfferType>(offerType: K): readonly SkipCheck<K>[] {
  const table: OfferChecks = OFFER_CHECKS;
  return table[offerType];
}

/**
 * Offer visibility (spec §5): whether `offer` is shown to this customer, or the reason it is skipped, with an
 * issue to file when one came up. TEST mode and preview relax the checks listed in SKIP_REASONS.
 */
export function offerVisibility(offer: Offer, context: OfferVisibilityContext): OfferVisibility {
  return runChecks(offer, context, checksFor(offer.offerType));
}
