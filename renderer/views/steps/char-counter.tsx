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
  /** Near the free-text limit: the characters left (translated), shown instead of count/min. */
  hint?: string | undefined;
}

/** Whether a field has a counter: against a minimum ("0/0" would count towards nothing), or near the limit. */
export function hasCounter(min: number, hint?: string): boolean {
  return min > 0 || !!hint;
}

/** 'count/min' under a textarea (spec §2), or near the free-text limit the characters left; else nothing. */
export function CharCounter({ id, count, min, hint }: CharCounterProps) {
  if (!hasCounter(min, hint)) return null;
  return (
    <p id={id} className={count >= min ? 'hf-counter hf-counter--met' : 'hf-counter'}>
      {hint ?? `${count}/${min}`}
    </p>
  );
}
