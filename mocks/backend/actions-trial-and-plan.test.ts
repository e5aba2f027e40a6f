import { beforeEach, describe, expect, it } from 'vitest';
import { act, actOk, refreshed, startFreshBackend, unix } from './actions.testing.ts';
import { MESSAGES } from './messages.ts';

beforeEach(startFreshBackend);

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
