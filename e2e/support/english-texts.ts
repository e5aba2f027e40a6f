/**
 * The English the widget must not show in another language: every fixed piece of an en catalog message
 * whose translation differs. Variables (`{date}`, `{count}`…) are cut out, so 'You keep access until {date}.'
 * gives 'You keep access until'; a piece the translation of the same key also contains (a brand-like word,
 * '/' of the counter) is left out, because it is not English left behind.
 */
import { en, isCatalogKey, type WholeCatalog } from '../../renderer/i18n/catalogs/en.ts';
import { de, es, fr } from '../../renderer/i18n/catalogs/whole.ts';
import type { Message } from '../../renderer/i18n/message.ts';

/** The languages besides English that the widget ships. */
export const TRANSLATED_LANGUAGES = { de, fr, es } as const satisfies Record<string, WholeCatalog>;
export type TranslatedLanguage = keyof typeof TRANSLATED_LANGUAGES;

/** Pieces shorter than this (in letters) are too likely to occur inside other words or names. */
const MIN_LETTERS = 3;

function forms(message: Message): string[] {
  return typeof message === 'string'
    ? [message]
    : Object.values(message).filter((text) => text !== undefined);
}

function fixedPieces(text: string): string[] {
  return text
    .split(/\{[^}]*\}/)
    .map((piece) => piece.replace(/^[\s,.:;!?()/–—-]+|[\s,.:;!?()/–—-]+$/g, '').trim())
    .filter((piece) => (piece.match(/\p{L}/gu) ?? []).length >= MIN_LETTERS);
}

/** One English catalog text that should not be on screen in `lang`, with the key it came from. */
export interface EnglishText {
  key: string;
  text: string;
}

/** The English pieces of every catalog message that `lang` translates differently. */
export function englishTextsFor(lang: TranslatedLanguage): EnglishText[] {
  const catalog: WholeCatalog = TRANSLATED_LANGUAGES[lang];
  const found = new Map<string, EnglishText>();
  for (const key of Object.keys(en)) {
    if (!isCatalogKey(key)) continue;
    const translated = forms(catalog[key]).join('\n');
    for (const piece of forms(en[key]).flatMap(fixedPieces)) {
      if (containsWords(translated, piece)) continue;
      if (!found.has(piece)) found.set(piece, { key, text: piece });
    }
  }
  return [...found.values()];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether `text` holds `piece` as whole words (case-sensitive), so 'was' does not match 'etwas'. */
export function containsWords(text: string, piece: string): boolean {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(piece)}(?![\\p{L}\\p{N}])`, 'u').test(text);
}

/** The English catalog texts found in `screenText` (empty when the screen is fully translated). */
export function englishLeftIn(screenText: string, lang: TranslatedLanguage): EnglishText[] {
  return englishTextsFor(lang).filter((entry) => containsWords(screenText, entry.text));
}
