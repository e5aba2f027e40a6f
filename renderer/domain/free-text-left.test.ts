import { describe, expect, it } from 'vitest';
import { MAX_FREE_TEXT_CHARS } from '../../contract/free-text-limit.ts';
import { FREE_TEXT_HINT_FROM, freeTextLeft } from './free-text-left.ts';

describe('A free-text field tells what is left from FREE_TEXT_HINT_FROM characters before the limit', () => {
  it('says nothing far from the limit: an empty field, a long answer 501 short of it', () => {
    expect(FREE_TEXT_HINT_FROM).toBe(500);
    expect(freeTextLeft(0)).toBeUndefined();
    expect(freeTextLeft(MAX_FREE_TEXT_CHARS - FREE_TEXT_HINT_FROM - 1)).toBeUndefined();
  });

  it('from 500 before the limit: the characters left, down to one', () => {
    expect(freeTextLeft(MAX_FREE_TEXT_CHARS - FREE_TEXT_HINT_FROM)).toBe(500);
    expect(freeTextLeft(4_988)).toBe(12);
    expect(freeTextLeft(MAX_FREE_TEXT_CHARS - 1)).toBe(1);
  });

  it('at the limit: 0, the limit is reached', () => {
    expect(freeTextLeft(MAX_FREE_TEXT_CHARS)).toBe(0);
  });

  it('past the limit (a text the field did not cut, say a script set it): still 0, never a negative count', () => {
    expect(freeTextLeft(MAX_FREE_TEXT_CHARS + 30)).toBe(0);
  });

  it('counts what the field’s maxlength counts: UTF-16 code units, spaces included', () => {
    expect(freeTextLeft('😀'.repeat(2_490).length)).toBe(20);
    expect(freeTextLeft(`${'a'.repeat(4_900)}${' '.repeat(90)}`.length)).toBe(10);
  });
});
