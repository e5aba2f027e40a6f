import type { MessageKey, MessageVars, Translator } from '../../i18n/index.ts';

/**
 * Translates a key chosen at run time (an error key from the store). Such messages take no variables; the
 * translator's typed signature cannot know that for a key held in a variable.
 */
export function translateKey(t: Translator, key: MessageKey, vars: MessageVars = {}): string {
  const lookup: (key: MessageKey, vars: MessageVars) => string = t as never;
  return lookup(key, vars);
}

/**
 * The text of a key whose English may not be loaded yet (an offer's step tag, which arrives with the later
 * steps' chunk), or null until it is: the caller shows something else, never the raw key.
 */
export function loadedText(t: Translator, key: MessageKey): string | null {
  return t.has(key) ? translateKey(t, key) : null;
}
