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

function tooLong(text: unknown): text is string {
  return typeof text === 'string' && text.length > MAX_FREE_TEXT_CHARS;
}

/**
 * Results (or what storage holds for them) with each free text cut to MAX_FREE_TEXT_CHARS, the most the
 * contract takes: the fields take no more, but a text may reach the results another way (an outbox entry an
 * earlier version saved), and a longer one would cost the whole session (400). Each survey's follow-up in
 * `surveyAnswers` is one of them. The same object when none is.
 */
export function capFreeTexts<T extends object>(results: T): T {
  let capped = results;
  for (const field of TEXT_FIELDS) {
    const text: unknown = Reflect.get(results, field);
    if (tooLong(text)) capped = { ...capped, [field]: capFreeText(text) };
  }
  const answers: unknown = Reflect.get(results, 'surveyAnswers');
  if (Array.isArray(answers) && answers.some((answer) => tooLong(answer?.followupResponse))) {
    capped = {
      ...capped,
      surveyAnswers: answers.map((answer) =>
        tooLong(answer?.followupResponse)
          ? { ...answer, followupResponse: capFreeText(answer.followupResponse) }
          : answer,
      ),
    };
  }
  return capped;
}

function cut(text: string, chars: number): string {
  // Array.from counts code points, so a cut never splits a surrogate pair.
  return `${Array.from(text).slice(0, chars).join('')}${TRIMMED_MARK}`;
}

/** A free text of the results, and how to put a shorter one in its place. */
interface TextSlot {
  text: string;
  put(results: SessionResults, text: string): SessionResults;
}

/** The customer's free texts: the feedback, the follow-up response, and each survey's follow-up. */
function textSlots(results: SessionResults): TextSlot[] {
  const slots: TextSlot[] = TEXT_FIELDS.map((field) => ({
    text: results[field] ?? '',
    put: (into, text) => ({ ...into, [field]: text }),
  }));
  (results.surveyAnswers ?? []).forEach((answer, index) => {
    slots.push({
      text: answer.followupResponse ?? '',
      put: (into, text) => ({
        ...into,
        surveyAnswers: into.surveyAnswers?.map((a, i) =>
          i === index ? { ...a, followupResponse: text } : a,
        ),
      }),
    });
  });
  return slots;
}

/**
 * Session results that fit `limit` bytes (the body cap, or a request that must outlive the page): when they
 * are too big, the customer's free texts (feedback, follow-up responses) are shortened, longest first, keeping
 * their beginning. Null when they still do not fit (the full results then go by regular request and the
 * outbox).
 */
export function fitSessionResults(results: SessionResults, limit: number): SessionResults | null {
  let fitted = results;
  const longestFirst = textSlots(results).sort((a, b) => b.text.length - a.text.length);
  for (const { text, put } of longestFirst) {
    const overflow = jsonBytes(fitted) - limit;
    if (overflow <= 0) return fitted;
    const length = Array.from(text).length;
    // Every character is at least one byte: dropping `overflow` characters (and room for the mark) is enough.
    const keep = Math.max(MIN_TEXT_CHARS, length - overflow - MARK_BYTES);
    if (keep < length) fitted = put(fitted, cut(text, keep));
  }
  return jsonBytes(fitted) <= limit ? fitted : null;
}
