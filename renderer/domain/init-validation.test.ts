import { describe, expect, it } from 'vitest';
import { usesSubscriptionId } from '../../contract/providers.ts';
import { PROVIDERS } from '../../contract/schemas/index.ts';
import { INIT_PROBLEMS, type InitValidationInput, initProblems } from './init-validation.ts';

const VALID: InitValidationInput = {
  appId: 'app_1',
  authHash: 'abc123',
  customerId: 'cus_1',
  subscriptionId: null,
  provider: 'STRIPE',
  preview: false,
  lite: false,
  hasOnCancel: false,
};
const messages = (overrides: Partial<InitValidationInput>) =>
  initProblems({ ...VALID, ...overrides }).map((p) => p.message);

describe('Init outside preview requires authHash (unless lite), subscriptionId for providers that use it, customerId (unless lite), and appId', () => {
  it('accepts complete options', () => {
    expect(initProblems(VALID)).toEqual([]);
  });

  it('requires authHash', () => {
    expect(messages({ authHash: undefined })).toEqual([
      'Problem initializing Holdfast: authHash not defined',
    ]);
  });

  it('requires customerId', () => {
    expect(messages({ customerId: null })).toEqual(['Problem initializing Holdfast: customerId not defined']);
  });

  it('requires appId', () => {
    expect(messages({ appId: '' })).toEqual(['Problem initializing Holdfast: appId not defined']);
  });

  it('treats a value of only spaces as missing', () => {
    expect(messages({ authHash: '   ' })).toEqual([INIT_PROBLEMS.AUTH_HASH_MISSING]);
  });

  it('requires subscriptionId exactly for the providers that use it', () => {
    for (const provider of PROVIDERS) {
      const expected = usesSubscriptionId(provider)
        ? ['Problem initializing Holdfast: subscriptionId not defined']
        : [];
      expect(messages({ provider, subscriptionId: null })).toEqual(expected);
    }
    expect(messages({ provider: 'PADDLE', subscriptionId: 'sub_1' })).toEqual([]);
  });

  it('lists every problem in the spec order, the first being what the host sees', () => {
    const all = initProblems({ provider: 'PADDLE', preview: false, lite: false, hasOnCancel: true });
    expect(all.map((p) => p.code)).toEqual([
      'AUTH_HASH_MISSING',
      'SUBSCRIPTION_ID_MISSING',
      'CUSTOMER_ID_MISSING',
      'APP_ID_MISSING',
    ]);
  });

  it('requires nothing of the identity in preview', () => {
    expect(initProblems({ provider: 'PADDLE', preview: true, lite: false, hasOnCancel: false })).toEqual([]);
  });

  it('lite needs neither authHash nor customerId, but still appId', () => {
    expect(messages({ lite: true, hasOnCancel: true, authHash: null, customerId: null })).toEqual([]);
    expect(messages({ lite: true, hasOnCancel: true, appId: null })).toEqual([INIT_PROBLEMS.APP_ID_MISSING]);
  });
});

describe('Lite mode requires an onCancel callback', () => {
  it('refuses lite without onCancel', () => {
    expect(messages({ lite: true, hasOnCancel: false })).toEqual([
      'onCancel callback must be defined for cancellation insights.',
    ]);
  });

  it('refuses lite without onCancel in preview too', () => {
    expect(initProblems({ provider: 'STRIPE', preview: true, lite: true, hasOnCancel: false })).toEqual([
      { code: 'ON_CANCEL_MISSING', message: INIT_PROBLEMS.ON_CANCEL_MISSING },
    ]);
  });

  it('does not ask for onCancel outside lite', () => {
    expect(messages({ hasOnCancel: false })).toEqual([]);
  });
});
