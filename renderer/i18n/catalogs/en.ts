import type { PluralMessage } from '../message.ts';
import { enCancelConfirm } from './en/cancel-confirm.ts';
import { enLaterSteps } from './en/later-steps.ts';
import { enMain } from './en/main.ts';
import { enManagedFlow } from './en/managed-flow.ts';
import { enWalls } from './en/walls.ts';

/**
 * The whole English catalog: the source of the message keys. Every customer-facing text of the widget
 * lives once in one of its parts (`en/*.ts`), each shipped in the chunk whose code shows it (see
 * `english.ts`); de, fr and es are typed against the whole. Keys are `area.item` (camelCase segments),
 * grouped by the screen that shows them; a text used on several screens lives under `common.*`. Plural
 * messages select on `{count}`. Texts the spec quotes are kept word for word.
 *
 * Widget code takes only types from here: importing this value would put every part into one chunk.
 * Tests and tools (e2e, bench) read the texts from it.
 */
export const en = { ...enMain, ...enLaterSteps, ...enCancelConfirm, ...enWalls, ...enManagedFlow };

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

/** A complete catalog: every key of `en`, a plural message where en has one. Extra keys fail typecheck. */
export type Catalog = {
  readonly [K in MessageKey]: EnglishCatalog[K] extends string ? string : PluralMessage;
};
