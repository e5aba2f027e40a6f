import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../contract/headers.ts';
import { ActionAnswerSchema, CustomerAnswerSchema } from '../../contract/schemas/index.ts';
import { type CallOptions, call, createTestBackend, org } from '../testing/call.ts';
import type { MockBackend } from './backend.ts';

let backend: MockBackend;
beforeEach(() => {
  backend = createTestBackend();
});

const extend = (key: string | null, options: CallOptions = {}, days = 7) =>
  call(backend, org('stripe/extend-trial'), {
    method: 'POST',
    as: 'cus_trial',
    mode: 'TEST',
    body: { days, blueprintId: null },
    headers: key ? { 'Idempotency-Key': key } : {},
    ...options,
  });

async function trialEnd(): Promise<number | null | undefined> {
  const response = await call(backend, org('embed/customer'), { as: 'cus_trial' });
  return v.parse(CustomerAnswerSchema, response.body).subscriptions.data[0]?.trial_end;
}

const base = Date.parse('2025-03-17T12:00:00Z') / 1000;
const DAY = 86_400;

describe('Idempotency-Key on actions: the same key replays the first answer and acts once', () => {
  it('without a key, a repeated action acts twice (TEST mode allows repeated trial extensions)', async () => {
    await extend(null);
    await extend(null);
    expect(await trialEnd()).toBe(base + 14 * DAY);
  });

  it('with the same key, the second call replays the first answer and the trial moves once', async () => {
    const first = await extend('k-1');
    const second = await extend('k-1');
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    expect(first.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    expect(await trialEnd()).toBe(base + 7 * DAY);
  });

  it('the replayed answer is the first one, even after the subscription changed since', async () => {
    const first = await extend('k-1');
    await extend('k-2');
    const replay = await extend('k-1');
    expect(v.parse(ActionAnswerSchema, replay.body).subscription.trial_end).toBe(
      v.parse(ActionAnswerSchema, first.body).subscription.trial_end,
    );
  });

  it('an error answer is replayed too (a refused action stays refused)', async () => {
    const first = await call(backend, org('stripe/resume'), {
      method: 'POST',
      as: 'cus_active',
      body: {},
      headers: { 'Idempotency-Key': 'r' },
    });
    const again = await call(backend, org('stripe/resume'), {
      method: 'POST',
      as: 'cus_active',
      body: {},
      headers: { 'Idempotency-Key': 'r' },
    });
    expect(first.status).toBe(400);
    expect(again).toMatchObject({ status: 400, body: first.body });
  });

  it('concurrent calls with one key act once', async () => {
    const answers = await Promise.all([extend('k-c'), extend('k-c'), extend('k-c')]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await trialEnd()).toBe(base + 7 * DAY);
  });

  it('a key reused for a different request answers 422 and does not act', async () => {
    await extend('k-1');
    const other = await extend('k-1', {}, 3);
    expect(other.status).toBe(422);
    expect(await trialEnd()).toBe(base + 7 * DAY);
  });

  it('keys are per customer: another customer’s same key is a new request', async () => {
    await call(backend, org('stripe/cancel'), {
      method: 'POST',
      as: 'cus_active',
      body: {},
      headers: { 'Idempotency-Key': 'same' },
    });
    const other = await call(backend, org('stripe/cancel'), {
      method: 'POST',
      as: 'cus_annual',
      body: {},
      headers: { 'Idempotency-Key': 'same' },
    });
    expect(other.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    const subscription = v.parse(ActionAnswerSchema, other.body).subscription;
    expect(subscription.id).toBe('sub_annual');
  });

  it('a card update with a key pays once', async () => {
    const options = {
      method: 'POST',
      as: 'cus_pastdue',
      body: { paymentMethodId: 'pm_card_visa', failedPaymentWall: true },
      headers: { 'Idempotency-Key': 'pay-1' },
    };
    const first = await call(backend, org('embed/billing'), options);
    const again = await call(backend, org('embed/billing'), options);
    expect(again.body).toEqual(first.body);
    expect(
      backend.app()!.customers.find((record) => record.customer.id === 'cus_pastdue')?.paidInvoices,
    ).toHaveLength(2);
  });
});
