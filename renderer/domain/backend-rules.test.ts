import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type BlueprintInput, CouponSchema, SubscriptionSchema } from '../../contract/schemas/index.ts';
import { deriveLiteBlueprint } from './lite-blueprint.ts';
import { planPause } from './pause-plan.ts';
import { discountEnd } from './subscription-changes.ts';

const now = new Date('2025-01-31T00:00:00Z');
const subscription = v.parse(SubscriptionSchema, {
  id: 'sub',
  status: 'active',
  start_date: 0,
  current_period_start: 0,
  // Period end already behind: the pause starts now.
  current_period_end: Date.parse('2025-01-01T00:00:00Z') / 1000,
  items: {
    data: [
      { id: 'si', price: { id: 'p', currency: 'usd', recurring: { interval: 'month' }, unit_amount: 1 } },
    ],
  },
});

describe('planPause: the backends’ pause rule', () => {
  it('starts now when the period end lies behind, and month arithmetic clamps to the month’s end', () => {
    const plan = planPause(subscription, { duration: 1, interval: 'MONTH', date: null }, now);
    expect(plan.ok && plan.startsAt).toEqual(now);
    expect(plan.ok && plan.pauseCollection.resumes_at).toBe(Date.parse('2025-02-28T00:00:00Z') / 1000);
  });

  it.each([
    ['WEEK', 2, '2025-02-14T00:00:00Z'],
    ['DAY', 10, '2025-02-10T00:00:00Z'],
  ] as const)('%s units: %i of them after the start', (interval, duration, resumes) => {
    const plan = planPause(subscription, { duration, interval, date: null }, now);
    expect(plan.ok && plan.pauseCollection.resumes_at).toBe(Date.parse(resumes) / 1000);
  });

  it('an unparsable date is "Please, select a valid end date"', () => {
    expect(planPause(subscription, { duration: null, interval: 'MONTH', date: 'soon' }, now)).toEqual({
      ok: false,
      message: 'Please, select a valid end date',
    });
  });

  it('monthly billing is no soft pause', () => {
    const plan = planPause(subscription, { duration: 2, interval: 'WEEK', date: null }, now);
    expect(plan.ok && plan.pauseCollection.resumption_term_end).toBeNull();
  });
});

describe('discountEnd: when an applied coupon stops', () => {
  const start = new Date('2025-01-15T00:00:00Z');
  it('repeating without months lasts one month', () => {
    const coupon = v.parse(CouponSchema, { id: 'c', percent_off: 5, duration: 'repeating' });
    expect(discountEnd(coupon, start)).toEqual(new Date('2025-02-15T00:00:00Z'));
  });
});

describe('deriveLiteBlueprint', () => {
  it('survives a loop of removed steps and leaves a dangling link null', () => {
    const blueprint: BlueprintInput = {
      _id: 'b',
      steps: [
        { guid: 'a', stepType: 'CONFIRM', defaultNextStep: 'o1' },
        {
          guid: 'o1',
          stepType: 'OFFER',
          defaultNextStep: 'o2',
          offer: { guid: 'x', offerType: 'CONTACT' },
        },
        {
          guid: 'o2',
          stepType: 'OFFER',
          defaultNextStep: 'o1',
          offer: { guid: 'y', offerType: 'CONTACT' },
        },
      ],
    };
    const lite = deriveLiteBlueprint(blueprint);
    expect(lite.steps).toEqual([expect.objectContaining({ guid: 'a', defaultNextStep: null })]);
    expect(blueprint.steps).toHaveLength(3);
  });
});
