import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ActionAnswerSchema,
  CustomerAnswerSchema,
  type Subscription,
} from '../../renderer/api/schemas/index.ts';
import { type CallOptions, call, createTestBackend, org } from '../testing/call.ts';
import type { MockBackend } from './backend.ts';
import { MESSAGES } from './messages.ts';

let backend: MockBackend;
beforeEach(() => {
  backend = createTestBackend();
});

const unix = (iso: string) => Date.parse(iso) / 1000;

async function act(action: string, as: string, body: unknown, options: CallOptions = {}) {
  return call(backend, org(`stripe/${action}`), { method: 'POST', as, body, ...options });
}

async function actOk(
  action: string,
  as: string,
  body: unknown,
  options: CallOptions = {},
): Promise<Subscription> {
  const response = await act(action, as, body, options);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return v.parse(ActionAnswerSchema, response.body).subscription;
}

/** The subscription as a refreshed customer (GET embed/customer) shows it. */
async function refreshed(
  as: string,
  index = 0,
  options: CallOptions = {},
): Promise<Subscription | undefined> {
  const response = await call(backend, org('embed/customer'), { as, ...options });
  return v.parse(CustomerAnswerSchema, response.body).subscriptions.data[index];
}

describe('discount for custom-amount providers (spec §5: customerAmount and customDuration, no coupon)', () => {
  const paddle = { provider: 'PADDLE' } as const;

  it('applies the amount off in the subscription currency for customDuration months', async () => {
    const body = { coupon: null, customerAmount: 500, customDuration: 3, blueprintId: null };
    const subscription = await actOk('discount', 'sub_paddle_1', body, paddle);
    expect(subscription.discount?.coupon).toMatchObject({
      amount_off: 500,
      percent_off: null,
      duration: 'repeating',
      duration_in_months: 3,
      currency: subscription.items.data[0]?.price.currency,
    });
    expect(subscription.discount?.end).toBe(unix('2025-06-10T12:00:00Z'));
  });

  it('400 when neither a coupon nor a complete custom amount is given', async () => {
    const noAmount = await act(
      'discount',
      'sub_paddle_1',
      { coupon: null, customDuration: 3, blueprintId: null },
      paddle,
    );
    expect(noAmount.status).toBe(400);
    expect(noAmount.body).toMatchObject({ message: MESSAGES.discountNeedsCouponOrAmount });
    const negative = { coupon: null, customerAmount: -1, customDuration: 3, blueprintId: null };
    expect((await act('discount', 'sub_paddle_1', negative, paddle)).status).toBe(400);
  });

  it('a coupon provider cannot send a custom amount instead of a coupon', async () => {
    const body = { coupon: null, customerAmount: 500, customDuration: 3, blueprintId: null };
    expect((await act('discount', 'cus_active', body)).status).toBe(400);
  });
});

describe('cancel (spec §7 stripe/cancel, cancelAtPeriodEnd default true)', () => {
  it('by default sets cancel_at_period_end and keeps the subscription active', async () => {
    await actOk('cancel', 'cus_active', {});
    const subscription = await refreshed('cus_active');
    expect(subscription).toMatchObject({ status: 'active', cancel_at_period_end: true });
  });

  it('cancelAtPeriodEnd=false cancels now: status canceled', async () => {
    await actOk('cancel', 'cus_paused', { cancelAtPeriodEnd: false });
    const subscription = await refreshed('cus_paused');
    expect(subscription).toMatchObject({
      status: 'canceled',
      cancel_at_period_end: false,
      pause_collection: null,
    });
    expect(subscription?.canceled_at).toBe(unix('2025-03-10T12:00:00Z'));
  });

  it('a canceled subscription cannot be canceled (or acted on) again', async () => {
    await actOk('cancel', 'cus_active', { cancelAtPeriodEnd: false });
    const response = await act('cancel', 'cus_active', {});
    expect(response).toMatchObject({ status: 400, body: { message: MESSAGES.subscriptionCanceled } });
  });

  it('a customer without a subscription gets the spec’s "No subscription found"', async () => {
    const response = await act('cancel', 'cus_nosub', {});
    expect(response).toMatchObject({ status: 404, body: { message: 'No subscription found' } });
  });

  it('X-Holdfast-Subscription-Id picks which subscription is acted on', async () => {
    await actOk('cancel', 'cus_multi', {}, { subscriptionId: 'sub_multi_b' });
    expect((await refreshed('cus_multi', 0))?.cancel_at_period_end).toBe(false);
    expect((await refreshed('cus_multi', 1))?.cancel_at_period_end).toBe(true);
  });

  it('a subscription id the customer does not have answers "No subscription found"', async () => {
    const response = await act('cancel', 'cus_multi', {}, { subscriptionId: 'sub_active' });
    expect(response.status).toBe(404);
  });
});

describe('pause (spec §7 stripe/pause: duration, interval, date)', () => {
  it('monthly: the pause starts at the period end and resumes `duration` months later', async () => {
    const subscription = await actOk('pause', 'cus_active', { duration: 2, interval: 'MONTH', date: null });
    expect(subscription.pause_collection).toEqual({
      behavior: 'void',
      resumes_at: unix('2025-05-30T12:00:00Z'),
      resumption_term_end: null,
    });
    expect(subscription.pauseDate).toBe(unix('2025-03-30T12:00:00Z'));
    expect(subscription.metadata.pauseWallStartDate).toBe('2025-03-30T12:00:00.000Z');
  });

  it('weekly: resumes `duration` weeks after the pause starts', async () => {
    const subscription = await actOk('pause', 'cus_active', { duration: 3, interval: 'WEEK', date: null });
    expect(subscription.pause_collection?.resumes_at).toBe(unix('2025-04-20T12:00:00Z'));
  });

  it('a chosen date is the resume date', async () => {
    const subscription = await actOk('pause', 'cus_active', {
      duration: null,
      interval: 'MONTH',
      date: '2025-06-01T00:00:00.000Z',
    });
    expect(subscription.pause_collection?.resumes_at).toBe(unix('2025-06-01T00:00:00Z'));
  });

  it('annual billing: a soft pause with the term end as resumption_term_end', async () => {
    const subscription = await actOk('pause', 'cus_annual', { duration: 2, interval: 'MONTH', date: null });
    expect(subscription.pause_collection).toMatchObject({
      resumption_term_end: unix('2025-03-30T12:00:00Z'),
      resumes_at: unix('2025-05-30T12:00:00Z'),
    });
  });

  it('quarterly billing: a soft pause too', async () => {
    const subscription = await actOk('pause', 'cus_quarterly', {
      duration: 1,
      interval: 'MONTH',
      date: null,
    });
    expect(subscription.pause_collection?.resumption_term_end).toBe(unix('2025-03-30T12:00:00Z'));
  });

  it('neither duration nor date: "Please select a date to resume your subscription"', async () => {
    const response = await act('pause', 'cus_active', { duration: null, interval: 'MONTH', date: null });
    expect(response).toMatchObject({
      status: 400,
      body: { message: 'Please select a date to resume your subscription' },
    });
  });

  it('a date in the past: "Please, select a valid end date"', async () => {
    const response = await act('pause', 'cus_active', {
      duration: null,
      interval: 'MONTH',
      date: '2025-01-01',
    });
    expect(response).toMatchObject({ status: 400, body: { message: 'Please, select a valid end date' } });
  });

  it('the refreshed customer shows the pause', async () => {
    await actOk('pause', 'cus_active', { duration: 1, interval: 'MONTH', date: null });
    expect((await refreshed('cus_active'))?.pause_collection?.resumes_at).toBe(unix('2025-04-30T12:00:00Z'));
  });
});

describe('resume (spec §7 stripe/resume)', () => {
  it('clears the pause; the refreshed customer is no longer paused', async () => {
    await actOk('resume', 'cus_paused', {});
    const subscription = await refreshed('cus_paused');
    expect(subscription?.pause_collection).toBeNull();
    expect(subscription?.metadata).not.toHaveProperty('pauseWallStartDate');
  });

  it('options.subscriptionId names the subscription to resume', async () => {
    await actOk(
      'pause',
      'cus_multi',
      { duration: 1, interval: 'MONTH', date: null },
      { subscriptionId: 'sub_multi_b' },
    );
    await actOk('resume', 'cus_multi', { options: { subscriptionId: 'sub_multi_b' } });
    expect((await refreshed('cus_multi', 1))?.pause_collection).toBeNull();
  });

  it('a subscription that is not paused answers 400', async () => {
    const response = await act('resume', 'cus_active', {});
    expect(response).toMatchObject({ status: 400, body: { message: MESSAGES.subscriptionNotPaused } });
  });
});

describe('discount (spec §7 stripe/discount: coupon, blueprintId)', () => {
  it('repeating: the coupon is the discount from now for duration_in_months', async () => {
    const subscription = await actOk('discount', 'cus_active', { coupon: 'SAVE20', blueprintId: 'bp_main' });
    expect(subscription.discount).toMatchObject({
      coupon: { id: 'SAVE20', percent_off: 20 },
      start: unix('2025-03-10T12:00:00Z'),
      end: unix('2025-06-10T12:00:00Z'),
    });
    expect((await refreshed('cus_active'))?.discount?.coupon.id).toBe('SAVE20');
  });

  it('once: ends a month after the start; forever: never ends', async () => {
    expect(
      (await actOk('discount', 'cus_active', { coupon: 'ONCE10', blueprintId: null })).discount?.end,
    ).toBe(unix('2025-04-10T12:00:00Z'));
    expect(
      (await actOk('discount', 'cus_active', { coupon: 'FOREVER5', blueprintId: null })).discount?.end,
    ).toBeNull();
  });

  it('a new coupon overrides the current discount', async () => {
    await actOk('discount', 'cus_active', { coupon: 'SAVE20', blueprintId: null });
    await actOk('discount', 'cus_active', { coupon: 'ONCE10', blueprintId: null });
    expect((await refreshed('cus_active'))?.discount?.coupon.id).toBe('ONCE10');
  });

  it('an unknown coupon answers 404; an invalid one 400', async () => {
    expect((await act('discount', 'cus_active', { coupon: 'NOPE', blueprintId: null })).status).toBe(404);
    expect((await act('discount', 'cus_active', { coupon: 'OLD', blueprintId: null })).status).toBe(400);
  });

  it('test coupons apply only in TEST mode (spec §6)', async () => {
    expect((await act('discount', 'cus_active', { coupon: 'TEST50', blueprintId: null })).status).toBe(404);
    const subscription = await actOk(
      'discount',
      'cus_active',
      { coupon: 'TEST50', blueprintId: null },
      { mode: 'TEST' },
    );
    expect(subscription.discount?.coupon.id).toBe('TEST50');
  });
});

describe('extend-trial (spec §7; §9 "Trial extension allowed once per customer in live mode")', () => {
  it('moves trial_end by `days`', async () => {
    const subscription = await actOk('extend-trial', 'cus_trial', { days: 7, blueprintId: 'bp_main' });
    expect(subscription.trial_end).toBe(unix('2025-03-24T12:00:00Z'));
    expect((await refreshed('cus_trial'))?.trial_end).toBe(unix('2025-03-24T12:00:00Z'));
  });

  it('LIVE mode refuses a second extension with 400', async () => {
    await actOk('extend-trial', 'cus_trial', { days: 7, blueprintId: null });
    const response = await act('extend-trial', 'cus_trial', { days: 7, blueprintId: null });
    expect(response).toMatchObject({ status: 400, body: { message: MESSAGES.trialAlreadyExtended } });
    expect((await refreshed('cus_trial'))?.trial_end).toBe(unix('2025-03-24T12:00:00Z'));
  });

  it('TEST mode extends repeatedly', async () => {
    await actOk('extend-trial', 'cus_trial', { days: 7, blueprintId: null }, { mode: 'TEST' });
    const subscription = await actOk(
      'extend-trial',
      'cus_trial',
      { days: 7, blueprintId: null },
      { mode: 'TEST' },
    );
    expect(subscription.trial_end).toBe(unix('2025-03-31T12:00:00Z'));
  });

  it('a subscription that is not on trial answers 400', async () => {
    const response = await act('extend-trial', 'cus_active', { days: 7, blueprintId: null });
    expect(response).toMatchObject({ status: 400, body: { message: MESSAGES.notOnTrial } });
  });

  it('days must be a positive whole number', async () => {
    expect((await act('extend-trial', 'cus_trial', { days: 0, blueprintId: null })).status).toBe(400);
  });
});

describe('update-plan (spec §7 stripe/update-plan: planId)', () => {
  it('swaps the item’s price to the plan', async () => {
    await actOk('update-plan', 'cus_active', { planId: 'plan_basic' });
    const price = (await refreshed('cus_active'))?.items.data[0]?.price;
    expect(price).toMatchObject({
      id: 'plan_basic',
      unit_amount: 900,
      currency: 'usd',
      recurring: { interval: 'MONTH' },
    });
  });

  it('an unknown plan answers 404; the current plan 400', async () => {
    expect((await act('update-plan', 'cus_active', { planId: 'plan_gold' })).status).toBe(404);
    expect((await act('update-plan', 'cus_active', { planId: 'plan_pro' })).status).toBe(400);
  });

  it('test plans only in TEST mode', async () => {
    expect((await act('update-plan', 'cus_active', { planId: 'plan_test' })).status).toBe(404);
    await actOk('update-plan', 'cus_active', { planId: 'plan_test' }, { mode: 'TEST' });
  });
});
