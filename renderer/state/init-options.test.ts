import { describe, expect, it } from 'vitest';
import { parseInitOptions } from './init-options.ts';

describe('init options crossing the host boundary', () => {
  it('refuses something that is not an options object, with a clear message', () => {
    expect(parseInitOptions(null)).toEqual({
      ok: false,
      message: 'Problem initializing Holdfast: init expects an options object',
    });
    expect(parseInitOptions('app_123')).toMatchObject({ ok: false });
  });

  it('names the option that has the wrong type', () => {
    const result = parseInitOptions({ appId: 'app', customerId: 42 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/^Problem initializing Holdfast: customerId: /);
  });

  it('fills the spec defaults: mode LIVE, provider STRIPE, reporting and recording on (spec §9)', () => {
    const result = parseInitOptions({ appId: 'app' });
    if (!result.ok) throw new Error(result.message);
    expect(result.options).toMatchObject({
      mode: 'LIVE',
      provider: 'STRIPE',
      report: true,
      record: true,
      preview: false,
      lite: false,
      inline: false,
    });
  });

  it('sends a customerToken where the authHash goes, in place of one given too', () => {
    const alone = parseInitOptions({ appId: 'app', customerToken: 'hft1.a.b' });
    expect(alone.ok && alone.options.authHash).toBe('hft1.a.b');
    const both = parseInitOptions({ appId: 'app', authHash: 'abc', customerToken: 'hft1.a.b' });
    expect(both.ok && both.options.authHash).toBe('hft1.a.b');
    const hashOnly = parseInitOptions({ appId: 'app', authHash: 'abc' });
    expect(hashOnly.ok && hashOnly.options.authHash).toBe('abc');
  });

  it('accepts the mode and provider in any case', () => {
    const result = parseInitOptions({ appId: 'app', mode: 'test', provider: 'paddle_billing' });
    expect(result.ok && result.options.mode).toBe('TEST');
    expect(result.ok && result.options.provider).toBe('PADDLE_BILLING');
  });

  it('refuses an unknown provider and a callback that is not a function', () => {
    expect(parseInitOptions({ appId: 'app', provider: 'PAYPAL' }).ok).toBe(false);
    const result = parseInitOptions({ appId: 'app', onCancel: 'yes' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/onCancel/);
  });

  it('refuses customer attributes that are not scalar values', () => {
    expect(parseInitOptions({ appId: 'app', customerAttributes: { plan: { nested: true } } }).ok).toBe(false);
  });

  it('keeps a malformed dynamicOffers as given (to report per offer) and sends none to the backend', () => {
    const result = parseInitOptions({ appId: 'app', dynamicOffers: { planChange: 'gold' } });
    if (!result.ok) throw new Error(result.message);
    expect(result.options.dynamicOffers).toEqual({ planChange: 'gold' });
    expect(result.options.wellFormedDynamicOffers).toBeNull();
  });

  it('passes a well-formed dynamicOffers through', () => {
    const dynamicOffers = { planChange: { planIds: ['price_a'] }, discount: { couponId: 'SAVE' } };
    const result = parseInitOptions({ appId: 'app', dynamicOffers });
    expect(result.ok && result.options.wellFormedDynamicOffers).toEqual(dynamicOffers);
  });

  it('keeps the host callbacks callable', () => {
    let called = false;
    const result = parseInitOptions({ appId: 'app', onClose: () => (called = true) });
    if (!result.ok) throw new Error(result.message);
    result.options.onClose?.({} as never);
    expect(called).toBe(true);
  });
});
