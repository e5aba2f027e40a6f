import { describe, expect, it } from 'vitest';
import { OTP_LENGTH } from '../../domain/constants.ts';
import { isCompleteCode, isEmailAddress } from './inputs.ts';

describe('Code input: 6 digits, numeric only, complete when all filled (spec §5, §9 OTP length 6)', () => {
  it('is complete with six digits', () => {
    expect(OTP_LENGTH).toBe(6);
    expect(isCompleteCode('012345')).toBe(true);
  });

  it.each(['', '12345', '1234567', '12 456', '12a456', '١٢٣٤٥٦'])('%j is not complete', (code) => {
    expect(isCompleteCode(code)).toBe(false);
  });
});

describe('E-mail form: only an e-mail address is sent', () => {
  it.each(['ada@example.com', 'Ada.Lovelace+test@example.co.uk'])('%s is an e-mail address', (value) => {
    expect(isEmailAddress(value)).toBe(true);
  });

  it.each(['', 'ada', 'ada@', '@example.com', 'ada example.com'])('%j is not', (value) => {
    expect(isEmailAddress(value)).toBe(false);
  });
});
