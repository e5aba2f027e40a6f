import { type EnglishPart, registerEnglish } from '../english.ts';
import type { Message } from '../message.ts';
import { offerTranslations } from '../offer-translations.ts';
import type { TranslatedLanguage } from './offer-texts.ts';

/** One offer type's texts as the later steps' chunk brings them (`OFFER_TEXTS`, `offers/index.ts`). */
export type ArrivingOfferTexts = { readonly en: EnglishPart } & {
  readonly [L in TranslatedLanguage]: Readonly<Record<string, Message>>;
};

/**
 * Adds every offer's texts, English (`english.ts`) and translations (`offer-translations.ts`). The later
 * steps' chunk runs it before any offer view renders; registering again changes nothing.
 */
export function registerOfferTexts(offers: Readonly<Record<string, ArrivingOfferTexts>>): void {
  for (const texts of Object.values(offers)) {
    registerEnglish(texts.en);
    const byLanguage: Readonly<Record<string, Readonly<Record<string, Message>>>> = texts;
    for (const [language, loaded] of Object.entries(offerTranslations)) {
      Object.assign(loaded, byLanguage[language]);
    }
  }
}
