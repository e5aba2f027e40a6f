import type { MessageKey, MessageVars, Translator } from '../../i18n/index.ts';

/**
 * Translates a key chosen at run time (an error key from the store). Such messages take no variables; the
 * translator's typed signature cannot know that for a key held in a variable.
 */
export function translateKey(t: Translator, key: MessageKey, vars: MessageVars = {}): string {
  const lookup: (key: MessageKey, vars: MessageVars) => string = t as never;
  return lookup(key, vars);
}
