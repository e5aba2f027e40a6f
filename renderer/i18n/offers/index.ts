import type { OfferType } from '../../../contract/schemas/offer.ts';
import type { Language } from '../../../contract/schemas/org.ts';
import type { Message } from '../message.ts';
import { discountTexts } from './discount.ts';
import { downgradeTexts } from './downgrade.ts';
import { helpTexts } from './help.ts';
import { pauseTexts } from './pause.ts';
import { planChangeTexts } from './plan-change.ts';
import { trialExtensionTexts } from './trial-extension.ts';

/**
 * Each offer type's own texts (`offers/<type>.ts`) in every language: the one i18n file a new offer type
 * touches, compiler-checked to name every type. They travel with the later steps' chunk
 * (`views/later-views.ts`), which registers all four languages before any offer view renders
 * (`registerOfferTexts`); the English catalog (`catalogs/en.ts`) adds them to the message keys, and the
 * de/fr/es catalogs hold only the texts offers share with other screens.
 */
export const OFFER_TEXTS = {
  PAUSE: pauseTexts,
  DISCOUNT: discountTexts,
  TRIAL_EXTENSION: trialExtensionTexts,
  PLAN_CHANGE: planChangeTexts,
  CONTACT: helpTexts,
  REDIRECT: helpTexts,
  DOWNGRADE: downgradeTexts,
} as const satisfies { [K in OfferType]: { readonly [L in Language]: Readonly<Record<string, Message>> } };

type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (
  merged: infer I,
) => void
  ? I
  : never;

/** Every offer's texts in one language, as one record. */
export type OfferTextsIn<L extends Language> = UnionToIntersection<(typeof OFFER_TEXTS)[OfferType][L]>;

/** Every offer's texts in `language`, merged (offers share no key: catalogs.test.ts). */
export function offerTextsIn<L extends Language>(language: L): OfferTextsIn<L> {
  const merged: Record<string, Message> = {};
  for (const texts of Object.values(OFFER_TEXTS)) Object.assign(merged, texts[language]);
  // The union's records merged key by key is their intersection; the compiler cannot follow Object.assign.
  return merged as OfferTextsIn<L>;
}
