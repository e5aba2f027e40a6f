import type { Language } from '../../../contract/schemas/org.ts';
import type { Message, PluralMessage } from '../message.ts';

/** The built-in languages besides English, each typed complete against the English. */
export type TranslatedLanguage = Exclude<Language, 'en'>;

/**
 * Some texts in a language besides English: every key of `English`, a plural message exactly where English has
 * one. A missing key fails typecheck, and so does an extra one (`satisfies` checks object literals for excess
 * keys).
 */
export type Translation<English> = {
  readonly [K in keyof English]: English[K] extends string ? string : PluralMessage;
};

/** One offer type's texts in every built-in language: its English, and each translation complete against it. */
export type OfferTexts<English extends Readonly<Record<string, Message>>> = { readonly en: English } & {
  readonly [L in TranslatedLanguage]: Translation<English>;
};
