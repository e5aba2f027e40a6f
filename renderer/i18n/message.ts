/**
 * The message format of the catalogs: a plain string with `{name}` variables, or a plural message, an
 * object with one string per CLDR plural category (`other` required) chosen by the `count` variable
 * through `Intl.PluralRules`. Results are plain text: views render them as text nodes, never as HTML.
 */

import { MESSAGE_VARIABLE } from '../../contract/message-variables.ts';

export type PluralCategory = Intl.LDMLPluralRule;

/** A message that varies with `count`: `{ one: '{count} day', other: '{count} days' }`. */
export type PluralMessage = { readonly other: string } & {
  readonly [C in Exclude<PluralCategory, 'other'>]?: string;
};

export type Message = string | PluralMessage;

/** Variable values; numbers are formatted for the locale. */
export type MessageVars = Readonly<Record<string, string | number>>;

/** The variable that selects the plural form. */
export const PLURAL_VARIABLE = 'count';

const PLURAL_CATEGORIES: readonly PluralCategory[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** Runtime check for messages from outside (host messages): a string, or an object with a string `other`. */
export function isMessage(value: unknown): value is Message {
  if (typeof value === 'string') return true;
  return isPluralMessage(value);
}

export function isPluralMessage(value: unknown): value is PluralMessage {
  if (typeof value !== 'object' || value === null) return false;
  const entries = Object.entries(value);
  return (
    entries.some(([category, text]) => category === 'other' && typeof text === 'string') &&
    entries.every(
      ([category, text]) => typeof text === 'string' && PLURAL_CATEGORIES.some((known) => known === category),
    )
  );
}

function safeLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralRulesFor(locale: string): Intl.PluralRules {
  const tag = safeLocale(locale);
  let rules = pluralRules.get(tag);
  if (!rules) {
    rules = new Intl.PluralRules(tag);
    pluralRules.set(tag, rules);
  }
  return rules;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormatFor(locale: string): Intl.NumberFormat {
  const tag = safeLocale(locale);
  let format = numberFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag);
    numberFormats.set(tag, format);
  }
  return format;
}

/** Languages written with Latin digits and no grouping below 1000: the built-in catalogs' languages. */
const PLAIN_DIGIT_LANGUAGES: ReadonlySet<string> = new Set(['en', 'de', 'fr', 'es']);

/**
 * A number as `locale` writes it. Whole numbers from 0 to 999 in the built-in catalogs' languages are
 * written as they are, without an Intl.NumberFormat: the first one a page builds costs tens of
 * milliseconds (it loads the locale's number data), and the first step's counters and ages are such
 * numbers. A locale that asks for another numbering system (`-u-nu-…`) always goes through Intl.
 */
export function formatNumber(value: number, locale: string): string {
  const tag = safeLocale(locale);
  const language = tag.split('-')[0] ?? '';
  const plain =
    Number.isInteger(value) &&
    value >= 0 &&
    value < 1000 &&
    !tag.includes('-u-') &&
    PLAIN_DIGIT_LANGUAGES.has(language);
  return plain ? String(value) : numberFormatFor(tag).format(value);
}

/**
 * Picks the plural form for `count` by the rules of `pluralLocale` (the language the message is
 * written in); a category the message lacks falls back to `other`, so a French 'many' (1 000 000)
 * reads the `other` form.
 */
export function selectPlural(message: PluralMessage, count: number, pluralLocale: string): string {
  const category = pluralRulesFor(pluralLocale).select(count);
  return message[category] ?? message.other;
}

/**
 * Formats a message: the plural form (by `vars.count`, `other` when absent), then `{name}` variables.
 * A variable the caller did not supply is left as written, so the gap is visible rather than silent.
 */
export function formatMessage(
  message: Message,
  vars: MessageVars | undefined,
  locale: string,
  pluralLocale: string = locale,
): string {
  const count = vars?.[PLURAL_VARIABLE];
  const text =
    typeof message === 'string'
      ? message
      : typeof count === 'number'
        ? selectPlural(message, count, pluralLocale)
        : message.other;
  if (!vars) return text;
  return text.replace(MESSAGE_VARIABLE, (match, name: string) => {
    if (!Object.hasOwn(vars, name)) return match;
    const value = vars[name];
    if (typeof value === 'number') return formatNumber(value, locale);
    return value ?? match;
  });
}

/** The `{name}` variables a message uses, across all its plural forms. */
export function messageVariables(message: Message): Set<string> {
  const texts = typeof message === 'string' ? [message] : Object.values(message);
  const names = new Set<string>();
  for (const text of texts) {
    if (typeof text !== 'string') continue;
    for (const match of text.matchAll(MESSAGE_VARIABLE)) if (match[1]) names.add(match[1]);
  }
  return names;
}

/** The `{name}` variables of a message literal type, so `t()` can demand them at compile time. */
type VariablesIn<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | VariablesIn<Rest>
  : never;
export type MessageVariableNames<M> = M extends string
  ? VariablesIn<M>
  : M extends PluralMessage
    ? VariablesIn<Extract<M[keyof M], string>> | typeof PLURAL_VARIABLE
    : never;
