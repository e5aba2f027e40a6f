import { beforeEach, describe, expect, it } from 'vitest';
import { act, actOk, refreshed, startFreshBackend, unix } from './actions.testing.ts';
import { MESSAGES } from './messages.ts';

beforeEach(startFreshBackend);

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
