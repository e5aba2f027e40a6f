import { describe, expect, it } from 'vitest';
import { NOT_FOUND_TEXTS } from '../../contract/not-found-texts.ts';
import { PROVIDERS } from '../../contract/schemas/index.ts';
import { type InitFailureInput, initFailure, type LoadFailure } from './init-failure.ts';

const LIVE: Omit<InitFailureInput, 'failure'> = {
  mode: 'LIVE',
  provider: 'STRIPE',
  lite: false,
  appId: 'app_1',
  customerId: 'cus_1',
  flowId: null,
};
const fail = (failure: LoadFailure, extra: Partial<InitFailureInput> = {}) =>
  initFailure({ ...LIVE, ...extra, failure });
const http = (status: number, message: string): LoadFailure => ({ kind: 'http', status, message });

describe('Init failure names its real cause, with the HTTP status and a code', () => {
  it('an unknown customer: UNKNOWN_CUSTOMER, 404, naming the id, the provider and the app', () => {
    const failure = fail(http(404, NOT_FOUND_TEXTS.customer));
    expect(failure).toMatchObject({ code: 'UNKNOWN_CUSTOMER', status: 404 });
    expect(failure.message).toMatch(/no customer 'cus_1'.*Stripe.*'app_1'/);
    expect(failure.message).not.toMatch(/HMAC/);
  });

  it('a 404 with a message of its own still reads as the customer, the one the call names', () => {
    expect(fail(http(404, 'Not here')).code).toBe('UNKNOWN_CUSTOMER');
  });

  it('an unknown app: UNKNOWN_APP, naming appId', () => {
    const failure = fail(http(404, NOT_FOUND_TEXTS.app));
    expect(failure).toMatchObject({ code: 'UNKNOWN_APP', status: 404 });
    expect(failure.message).toMatch(/no app 'app_1'.*Check appId/);
  });

  it('an unknown flowId: UNKNOWN_FLOW, naming it', () => {
    const failure = fail(http(404, NOT_FOUND_TEXTS.flow), { flowId: 'bp_x' });
    expect(failure).toMatchObject({ code: 'UNKNOWN_FLOW', status: 404 });
    expect(failure.message).toMatch(/'bp_x'.*Check flowId/);
  });

  it('in lite mode (no customer asked for) a 404 is the flow when one was named, else the app', () => {
    expect(fail(http(404, 'x'), { lite: true, flowId: 'bp_x' }).code).toBe('UNKNOWN_FLOW');
    expect(fail(http(404, 'x'), { lite: true }).code).toBe('UNKNOWN_APP');
  });

  it('a refused hash (401, 403): AUTH_HASH_MISMATCH with the spec’s live-mode wording', () => {
    for (const status of [401, 403]) {
      const failure = fail(http(status, 'Invalid authorization hash'));
      expect(failure).toMatchObject({ code: 'AUTH_HASH_MISMATCH', status });
      expect(failure.message).toMatch(/initialization failed.*mismatched HMAC hash.*network logs/);
    }
  });

  it('no answer: API_UNREACHABLE, status null, pointing at apiBase and CORS', () => {
    for (const kind of ['network', 'timeout'] as const) {
      const failure = fail({ kind });
      expect(failure).toMatchObject({ code: 'API_UNREACHABLE', status: null });
      expect(failure.message).toMatch(/could not be reached.*apiBase.*CORS/);
    }
  });

  it('an answer that cannot be read: MALFORMED_ANSWER with its status and what was wrong', () => {
    const failure = fail({ kind: 'malformed', status: 200, message: 'embed: customer.id expected string' });
    expect(failure).toMatchObject({ code: 'MALFORMED_ANSWER', status: 200 });
    expect(failure.message).toContain('customer.id expected string');
  });

  it('any other status: INITIALIZATION_ERROR with the status and the API’s message', () => {
    const failure = fail(http(500, 'Database down'));
    expect(failure).toMatchObject({ code: 'INITIALIZATION_ERROR', status: 500 });
    expect(failure.message).toContain('HTTP 500: Database down');
  });

  it('a failure that is no call’s: INITIALIZATION_ERROR with its message, no status', () => {
    expect(fail({ kind: 'other', message: 'No enabled steps' })).toEqual({
      code: 'INITIALIZATION_ERROR',
      status: null,
      message: 'Holdfast initialization failed: No enabled steps',
    });
  });
});

describe('Init failure in test mode says to link the provider’s testing account (spec §8)', () => {
  it('names the provider whose testing account must be linked', () => {
    const failure = fail(http(404, NOT_FOUND_TEXTS.customer), { mode: 'TEST', provider: 'CHARGEBEE' });
    expect(failure.message).toMatch(/Chargebee testing account is linked/);
  });

  it('has a name for every provider', () => {
    for (const provider of PROVIDERS)
      expect(fail(http(401, 'x'), { mode: 'TEST', provider }).message).not.toMatch(/undefined/);
  });

  it('says nothing of a testing account in live mode', () => {
    expect(fail(http(404, NOT_FOUND_TEXTS.customer)).message).not.toMatch(/testing account/);
  });
});
