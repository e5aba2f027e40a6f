import { MAX_FREE_TEXT_CHARS } from '../../../contract/free-text-limit.ts';

/**
 * What every free-text field of a customer carries: at most MAX_FREE_TEXT_CHARS (the contract's, so the
 * session that holds the text is always delivered), and the writing direction of what is typed (Arabic,
 * Hebrew run right to left). One object for both fields, so the first step's chunk carries it once.
 */
export const FREE_TEXT_FIELD = { maxLength: MAX_FREE_TEXT_CHARS, dir: 'auto' } as const;

/** Props of {@link CharCounter}. */
export interface CharCounterProps {
  /** Referenced by the field's aria-describedby. */
  id: string;
  count: number;
  min: number;
  /** Near the free-text limit: the characters left (translated), shown instead of count/min, and announced. */
  hint?: string | undefined;
}

/** Whether a field has a counter: against a minimum ("0/0" would count towards nothing), or near the limit. */
export function hasCounter(min: number, hint?: string): boolean {
  return min > 0 || !!hint;
}

/**
 * 'count/min' under a textarea (spec §2), or near the free-text limit the characters left; else nothing. The
 * hint is also said, politely, by a live region that is always there: one added together with its text is
 * often not announced, and a paste up to the limit changes the text once. It stays empty far from the limit,
 * so a screen reader hears nothing at each key until then. The region is inside the counter, the one element
 * that holds the hint: reading on (browse mode) finds it once, and it is the field's description, not a
 * second copy beside it. Without a counter the element is visually hidden, for the region to stay in place.
 * (`aria-live`, not `role="status"`: the same for a screen reader, and 19 B less of the first step's gzip.)
 */
export function CharCounter({ id, count, min, hint }: CharCounterProps) {
  return (
    <p
      id={id}
      className={
        !hasCounter(min, hint)
          ? 'hf-visually-hidden'
          : count >= min
            ? 'hf-counter hf-counter--met'
            : 'hf-counter'
      }
    >
      {!hint && min > 0 && `${count}/${min}`}
      <span aria-live="polite">{hint}</span>
    </p>
  );
}
