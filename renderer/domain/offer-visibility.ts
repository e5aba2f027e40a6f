import type { Offer, OfferType } from '../../contract/schemas/index.ts';
import {
  type OfferVisibilityContext,
  type OfferVisibility as OfferVisibilityOf,
  type Relaxation,
  runChecks,
} from './offer-types/checks.ts';
import { OFFER_TYPES, rulesOf } from './offer-types.ts';

export type { OfferVisibilityContext } from './offer-types/checks.ts';
export { trialExtensionAlreadyAccepted } from './offer-types/trial-extension.ts';

/** Every reason an offer is skipped (spec §5), as the offer types' checks name them. */
export type SkipReason = (typeof OFFER_TYPES)[OfferType]['checks'][number]['reason'];

/** Shown, or skipped for one of the offer types' reasons. */
export type OfferVisibility = OfferVisibilityOf<SkipReason>;

/**
 * Every skip reason with the modes that relax it, gathered from the offer types' checks (each check declares
 * its own relaxation beside it): for tests and documentation.
 */
export const SKIP_REASONS: Readonly<Record<SkipReason, Relaxation>> = /* @__PURE__ */ Object.fromEntries(
  Object.values(OFFER_TYPES).flatMap((rules) =>
    rules.checks.map((check: { reason: string; relaxed: Relaxation }) => [check.reason, check.relaxed]),
  ),
) as Record<SkipReason, Relaxation>;

/**
 * Offer visibility (spec §5): whether `offer` is shown to this customer, or the reason it is skipped, with an
 * issue to file when one came up. TEST mode and preview relax the checks that say so.
 */
export function offerVisibility(offer: Offer, context: OfferVisibilityContext): OfferVisibility {
  return runChecks(offer, context, rulesOf(offer.offerType).checks) as OfferVisibility;
}
