/**
 * An `i18n.lang` without built-in texts falls back to English (spec §9: language en by default); the host's
 * developers are told once per language, not on every init or check. A language the host supplies its own
 * texts for (`i18n.messages[lang]`) is theirs to cover, and not warned about.
 */
import { LANGUAGES } from '../../contract/schemas/org.ts';
import { catalogLanguageFor, DEFAULT_LANGUAGE } from '../i18n/index.ts';

const warned = new Set<string>();

/** Warns (once per language) when `i18n.lang` names a language with no built-in catalog. */
export function warnUnsupportedLanguage(i18n: {
  lang?: string | undefined;
  messages?: Record<string, Record<string, string>> | undefined;
}): void {
  const lang = i18n.lang?.trim() ?? '';
  const base = lang.toLowerCase().split(/[-_]/)[0] ?? '';
  if (base === '' || base === DEFAULT_LANGUAGE || catalogLanguageFor(lang) !== DEFAULT_LANGUAGE) return;
  const messages = i18n.messages ?? {};
  if (Object.hasOwn(messages, lang) || Object.hasOwn(messages, base) || warned.has(lang)) return;
  warned.add(lang);
  console.warn(
    `[holdfast] i18n.lang '${lang}' has no built-in texts (${LANGUAGES.join(', ')}): the widget shows English.`,
  );
}
