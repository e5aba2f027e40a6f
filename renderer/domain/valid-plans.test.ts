import { describe, expect, it } from 'vitest';
import type { Plan } from '../../contract/schemas/index.ts';
import { plan, subscription } from './sample-data.testing.ts';
import { type ValidPlansInput, validPlans } from './valid-plans.ts';

const basic = plan('plan_basic');
const pro = plan('plan_pro', { unit_amount: 3000 });
const euro = plan('plan_euro', { currency: 'EUR' });
const yearly = plan('plan_yearly', { recurring: { interval: 'YEAR' } });
const quarterly = plan('plan_quarterly', { recurring: { interval: 'MONTH', interval_count: 3 } });
const current = plan('price_monthly');

function input(planIds: string[], overrides: Partial<ValidPlansInput> = {}): ValidPlansInput {
  return {
    planIds,
    offerPlans: [basic, pro, euro, yearly, quarterly, current],
    testPlans: [plan('plan_test')],
    subscription: subscription(),
    provider: 'STRIPE',
    mode: 'LIVE',
    preview: false,
    ...overrides,
  };
}
const ids = (plans: Plan[]) => plans.map((p) => p.id);

describe('Valid plans exclude the current plan', () => {
  it("the subscription's own price is not offered", () => {
    const result = validPlans(input(['price_monthly', 'plan_pro']));
    expect(ids(result.plans)).toEqual(['plan_pro']);
    expect(result.excluded).toEqual([{ planId: 'price_monthly', reason: 'current-plan' }]);
  });

  it("any item's price of the subscription is a current plan", () => {
    const price = (id: string) => ({
      id,
      unit_amount: 1000,
      currency: 'usd',
      recurring: { interval: 'MONTH' },
    });
    const twoItems = subscription({
      items: {
        data: [
          { id: 'si_1', price: price('price_monthly') },
          { id: 'si_2', price: price('plan_pro') },
        ],
      },
    });
    expect(ids(validPlans(input(['plan_pro', 'plan_basic'], { subscription: twoItems })).plans)).toEqual([
      'plan_basic',
    ]);
  });
});

describe("Valid plans exclude plans not in the organisation's plans", () => {
  it('an unknown plan id is dropped', () => {
    const result = validPlans(input(['plan_gone', 'plan_basic']));
    expect(ids(result.plans)).toEqual(['plan_basic']);
    expect(result.excluded).toEqual([{ planId: 'plan_gone', reason: 'not-an-org-plan' }]);
  });

  it('in TEST mode the test plans are the organisation plans', () => {
    expect(ids(validPlans(input(['plan_basic', 'plan_test'], { mode: 'TEST' })).plans)).toEqual([
      'plan_test',
    ]);
  });

  it('in LIVE mode test plans are not offered', () => {
    expect(ids(validPlans(input(['plan_test'])).plans)).toEqual([]);
  });
});

describe('Valid plans exclude plans in a different currency (unless preview)', () => {
  it('a plan in another currency is dropped', () => {
    expect(validPlans(input(['plan_euro'])).excluded).toEqual([
      { planId: 'plan_euro', reason: 'different-currency' },
    ]);
  });

  it('preview shows all currencies', () => {
    expect(ids(validPlans(input(['plan_euro'], { preview: true })).plans)).toEqual(['plan_euro']);
  });
});

describe('For BRAINTREE, valid plans exclude plans with a different interval', () => {
  it('a yearly plan is dropped for a monthly Braintree subscription', () => {
    const result = validPlans(input(['plan_yearly', 'plan_pro'], { provider: 'BRAINTREE' }));
    expect(ids(result.plans)).toEqual(['plan_pro']);
    expect(result.excluded).toEqual([{ planId: 'plan_yearly', reason: 'different-interval' }]);
  });

  it('a quarterly plan (same unit, other count) is a different interval too', () => {
    expect(ids(validPlans(input(['plan_quarterly'], { provider: 'BRAINTREE' })).plans)).toEqual([]);
  });

  it('other providers may change the interval', () => {
    expect(ids(validPlans(input(['plan_yearly', 'plan_quarterly'])).plans)).toEqual([
      'plan_yearly',
      'plan_quarterly',
    ]);
  });
});

describe("Valid plans keep the offer's order", () => {
  it('in the order of the offer, each plan once', () => {
    expect(ids(validPlans(input(['plan_pro', 'plan_basic', 'plan_pro'])).plans)).toEqual([
      'plan_pro',
      'plan_basic',
    ]);
  });

  it('an offer without plans has no valid plans', () => {
    expect(validPlans(input([]))).toEqual({ plans: [], excluded: [] });
  });
});
