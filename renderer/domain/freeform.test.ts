import { describe, expect, it } from 'vitest';
import { MAX_FREE_TEXT_CHARS } from '../../contract/free-text-limit.ts';
import { decodeStep, type FreeformStep, type SkippedItem } from '../../contract/schemas/index.ts';
import { freeformMinLength, freeformState } from './freeform.ts';

function config(freeformConfig?: {
  inputRequired?: boolean;
  minLength?: number;
}): FreeformStep['freeformConfig'] {
  const skipped: SkippedItem[] = [];
  const step = decodeStep({ guid: 'f', stepType: 'FREEFORM', freeformConfig }, skipped);
  if (step?.stepType !== 'FREEFORM') throw new Error(`not a freeform step: ${JSON.stringify(skipped)}`);
  return step.freeformConfig;
}

describe('Freeform feedback has a minimum only when inputRequired is set (freeformConfig.minLength, else 0)', () => {
  it('has no minimum when input is not required, whatever minLength says', () => {
    expect(freeformMinLength(config({ minLength: 30 }))).toBe(0);
    expect(freeformMinLength(config())).toBe(0);
  });

  it('uses minLength when input is required', () => {
    expect(freeformMinLength(config({ inputRequired: true, minLength: 30 }))).toBe(30);
  });

  it('required without a minLength still needs one character', () => {
    expect(freeformMinLength(config({ inputRequired: true }))).toBe(1);
  });

  it('a minLength over the longest text the field takes asks for that longest text, so Next can be reached', () => {
    const min = freeformMinLength(config({ inputRequired: true, minLength: MAX_FREE_TEXT_CHARS + 1000 }));
    expect(min).toBe(MAX_FREE_TEXT_CHARS);
    expect(
      freeformState('a'.repeat(MAX_FREE_TEXT_CHARS), config({ inputRequired: true, minLength: 9999 }), true)
        .valid,
    ).toBe(true);
  });
});

describe('Freeform textarea with counter shown as count/min', () => {
  it('counts the trimmed text', () => {
    expect(freeformState('  hello  ', config({ inputRequired: true, minLength: 10 }), false)).toMatchObject({
      count: 5,
      min: 10,
    });
  });

  it('counts nothing for an empty or missing value', () => {
    expect(freeformState(null, config(), false)).toMatchObject({ count: 0, min: 0, valid: true });
    expect(freeformState(undefined, config(), true).showInvalid).toBe(false);
  });
});

describe('Below the minimum the field is marked red after blur or footer click; Next is disabled', () => {
  const required = config({ inputRequired: true, minLength: 5 });

  it('is invalid below the minimum, but not red before the field was touched', () => {
    expect(freeformState('abc', required, false)).toEqual({
      count: 3,
      min: 5,
      valid: false,
      showInvalid: false,
    });
  });

  it('is red below the minimum once touched', () => {
    expect(freeformState('abc', required, true)).toEqual({
      count: 3,
      min: 5,
      valid: false,
      showInvalid: true,
    });
  });

  it('is valid at exactly the minimum', () => {
    expect(freeformState('abcde', required, true)).toEqual({
      count: 5,
      min: 5,
      valid: true,
      showInvalid: false,
    });
  });

  it('spaces do not reach the minimum', () => {
    expect(freeformState('     ', required, true).valid).toBe(false);
  });

  it('an optional field is always valid', () => {
    expect(freeformState('', config({ minLength: 5 }), true)).toEqual({
      count: 0,
      min: 0,
      valid: true,
      showInvalid: false,
    });
  });
});
