import type { Message } from './message.ts';
import type { TranslatedLanguage } from './offers/offer-texts.ts';

/**
 * The offers' texts in de, fr and es, by language and key. They arrive with the later steps' chunk
 * (`i18n/offers/`), not with the language's catalog: its `registerOfferTexts` (`offers/register.ts`) fills
 * these records, and translators read them live after the language's catalog, so a translator made at
 * mount shows an offer's German as soon as the chunk is in. Only the empty records are in the main chunk.
 */
export const offerTranslations: Readonly<Record<TranslatedLanguage, Record<string, Message>>> = {
  de: {},
  fr: {},
  es: {},
};
