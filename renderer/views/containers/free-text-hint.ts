import { MAX_FREE_TEXT_CHARS } from '../../../contract/free-text-limit.ts';
import { freeTextLeft } from '../../domain/free-text-left.ts';
import type { Translator } from '../../i18n/index.ts';

/**
 * The hint under a free-text field near its limit: the characters left, or at the limit that the field takes
 * no more (plainly: `maxlength` drops what is typed past it without a word); undefined far from it.
 */
export function freeTextHint(t: Translator, text: string): string | undefined {
  const left = freeTextLeft(text.length);
  if (left === undefined) return undefined;
  return left > 0
    ? t('textInput.charactersLeft', { count: left })
    : t('textInput.limitReached', { max: MAX_FREE_TEXT_CHARS });
}
