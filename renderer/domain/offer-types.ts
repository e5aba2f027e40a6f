import type { OfferType } from '../../contract/schemas/index.ts';
import { discountType } from './offer-types/discount.ts';
import { downgradeType } from './offer-types/downgrade.ts';
import { contactType, redirectType } from './offer-types/help.ts';
import type { OfferTypeRules } from './offer-types/offer-type.ts';
import { pauseType } from './offer-types/pause.ts';
import { planChangeType } from './offer-types/plan-change.ts';
import { trialExtensionType } from './offer-types/trial-extension.ts';

export type { OfferTypeRules } from './offer-types/offer-type.ts';

/**
 * Every offer type's rules (`offer-types/<type>.ts`), the one list of them outside the contract: adding an
 * offer type is one entry here, and the compiler insists on it (docs/adding-an-offer-type.md).
 */
export const OFFER_TYPES = {
  PAUSE: pauseType,
  DISCOUNT: discountType,
  TRIAL_EXTENSION: trialExtensionType,
  PLAN_CHANGE: planChangeType,
  CONTACT: contactType,
  REDIRECT: redirectType,
  DOWNGRADE: downgradeType,
} as const satisfies { [K in OfferType]: OfferTypeRules<K> };

/** The rules of one offer type, typed by it (TypeScript cannot index the table by a generic key). */
export function rulesOf<K extends OfferType>(offerType: K): OfferTypeRules<K> {
  const table: { [T in OfferType]: OfferTypeRules<T> } = OFFER_TYPES;
  return table[offerType];
}
