/**
 * Idempotency-Key on money actions (docs/api.md "Idempotency"): a repeat replays the first answer (status
 * and body, with the replayed header of contract/headers.ts) and never acts again, also when it arrives
 * while the first is running; the same key for a different request is 422; keys are scoped per customer.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../../contract/headers.ts';
import { ActionAnswerSchema, PaymentAnswerSchema } from '../../../contract/schemas/index.ts';
import { MAIN_BLUEPRINT_ID, OFFERS } from './seed/catalog.ts';
import { seeded } from './seed/roster.ts';
import type { Reply } from './support/contract-client.ts';
import { describeContract } from './support/describe-contract.ts';
import { expectAnswer, expectError } from './support/expect-reply.ts';
import { currentSubscription, DAY_SECONDS, serve } from './support/subscriptions.ts';
import { DIVERGENCES } from './targets/divergences.ts';

const EXTEND = { days: OFFERS.trial.days, blueprintId: MAIN_BLUEPRINT_ID };
const CONCURRENT_REPEATS = 5;

const replayed = (reply: Reply) => reply.headers.get(IDEMPOTENT_REPLAYED_HEADER) === 'true';

describeContract('Idempotency-Key', ({ api, contractTest }) => {
  it('replays the first answer for a repeated key, with the replayed header, and acts once', async () => {
    const customer = seeded('idemReplay');
    const before = await serve(api, customer);
    const idempotencyKey = randomUUID();
    const first = await api.call('extendTrial', { as: customer, body: EXTEND, idempotencyKey });
    const repeat = await api.call('extendTrial', { as: customer, body: EXTEND, idempotencyKey });
    expectAnswer(first, ActionAnswerSchema);
    expect(replayed(first)).toBe(false);
    expect(repeat.status).toBe(first.status);
    expect(repeat.json).toEqual(first.json);
    expect(replayed(repeat)).toBe(true);
    // A second extension would have moved the trial end again (or been refused in live mode).
    const after = await currentSubscription(api, customer);
    expect(after.trial_end).toBe((before.trial_end ?? 0) + OFFERS.trial.days * DAY_SECONDS);
  });

  it('lets concurrent repeats wait for the first: one action, the same answer to all', async () => {
    const customer = seeded('idemConcurrent');
    const before = await serve(api, customer);
    const idempotencyKey = randomUUID();
    const replies = await Promise.all(
      Array.from({ length: CONCURRENT_REPEATS }, () =>
        api.call('extendTrial', { as: customer, body: EXTEND, idempotencyKey }),
      ),
    );
    const [first] = replies;
    for (const reply of replies) {
      expectAnswer(reply, ActionAnswerSchema);
      expect(reply.json).toEqual(first?.json);
    }
    expect(replies.filter((reply) => !replayed(reply))).toHaveLength(1);
    const after = await currentSubscription(api, customer);
    expect(after.trial_end).toBe((before.trial_end ?? 0) + OFFERS.trial.days * DAY_SECONDS);
  });

  it('answers 422 to the same key with a different body, and does not act on it', async () => {
    const customer = seeded('idemMismatch');
    await serve(api, customer);
    const idempotencyKey = randomUUID();
    const atEnd = await api.call('cancel', {
      as: customer,
      body: { cancelAtPeriodEnd: true },
      idempotencyKey,
    });
    expectAnswer(atEnd, ActionAnswerSchema);
    const now = await api.call('cancel', {
      as: customer,
      body: { cancelAtPeriodEnd: false },
      idempotencyKey,
    });
    expectError(now, 422);
    expect((await currentSubscription(api, customer)).status).toBe('active');
  });

  it('answers 422 to the same key on another action', async () => {
    const customer = seeded('idemOtherAction');
    await serve(api, customer);
    const idempotencyKey = randomUUID();
    const body = { coupon: OFFERS.discount.coupon, blueprintId: MAIN_BLUEPRINT_ID };
    expectAnswer(await api.call('discount', { as: customer, body, idempotencyKey }), ActionAnswerSchema);
    const pause = { duration: 1, interval: 'MONTH', date: null };
    expectError(await api.call('pause', { as: customer, body: pause, idempotencyKey }), 422);
    expect((await currentSubscription(api, customer)).pause_collection ?? null).toBeNull();
  });

  it("scopes keys per customer: another customer's request with the same key acts for them", async () => {
    const first = seeded('idemScopeA');
    const second = seeded('idemScopeB');
    await serve(api, first);
    await serve(api, second);
    const idempotencyKey = randomUUID();
    const body = { cancelAtPeriodEnd: true };
    expectAnswer(await api.call('cancel', { as: first, body, idempotencyKey }), ActionAnswerSchema);
    const other = await api.call('cancel', { as: second, body, idempotencyKey });
    expect(expectAnswer(other, ActionAnswerSchema).subscription.id).toBe(second.subscriptionId);
    expect(replayed(other)).toBe(false);
    expect((await currentSubscription(api, second)).cancel_at_period_end).toBe(true);
  });

  it('replays the card update (POST embed/billing) instead of paying again', async () => {
    const customer = seeded('idemBilling');
    const idempotencyKey = randomUUID();
    const body = { paymentMethodId: 'pm_card_visa', failedPaymentWall: true };
    const first = await api.call('updateBilling', { as: customer, body, idempotencyKey });
    const paid = expectAnswer(first, PaymentAnswerSchema);
    expect(paid.amountPaid).toBeGreaterThan(0);
    const repeat = await api.call('updateBilling', { as: customer, body, idempotencyKey });
    expect(repeat.json).toEqual(first.json);
    expect(replayed(repeat)).toBe(true);
  });

  contractTest(DIVERGENCES.idempotencyKeyRequired)(
    'refuses a money action without an Idempotency-Key, or with one that is not a UUID (400)',
    async () => {
      const customer = seeded('idemRequired');
      await serve(api, customer);
      const body = { cancelAtPeriodEnd: false };
      expectError(await api.call('cancel', { as: customer, body, idempotencyKey: null }), 400);
      expectError(await api.call('cancel', { as: customer, body, idempotencyKey: 'click-1' }), 400);
      expect((await currentSubscription(api, customer)).status).toBe('active');
    },
  );
});
