import type { PluralMessage } from '../message.ts';
import { offerTextsIn } from '../offers/index.ts';
import { enCancelConfirm } from './en/cancel-confirm.ts';
import { enLaterSteps } from './en/later-steps.ts';
import { enMain } from './en/main.ts';
import { enManagedFlow } from './en/managed-flow.ts';
import { enWalls } from './en/walls.ts';

/** The English texts de, fr and es translate in their catalogs: every text but the offers' own. */
const enShared = { ...enMain, ...enLaterSteps, ...enCancelConfirm, ...enWalls, ...enManagedFlow };

/**
 * The whole English catalog: the source of the message keys. Every customer-facing text of the widget
 * lives once in one of its parts (`en/*.ts`, and each offer type's own texts in `../offers/<type>.ts`), each
 * shipped in the chunk whose code shows it (see `english.ts`); de, fr and es are typed against the whole
 * (their catalogs against the shared texts, each offer's file against its English). Keys are `area.item`
 * (camelCase segments), grouped by the screen that shows them; a text used on several screens lives under
 * `common.*`. Plural messages select on `{count}`. Texts the spec quotes are kept word for word.
 *
 * Widget code takes only types from here: importing this value would put every part into one chunk.
 * Tests and tools (e2e, bench) read the texts from it.
 */
export const en = { ...enShared, ...offerTextsIn('en') };

/** The English texts by key, with their literal types (which carry each message's variables). */
export type EnglishCatalog = typeof en;

/** Every message key; a key's literal type carries its variables (see `MessageVariableNames`). */
export type MessageKey = keyof EnglishCatalog;

/**
 * True for a key of the whole catalog: for tests and tools, which read every part. Widget code asks
 * `isMessageKey` (english.ts), which knows the keys of the parts loaded so far.
 */
export function isCatalogKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

/** The keys the de/fr/es catalogs translate: every key but the offers' own (`../offers/`). */
export type SharedKey = keyof typeof enShared;

/** A translated text of `key`: a plural message where en has one. */
type TranslatedMessage<K extends MessageKey> = EnglishCatalog[K] extends string ? string : PluralMessage;

/**
 * A complete de/fr/es catalog: every shared key (the offers' texts are typed in their own files), a plural
 * message where en has one. Extra keys fail typecheck.
 */
export type Catalog = { readonly [K in SharedKey]: TranslatedMessage<K> };

/** A language's whole catalog, its offers' texts included (`whole.ts`, for tests and tools). */
export type WholeCatalog = { readonly [K in MessageKey]: TranslatedMessage<K> };
