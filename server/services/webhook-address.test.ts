/**
 * Which addresses a webhook may reach (webhook-address.ts): public unicast ones only; every kind of private,
 * loopback, link-local, unique-local, CGNAT, multicast and unspecified address is refused, in IPv4, IPv6 and
 * IPv4-mapped IPv6 spelling alike.
 */
import { describe, expect, it } from 'vitest';
import { REFUSED_ADDRESSES } from '../testing/refused-addresses.ts';
import { firstRefused, isPublicAddress, literalAddress, resolveAll } from './webhook-address.ts';

describe('webhook addresses', () => {
  it.each(Object.entries(REFUSED_ADDRESSES))('refuses %s (%s)', (_kind, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'takes public %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('refuses what is not an address at all', () => {
    expect(isPublicAddress('example.com')).toBe(false);
    expect(isPublicAddress('')).toBe(false);
  });

  it('reads an IPv6 literal out of its URL brackets, and a name as no literal', () => {
    expect(literalAddress(new URL('http://[::1]:8080/').hostname)).toBe('::1');
    expect(literalAddress(new URL('http://[::ffff:7f00:1]/').hostname)).toBe('::ffff:7f00:1');
    expect(literalAddress(new URL('http://127.0.0.1/').hostname)).toBe('127.0.0.1');
    expect(literalAddress('hooks.example.com')).toBeNull();
  });

  it('sees through the URL parser’s other spellings of loopback', async () => {
    // WHATWG URL turns these into 127.0.0.1 and ::ffff:7f00:1 before anything looks at them.
    for (const raw of ['http://2130706433/', 'http://0x7f.1/', 'http://[::ffff:127.0.0.1]/']) {
      expect(firstRefused(await resolveAll(new URL(raw).hostname)), raw).not.toBeNull();
    }
  });

  it('refuses a name that resolves to loopback', async () => {
    expect(firstRefused(await resolveAll('localhost'))).not.toBeNull();
  });
});
