import type { Language } from '../../contract/schemas/org.ts';
import type { Catalog } from './catalogs/en.ts';

/** The built-in catalog every lookup falls back to (spec §9 "language en"). */
export const DEFAULT_LANGUAGE = 'en' satisfies Language;

/**
 * Catalogs other than English are split into their own chunks and fetched only when a customer's
 * language needs them. The `satisfies` makes the compiler demand a loader for every built-in language.
 */
const CATALOG_LOADERS = {
  de: () => import('./catalogs/de.ts').then((module) => module.de),
  fr: () => import('./catalogs/fr.ts').then((module) => module.fr),
  es: () => import('./catalogs/es.ts').then((module) => module.es),
} satisfies { [L in Exclude<Language, typeof DEFAULT_LANGUAGE>]: () => Promise<Catalog> };

/** True for a language with a built-in catalog (en, de, fr, es). */
export function isCatalogLanguage(lang: string): lang is Language {
  return lang === DEFAULT_LANGUAGE || Object.hasOwn(CATALOG_LOADERS, lang);
}

/**
 * The built-in catalog language for a language tag: its base language when built in ('de-AT' → 'de'),
 * else English.
 */
export function catalogLanguageFor(lang: string | null | undefined): Language {
  const base = (lang ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isCatalogLanguage(base) ? base : DEFAULT_LANGUAGE;
}

/**
 * Loads the built-in catalog of a language: de, fr and es are fetched whole, each as a chunk of its own.
 * Null stands for English, which needs no loading: its texts are built in, each part arriving with the
 * chunk that shows it (`english.ts`); a language without a catalog reads English too. A failed chunk
 * load also falls back to English rather than leaving the widget without texts.
 */
export async function loadCatalog(lang: string): Promise<Catalog | null> {
  const language = catalogLanguageFor(lang);
  if (language === DEFAULT_LANGUAGE) return null;
  try {
    return await CATALOG_LOADERS[language]();
  } catch {
    return null;
  }
}
