/** Message catalogs (en, de, fr, es) and the lookup. */
export type { Catalog, MessageKey } from './catalogs/en.ts';
export {
  catalogLanguageFor,
  DEFAULT_LANGUAGE,
  defaultCatalog,
  isCatalogLanguage,
  loadCatalog,
} from './load-catalog.ts';
export type { Message, MessageVars, PluralMessage } from './message.ts';
export { formatMessage } from './message.ts';
export type { HostMessages, TranslateArgs, Translator, TranslatorOptions } from './translator.ts';
export { createTranslator, isMessageKey, loadTranslator, resolveLocale } from './translator.ts';
