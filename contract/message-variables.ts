/**
 * How a widget text names a value it is given: `{name}` (a word in braces). The widget's message format
 * (renderer/i18n/message.ts) fills them; the server checks an organisation's own texts against the variables
 * the built-in text has (dashboard-appearance-api.ts), so both read a variable the same way.
 */
export const MESSAGE_VARIABLE = /\{(\w+)\}/g;

/** The variables a text uses, each once, in the order they first appear. */
export function variablesIn(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(MESSAGE_VARIABLE)) {
    if (match[1] && !names.includes(match[1])) names.push(match[1]);
  }
  return names;
}

/**
 * Whether a text has a brace outside every `{name}` (`Access until {date`): the widget would show it to
 * customers as written, a variable left half-typed.
 */
export function hasStrayBrace(text: string): boolean {
  return /[{}]/.test(text.replace(MESSAGE_VARIABLE, ''));
}
