import type { Language, OrgTranslations } from '../../contract/schemas/org.ts';
import type { Catalog, EnglishCatalog, MessageKey } from './catalogs/en.ts';
import { englishTexts, isMessageKey } from './english.ts';
import { catalogLanguageFor, DEFAULT_LANGUAGE, loadCatalog } from './load-catalog.ts';
import {
  formatMessage,
  isMessage,
  type Message,
  type MessageVariableNames,
  type MessageVars,
} from './message.ts';
import { offerTranslations } from './offer-translations.ts';

/** Host overrides from init `i18n.messages`: language → message key → text (or plural message). */
export type HostMessages = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

export interface TranslatorOptions {
  /** Init `i18n.lang`; any BCP 47 tag. Unknown or missing → English. */
  lang?: string | null;
  /** Host overrides per language and key (init `i18n.messages`); they win over everything. */
  messages?: HostMessages | null;
  /** The organisation's translations from the server (branding `orgTranslations`). */
  orgTranslations?: OrgTranslations | null;
  /**
   * The built-in catalog of `lang`, from `loadCatalog` (null for English, whose texts are built in and
   * arrive with each part); without it the language reads English. The offers' texts in the language come
   * after it, once the later steps' chunk has registered them (`offer-translations.ts`).
   */
  catalog?: Catalog | null;
}

/** The variables a key's message needs: required when it has any, forbidden to forget. */
export type TranslateArgs<K extends MessageKey> = [MessageVariableNames<EnglishCatalog[K]>] extends [never]
  ? [vars?: MessageVars]
  : [vars: Record<MessageVariableNames<EnglishCatalog[K]>, string | number> & MessageVars];

/** `t(key, vars)`: the text of a key in the widget's language, as plain text. */
export interface Translator {
  <K extends MessageKey>(key: K, ...args: TranslateArgs<K>): string;
  /** The language tag asked for, canonicalised ('de-AT'); the locale for dates and numbers. */
  readonly locale: string;
  /** The built-in catalog language in use ('de' for 'de-AT', 'en' for an unknown language). */
  readonly language: Language;
  /** True for a key whose English is loaded: for keys built from data (`subscriptionStatus.<status>`). */
  has(key: string): key is MessageKey;
}

/** One source of texts with the language its plural forms are written for. */
interface Layer {
  texts: Readonly<Record<string, unknown>>;
  pluralLocale: string;
}

/** A canonical BCP 47 tag for Intl; hosts write 'en_US', which Intl rejects, and unknown junk becomes 'en'. */
export function resolveLocale(lang: string | null | undefined): string {
  const tag = (lang ?? '').trim().replace(/_/g, '-');
  if (!tag) return DEFAULT_LANGUAGE;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** The spellings a language may be keyed by in host or org maps, most specific first. */
function languageKeys(lang: string | null | undefined, locale: string): string[] {
  const raw = (lang ?? '').trim();
  const base = locale.split('-')[0] ?? locale;
  return [...new Set([raw, locale, locale.toLowerCase(), base].filter((key) => key !== ''))];
}

function layersFor(
  keys: readonly string[],
  pluralLocale: string,
  options: TranslatorOptions,
  builtIn: readonly Layer['texts'][],
): Layer[] {
  const layers: Layer[] = [];
  for (const key of keys) {
    const host = options.messages?.[key];
    if (host) layers.push({ texts: host, pluralLocale });
  }
  for (const key of keys) {
    const org = options.orgTranslations?.[key];
    if (org) layers.push({ texts: org, pluralLocale });
  }
  for (const texts of builtIn) layers.push({ texts, pluralLocale });
  return layers;
}

/**
 * Creates the lookup. Precedence for a key: host messages > organisation translations > the built-in
 * catalog of the language > the same three for English. An unknown language reads English; texts are
 * plain (variables substituted as text, never HTML). Plural forms follow the rules of the language
 * the chosen text is written in, so an English fallback never reads "0 day" in French rules. English is
 * read live (`english.ts`), and so are the offers' texts in de, fr and es (`offer-translations.ts`): a lazy
 * part's texts resolve from the moment its chunk registers them, in translators made before; host and org
 * texts override every key, loaded or not.
 */
export function createTranslator(options: TranslatorOptions = {}): Translator {
  const locale = resolveLocale(options.lang);
  const language = catalogLanguageFor(locale);
  // An unknown language has no built-in layer of its own: English comes after its overrides, below.
  const hasOwnCatalog = language === (locale.split('-')[0] ?? '').toLowerCase();
  // Without its catalog (not passed, or its chunk failed) a language reads English, its offers too.
  const builtIn = !hasOwnCatalog
    ? []
    : language === DEFAULT_LANGUAGE
      ? [englishTexts]
      : options.catalog
        ? [options.catalog, offerTranslations[language]]
        : [];
  const keys = languageKeys(options.lang, locale);
  const layers = layersFor(keys, locale, options, builtIn);
  if (!keys.includes(DEFAULT_LANGUAGE)) {
    layers.push(...layersFor([DEFAULT_LANGUAGE], DEFAULT_LANGUAGE, options, [englishTexts]));
  }

  const resolve = (key: string): { message: Message; pluralLocale: string } | null => {
    for (const layer of layers) {
      if (!Object.hasOwn(layer.texts, key)) continue;
      const message = layer.texts[key];
      // Host and org texts arrive untyped: a malformed or blank one (an org field left empty) is skipped.
      if (isMessage(message) && message !== '') return { message, pluralLocale: layer.pluralLocale };
    }
    return null;
  };

  function translate<K extends MessageKey>(key: K, ...args: TranslateArgs<K>): string {
    const found = resolve(key);
    // Unreachable for a typed key of a loaded part; a key from untyped data shows itself, not a blank.
    if (!found) return key;
    return formatMessage(found.message, args[0], locale, found.pluralLocale);
  }

  return Object.assign(translate, { locale, language, has: isMessageKey });
}

/** Loads the built-in catalog of `options.lang`, then creates the lookup (see `createTranslator`). */
export async function loadTranslator(options: Omit<TranslatorOptions, 'catalog'> = {}): Promise<Translator> {
  const catalog = await loadCatalog(resolveLocale(options.lang));
  return createTranslator({ ...options, catalog });
}
