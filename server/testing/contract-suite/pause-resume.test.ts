/**
 * Pause and resume (docs/api.md "Money actions", mocks/README.md "Behaviour"; issue 19): a pause starts at
 * the end of the paid period and resumes after the chosen length or on the chosen date; annual and quarterly
 * subscriptions get a soft pause (access to the term end); resume ends a pause; refusals are 4xx { message }.
 */
import { expect, it } from 'vitest';
import { ActionAnswerSchema } from '../../../contract/schemas/index.ts';
import { seeded } from './seed/roster.ts';
import { describeContract } from './support/describe-contract.ts';
import { expectAnswer, expectError } from './support/expect-reply.ts';
import {
  addMonthsSeconds,
  currentSubscription,
  DAY_SECONDS,
  expectNear,
  nowSeconds,
  serve,
} from './support/subscriptions.ts';

describeContract('pause and resume', ({ api }) => {
  it('pauses a monthly subscription from the period end for the chosen months (hard pause)', async () => {
    const customer = seeded('pauseMonthly');
    const before = await serve(api, customer);
    const reply = await api.call('pause', {
      as: customer,
      body: { duration: 2, interval: 'MONTH', date: null },
    });
    const { subscription } = expectAnswer(reply, ActionAnswerSchema);
    expect(subscription.id).toBe(customer.subscriptionId);
    expect(subscription.pauseDate).toBe(before.current_period_end);
    expect(Date.parse(String(subscription.metadata.pauseWallStartDate)) / 1000).toBe(
      before.current_period_end,
    );
    expectNear(
      subscription.pause_collection?.resumes_at,
      addMonthsSeconds(before.current_period_end, 2),
      DAY_SECONDS,
    );
    expect(subscription.pause_collection?.resumption_term_end ?? null).toBeNull();
    // What the action answered is what the provider now holds.
    expect(await currentSubscription(api, customer)).toEqual(subscription);
  });

  it.each([
    ['an annual', 'pauseAnnual'],
    ['a quarterly', 'pauseQuarterly'],
  ] as const)('gives %s subscription a soft pause: access continues to the term end', async (_kind, name) => {
    const customer = seeded(name);
    const before = await serve(api, customer);
    const reply = await api.call('pause', {
      as: customer,
      body: { duration: 1, interval: 'MONTH', date: null },
    });
    const { subscription } = expectAnswer(reply, ActionAnswerSchema);
    expect(subscription.pause_collection?.resumption_term_end).toBe(before.current_period_end);
    expect(subscription.pauseDate).toBe(before.current_period_end);
    expectNear(
      subscription.pause_collection?.resumes_at,
      addMonthsSeconds(before.current_period_end, 1),
      DAY_SECONDS,
    );
  });

  it('pauses until a chosen date (date picker: duration null, an ISO date)', async () => {
    const customer = seeded('pauseDate');
    const before = await serve(api, customer);
    const resumeOn = new Date((before.current_period_end + 45 * DAY_SECONDS) * 1000)
      .toISOString()
      .slice(0, 10);
    const reply = await api.call('pause', {
      as: customer,
      body: { duration: null, interval: 'MONTH', date: resumeOn },
    });
    const { subscription } = expectAnswer(reply, ActionAnswerSchema);
    expectNear(subscription.pause_collection?.resumes_at, Date.parse(resumeOn) / 1000, DAY_SECONDS);
    expect(subscription.pauseDate).toBe(before.current_period_end);
  });

  // docs/api.md: input the spec rejects (a past pause date) stays 400, whatever else a backend checks.
  it('refuses a pause with neither a length nor a date (4xx), or with a date in the past (400)', async () => {
    const customer = seeded('refusals');
    await serve(api, customer);
    expectError(
      await api.call('pause', { as: customer, body: { duration: null, interval: 'MONTH', date: null } }),
      '4xx',
    );
    const yesterday = new Date((nowSeconds() - DAY_SECONDS) * 1000).toISOString().slice(0, 10);
    expectError(
      await api.call('pause', { as: customer, body: { duration: null, interval: 'MONTH', date: yesterday } }),
      400,
    );
    expect((await currentSubscription(api, customer)).pause_collection ?? null).toBeNull();
  });

  it('resumes a paused subscription: the pause, its start and the pause wall date are gone', async () => {
    const customer = seeded('resume');
    const before = await currentSubscription(api, customer);
    expect(before.pause_collection).not.toBeNull();
    const { subscription } = expectAnswer(
      await api.call('resume', { as: customer, body: { options: {} } }),
      ActionAnswerSchema,
    );
    expect(subscription.pause_collection ?? null).toBeNull();
    expect(subscription.pauseDate ?? null).toBeNull();
    expect(subscription.metadata.pauseWallStartDate ?? null).toBeNull();
    expect(await currentSubscription(api, customer)).toEqual(subscription);
  });

  it('refuses to resume a subscription that is not paused', async () => {
    const customer = seeded('refusals');
    expectError(await api.call('resume', { as: customer, body: { options: {} } }), '4xx');
  });
});
