import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email.ts';

describe('Code form: the e-mail is masked as first letter plus stars (spec §2)', () => {
  it('keeps the first letter of the name and of the domain, and the top-level domain', () => {
    expect(maskEmail('ada@example.com')).toBe('a***@e***.com');
  });

  it('keeps its length honest: a long address is masked as short as a short one', () => {
    expect(maskEmail('grace.brewster.murray.hopper@united-states-navy.mil')).toBe('g***@u***.mil');
    expect(maskEmail('bo@x.io')).toBe('b***@x***.io');
  });

  it('shows no other letter of the address: a subdomain is masked with the domain', () => {
    expect(maskEmail('Ada.Lovelace@mail.example.co.uk')).toBe('A***@m***.uk');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(maskEmail('émile@ëxemple.fr')).toBe('é***@ë***.fr');
    expect(maskEmail('😀x@y.fr')).toBe('😀***@y***.fr');
  });

  it('an odd address is still masked: no @, no dot in the domain, nothing before the @', () => {
    expect(maskEmail('adalovelace')).toBe('a***');
    expect(maskEmail('ada@localhost')).toBe('a***@l***');
    expect(maskEmail('@example.com')).toBe('@e***.com');
  });

  it('ignores surrounding spaces and leaves an empty e-mail empty', () => {
    expect(maskEmail('  bo@x.io ')).toBe('b***@x***.io');
    expect(maskEmail('')).toBe('');
  });
});
