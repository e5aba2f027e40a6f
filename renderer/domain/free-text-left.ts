import { MAX_FREE_TEXT_CHARS } from '../../contract/free-text-limit.ts';

/**
 * How near the free-text limit a field starts telling the customer what is left (docs/spec-coverage.md,
 * free text): far from it a number would only distract, and a screen reader would hear it at every key.
 */
export const FREE_TEXT_HINT_FROM = 500;

/**
 * The characters a free-text field still takes (the free-form feedback, a survey follow-up), once at most
 * FREE_TEXT_HINT_FROM are left; undefined before that. Counted as the field's `maxlength` counts them: the
 * untrimmed text in UTF-16 code units (a minimum counts the trimmed text, the limit what is typed). 0: the
 * limit is reached.
 */
export function freeTextLeft(length: number): number | undefined {
  const left = MAX_FREE_TEXT_CHARS - length;
  return left > FREE_TEXT_HINT_FROM ? undefined : Math.max(0, left);
}
