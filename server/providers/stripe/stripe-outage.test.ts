/**
 * A Stripe outage is a 503 the widget repeats, never a dead-end 500 (exploratory report F6): Stripe failing
 * past the SDK's retries keeps nothing under the client's Idempotency-Key, so the repeat with that key acts,
 * once, when Stripe is back. A refusal keeps its 4xx (stripe-server.test.ts: a declined card is 402).
 */
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../services/messages.ts';
import { describeStripeServer } from '../../testing/stripe-server.ts';
import { BillingError, type BillingProvider, BillingUnavailable } from '../billing-provider.ts';
import { translated, withOutages } from './stripe-calls.ts';

describeStripeServer(
  'a Stripe outage',
  (s) => {
    const writes = async (path: string) =>
      (await s.control.requests()).filter((r) => r.method === 'POST' && r.path === path);

    it('failing at Confirm and cancel: 503, nothing kept; the repeat with the same key cancels once', async () => {
      await s.call('embed', { as: 'trial', mode: 'TEST', body: {} });
      await s.control.clearRequests();
      const path = '/v1/subscriptions/sub_trial';
      await s.control.injectFault({ path, method: 'POST', kind: 'error', times: 10 });
      const key = randomUUID();
      const body = { cancelAtPeriodEnd: true };
      const failed = await s.call('cancel', { as: 'trial', mode: 'TEST', key, body });
      expect(failed).toMatchObject({ status: 503, body: { message: MESSAGES.billingUnavailable } });
      // Still failing: the repeat acts again (nothing was kept), and is answered 503 again.
      expect((await s.call('cancel', { as: 'trial', mode: 'TEST', key, body })).status).toBe(503);
      expect(s.fake.engine.state.subscriptions.get('sub_trial')?.cancel_at_period_end).toBe(false);

      await s.control.clearFaults();
      const repeat = await s.call('cancel', { as: 'trial', mode: 'TEST', key, body });
      expect(repeat).toMatchObject({ status: 200, body: { subscription: { cancel_at_period_end: true } } });
      const again = await s.call('cancel', { as: 'trial', mode: 'TEST', key, body });
      expect(again.body).toEqual(repeat.body);
      const records = await writes(path);
      expect(new Set(records.map((r) => r.idempotencyKey)).size).toBe(1);
      expect(records.filter((r) => r.status === 200 && !r.replayed && r.fault === null)).toHaveLength(1);
    });

    it('failing at the customer’s read: 503, not 500', async () => {
      await s.control.injectFault({ path: '/v1/customers/cus_ada', method: 'GET', kind: 'error', times: 3 });
      const failed = await s.call('embed', { as: 'ada', mode: 'TEST', body: {} });
      expect(failed).toMatchObject({ status: 503, body: { message: MESSAGES.billingUnavailable } });
      expect((await s.call('embed', { as: 'ada', mode: 'TEST', body: {} })).status).toBe(200);
    });
  },
  { server: { stripeClient: { timeoutMs: 3_000, maxNetworkRetries: 2 } } },
);

describe('Stripe’s errors: an outage or a refusal', () => {
  const throwing = (error: unknown) =>
    withOutages({
      failedInvoices: () => translated(() => Promise.reject(error)),
    } as unknown as BillingProvider);
  const thrown = (error: unknown) =>
    throwing(error)
      .failedInvoices({} as never)
      .catch((e: unknown) => e);

  it('no connection, a timeout, a Stripe 5xx or its rate limit is BillingUnavailable', async () => {
    for (const error of [
      new Stripe.errors.StripeConnectionError({ message: 'Request aborted due to timeout being reached' }),
      new Stripe.errors.StripeAPIError({ message: 'Internal error', statusCode: 500 }),
      new Stripe.errors.StripeRateLimitError({ message: 'Too many requests', statusCode: 429 }),
    ]) {
      const caught = await thrown(error);
      expect(caught).toBeInstanceOf(BillingUnavailable);
      expect(caught).toMatchObject({ message: error.message, cause: error });
    }
  });

  it('a refusal stays a refusal: a declined card, an invalid request, a missing resource', async () => {
    const declined = new Stripe.errors.StripeCardError({
      message: 'Your card was declined.',
      statusCode: 402,
    });
    expect(await thrown(declined)).toMatchObject({ name: 'BillingError', kind: 'declined' });
    const missing = new Stripe.errors.StripeInvalidRequestError({
      message: 'No such subscription',
      code: 'resource_missing',
      statusCode: 404,
    });
    expect(await thrown(missing)).toBeInstanceOf(BillingError);
    const other = new Error('a bug of ours');
    expect(await thrown(other)).toBe(other);
  });
});
