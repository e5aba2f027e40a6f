import { MAX_FREE_TEXT_CHARS } from '../../../contract/free-text-limit.ts';
import type { SessionResults } from '../../../contract/schemas/index.ts';
import { jsonBytes } from '../../api/safe-json.ts';
import { TRIMMED_MARK } from './limits.ts';

const MARK_BYTES = new TextEncoder().encode(TRIMMED_MARK).length;

/** Texts are never cut below this many characters; below it the results are sent whole another way. */
const MIN_TEXT_CHARS = 200;

type TextField = 'feedback' | 'followupResponse';
const TEXT_FIELDS: readonly TextField[] = ['feedback', 'followupResponse'];

/** A free text's first MAX_FREE_TEXT_CHARS; a cut never leaves half of a surrogate pair. */
export function capFreeText(text: string): string {
  return text.length > MAX_FREE_TEXT_CHARS
    ? text.slice(0, MAX_FREE_TEXT_CHARS).replace(/[\uD800-\uDBFF]$/, '')
    : text;
}

/**
 * Results (or what storage holds for them) with each free text cut to MAX_FREE_TEXT_CHARS, the most the
 * contract takes: the fields take no more, but a text may reach the results another way (an outbox entry an
 * earlier version saved), and a longer one would cost the whole session (400). The same object when none is.
 */
export function capFreeTexts<T extends object>(results: T): T {
  let capped = results;
  for (const field of TEXT_FIELDS) {
    const text: unknown = Reflect.get(results, field);
    if (typeof text === 'string' && text.length > MAX_FREE_TEXT_CHARS) {
      capped = { ...capped, [field]: capFreeText(text) };
    }
  }
  return capped;
}

function cut(text: string, chars: number): string {
  // Array.from counts code points, so a cut never splits a surrogate pair.
  return `${Array.from(text).slice(0, chars).join('')}${TRIMMED_MARK}`;
}

/**
 * Session results that fit `limit` bytes, for a request that must outlive the page: when they are too big,
 * the customer's free texts (feedback, follow-up response) are shortened, longest first, keeping their
 * beginning. Null when they still do not fit (the full results then go by regular request and the outbox).
 */
export function fitSessionResults(results: SessionResults, limit: number): SessionResults | null {
  let fitted = results;
  const longestFirst = TEXT_FIELDS.map((field) => ({ field, text: results[field] ?? '' })).sort(
    (a, b) => b.text.length - a.text.length,
  );
  for (const { field, text } of longestFirst) {
    const overflow = jsonBytes(fitted) - limit;
    if (overflow <= 0) return fitted;
    const length = Array.from(text).length;
    // Every character is at least one byte: dropping `overflow` characters (and room for the mark) is enough.
    const keep = Math.max(MIN_TEXT_CHARS, length - overflow - MARK_BYTES);
    if (keep < length) fitted = { ...fitted, [field]: cut(text, keep) };
  }
  return jsonBytes(fitted) <= limit ? fitted : null;
}
