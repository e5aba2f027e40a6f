import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email.ts';

describe('Code form: the e-mail is masked as first letter plus stars (spec §2)', () => {
  it('keeps the first letter and stars the rest', () => {
    expect(maskEmail('ada@example.com')).toBe('a**************');
  });

  it('shows no other letter of the address', () => {
    const masked = maskEmail('Grace.Hopper@navy.mil');
    expect(masked[0]).toBe('G');
    expect(masked.slice(1)).toMatch(/^\*+$/);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(maskEmail('émile@exemple.fr')).toBe(`é${'*'.repeat(15)}`);
  });

  it('ignores surrounding spaces and leaves an empty e-mail empty', () => {
    expect(maskEmail('  bo@x.io ')).toBe('b******');
    expect(maskEmail('')).toBe('');
  });
});
