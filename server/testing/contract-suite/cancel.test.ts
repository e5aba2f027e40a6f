/**
 * Cancel (docs/api.md "Money actions": `{ cancelAtPeriodEnd }`; mocks/README.md "Behaviour"): at the period
 * end the subscription runs on with cancel_at_period_end; now, it is canceled at once; a canceled
 * subscription refuses every further action with a 4xx { message }.
 */
import { expect, it } from 'vitest';
import { CANCEL_SCHEDULED_TEXT } from '../../../contract/cancel-scheduled.ts';
import { ActionAnswerSchema } from '../../../contract/schemas/index.ts';
import { OFFERS } from './seed/catalog.ts';
import { seeded } from './seed/roster.ts';
import { describeContract } from './support/describe-contract.ts';
import { expectAnswer, expectError } from './support/expect-reply.ts';
import { currentSubscription, serve } from './support/subscriptions.ts';

describeContract('cancel', ({ api }) => {
  it('cancels at the period end: still active until then, cancel_at_period_end set', async () => {
    const customer = seeded('cancelAtEnd');
    const before = await serve(api, customer);
    const reply = await api.call('cancel', { as: customer, body: { cancelAtPeriodEnd: true } });
    const { subscription } = expectAnswer(reply, ActionAnswerSchema);
    expect(subscription.cancel_at_period_end).toBe(true);
    expect(subscription.status).toBe('active');
    expect(subscription.current_period_end).toBe(before.current_period_end);
    expect(await currentSubscription(api, customer)).toEqual(subscription);
  });

  it('cancels now: the subscription is canceled at once', async () => {
    const customer = seeded('cancelNow');
    await serve(api, customer);
    const reply = await api.call('cancel', { as: customer, body: { cancelAtPeriodEnd: false } });
    const { subscription } = expectAnswer(reply, ActionAnswerSchema);
    expect(subscription.status).toBe('canceled');
    expect((await currentSubscription(api, customer)).status).toBe('canceled');
  });

  it('cancels now a subscription already set to cancel at the period end', async () => {
    const customer = seeded('cancelScheduled');
    expect((await serve(api, customer)).cancel_at_period_end).toBe(true);
    const reply = await api.call('cancel', { as: customer, body: { cancelAtPeriodEnd: false } });
    expect(expectAnswer(reply, ActionAnswerSchema).subscription.status).toBe('canceled');
  });

  it('refuses every action on a canceled subscription', async () => {
    const customer = seeded('canceled');
    await serve(api, customer);
    const refused = [
      await api.call('cancel', { as: customer, body: { cancelAtPeriodEnd: true } }),
      await api.call('pause', { as: customer, body: { duration: 1, interval: 'MONTH', date: null } }),
      await api.call('discount', {
        as: customer,
        body: { coupon: OFFERS.discount.coupon, blueprintId: null },
      }),
      await api.call('updatePlan', { as: customer, body: { planId: OFFERS.planChange.options[0] } }),
    ];
    // docs/api.md: a canceled subscription stays 400, before any check of what was served.
    for (const reply of refused) expectError(reply, 400);
    expect((await currentSubscription(api, customer)).status).toBe('canceled');
  });

  it('refuses every offer on a subscription already set to cancel, which still ends (contract/cancel-scheduled.ts)', async () => {
    const customer = seeded('cancelScheduledOffers');
    await serve(api, customer);
    const refused = [
      await api.call('pause', { as: customer, body: { duration: 1, interval: 'MONTH', date: null } }),
      await api.call('discount', {
        as: customer,
        body: { coupon: OFFERS.discount.coupon, blueprintId: null },
      }),
      await api.call('updatePlan', { as: customer, body: { planId: OFFERS.planChange.options[0] } }),
    ];
    for (const reply of refused) expect(expectError(reply, 400)).toBe(CANCEL_SCHEDULED_TEXT);
    const after = await currentSubscription(api, customer);
    expect(after.cancel_at_period_end).toBe(true);
    expect(after.discount ?? null).toBeNull();
  });
});
