/** Message catalogs (en, de, fr, es) and the lookup. */
export type { Catalog, EnglishCatalog, MessageKey } from './catalogs/en.ts';
export { type EnglishPart, isMessageKey, registerEnglish } from './english.ts';
export { catalogLanguageFor, DEFAULT_LANGUAGE, isCatalogLanguage, loadCatalog } from './load-catalog.ts';
export type { Message, MessageVars, PluralMessage } from './message.ts';
export { formatMessage } from './message.ts';
export type { HostMessages, TranslateArgs, Translator, TranslatorOptions } from './translator.ts';
export { createTranslator, loadTranslator, resolveLocale } from './translator.ts';
