/**
 * English, the language every lookup falls back to, arrives in parts: the main chunk's texts are here
 * from the start, and each lazy part (the later steps, the walls, the managed flow) adds its own when its
 * chunk loads, before any of its views renders. Translators read this one record live, so a translator
 * made before a part arrived (the cancel flow mounts, then the offers chunk lands) shows the part's
 * texts as soon as it is there.
 */

import { enMain } from './catalogs/en/main.ts';
import type { EnglishCatalog, MessageKey } from './catalogs/en.ts';
import type { Message } from './message.ts';

/** Some English texts, as a part of the catalog defines them (`catalogs/en/*.ts`). */
export type EnglishPart = { readonly [K in MessageKey]?: EnglishCatalog[K] };

const loaded: Record<string, Message> = { ...enMain };

/** The English texts loaded so far, by key; it grows as parts are registered. */
export const englishTexts: Readonly<Record<string, Message>> = loaded;

/**
 * Adds a part's English texts. Called at the top of the lazy chunk that shows them, so they are in
 * before that chunk's views render; registering a part again changes nothing.
 */
export function registerEnglish(part: EnglishPart): void {
  Object.assign(loaded, part);
}

/**
 * True for a message key whose English text is loaded: for keys built from data, such as
 * `subscriptionStatus.<status>`, or held in a store. A key of a part not loaded yet is not known.
 */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(loaded, key);
}
