/**
 * Who may call (docs/api.md "Headers", "The auth hash"; contract/call-policies.ts): a customer call needs the
 * id and its HMAC, an optional-customer call works without a customer, an app call needs only the app.
 */
import { expect, it } from 'vitest';
import { CALL_POLICIES } from '../../../contract/call-policies.ts';
import { API_CALLS } from '../../../contract/call-table.ts';
import {
  BrandingAnswerSchema,
  EmbedAnswerSchema,
  LiteAnswerSchema,
} from '../../../contract/schemas/index.ts';
import { seeded } from './seed/roster.ts';
import { authHash } from './support/contract-client.ts';
import { describeContract } from './support/describe-contract.ts';
import { expectAccepted, expectAnswer, expectError } from './support/expect-reply.ts';
import { sampleBody } from './support/sample-bodies.ts';
import { liteSessionResults } from './support/session-results.ts';

const reader = seeded('reader');
const paddle = seeded('paddle');
const CUSTOMER_CALLS = Object.values(API_CALLS)
  .map((call) => call.name)
  .filter((name) => CALL_POLICIES[name].auth === 'customer');

describeContract('auth', ({ api, seed }) => {
  it('answers a customer call signed with the HMAC-SHA256 of the customer id', async () => {
    const answer = expectAnswer(await api.call('embed', { as: reader, body: {} }), EmbedAnswerSchema);
    expect(answer.customer?.id).toBe(reader.customerId);
  });

  it.each(CUSTOMER_CALLS)('%s without a customer answers 401 with a message', async (name) => {
    expectError(await api.call(name, { body: sampleBody(name) }), 401);
  });

  it.each(CUSTOMER_CALLS)('%s with the customer id but no auth hash answers 401', async (name) => {
    expectError(await api.call(name, { as: reader, hash: null, body: sampleBody(name) }), 401);
  });

  it.each(CUSTOMER_CALLS)('%s with the hash of another customer answers 401', async (name) => {
    const hash = authHash(seed.secret, seeded('annualReader').customerId);
    expectError(await api.call(name, { as: reader, hash, body: sampleBody(name) }), 401);
  });

  it('refuses a hash made with another secret (401)', async () => {
    const hash = authHash(`${seed.secret}-other`, reader.customerId);
    expectError(await api.call('embed', { as: reader, hash, body: {} }), 401);
  });

  it('answers 404 with the contract message for a signed id no customer has', async () => {
    const ghost = { authId: 'cus_nobody', provider: 'STRIPE' } as const;
    const message = expectError(await api.call('embed', { as: ghost, body: {} }), 404);
    expect(message).toBe('Sorry, could not find a customer with matching ID.');
  });

  it('answers 404 for a customer of another provider than the one in the headers', async () => {
    expectError(await api.call('embed', { as: reader, provider: 'CHARGEBEE', body: {} }), 404);
  });

  it('answers 404 for an unknown app, in the path or in the app-id header', async () => {
    expectError(await api.call('branding', { appId: 'app_does_not_exist' }), 404);
    expectError(await api.call('embed', { as: reader, appId: 'app_does_not_exist', body: {} }), 404);
    const body = liteSessionResults('auth-unknown-app');
    expectError(await api.call('createLiteSession', { appId: 'app_does_not_exist', body }), 404);
  });

  it('answers 400 for an unknown mode or an unknown provider', async () => {
    expectError(await api.call('embed', { as: reader, mode: 'STAGING', body: {} }), 400);
    expectError(await api.call('embed', { as: reader, provider: 'PAYPAL', body: {} }), 400);
  });

  it('signs the subscription id for a provider that identifies customers by subscription (PADDLE)', async () => {
    const answer = expectAnswer(await api.call('embed', { as: paddle, body: {} }), EmbedAnswerSchema);
    expect(answer.customer?.id).toBe(paddle.customerId);
    expect(answer.customer?.subscriptions.data.map((subscription) => subscription.id)).toContain(
      paddle.subscriptionId,
    );
  });

  it('answers the app calls (branding, embed-lite) without any customer', async () => {
    expectAnswer(await api.call('branding'), BrandingAnswerSchema);
    expectAnswer(await api.call('embedLite'), LiteAnswerSchema);
  });

  it('accepts the optional-customer calls without a customer (lite mode, logs)', async () => {
    const timestamp = new Date().toISOString();
    expectAccepted(await api.call('createLiteSession', { body: liteSessionResults('auth-lite-anon') }));
    expectAccepted(
      await api.call('trackEvent', { body: { event: 'step-change', timestamp, customerId: null } }),
    );
    expectAccepted(await api.call('createIssue', { body: { name: 'missing-coupon', issueData: {} } }));
    expectAccepted(await api.call('logError', { body: { name: 'E', email: null, error: 'boom' } }));
    expectAccepted(await api.call('log', { body: { level: 'info', message: 'hello' } }));
  });

  it('refuses an optional-customer call that claims a customer without a valid hash (401)', async () => {
    const timestamp = new Date().toISOString();
    const body = { event: 'step-change', timestamp, customerId: reader.customerId };
    expectError(await api.call('trackEvent', { as: reader, hash: '0'.repeat(64), body }), 401);
    expectError(await api.call('trackEvent', { as: reader, hash: null, body }), 401);
  });
});
