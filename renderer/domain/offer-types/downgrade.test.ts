import { describe, expect, it } from 'vitest';
import { offerVisibility } from '../offer-visibility.ts';
import {
  downgradeOffer,
  plan,
  shown,
  skippedFor,
  subscription,
  visibilityContext,
} from '../sample-data.testing.ts';
import { downgradePlan } from './downgrade.ts';

const free = plan('plan_free', { unit_amount: 0 });
const withFree = (overrides: Parameters<typeof visibilityContext>[0] = {}) =>
  visibilityContext({ offerPlans: [plan('plan_pro'), free], ...overrides });

describe('Downgrade (beyond the spec) shown only when its plan is a valid plan for the customer', () => {
  it('a free plan of the organisation in the customer’s currency: shown', () => {
    expect(offerVisibility(downgradeOffer('plan_free'), withFree())).toEqual(shown);
  });

  it('a plan the organisation does not sell: skipped', () => {
    expect(offerVisibility(downgradeOffer('plan_gone'), withFree())).toEqual(
      skippedFor('downgrade-plan-not-valid'),
    );
  });

  it('the customer is already on the plan: skipped', () => {
    const onFree = subscription({}, { priceId: 'plan_free', unitAmount: 0 });
    expect(offerVisibility(downgradeOffer('plan_free'), withFree({ subscription: onFree }))).toEqual(
      skippedFor('downgrade-plan-not-valid'),
    );
  });

  it('a plan in another currency: skipped live, shown in preview (which shows every currency)', () => {
    const euro = [plan('plan_free_eur', { unit_amount: 0, currency: 'eur' })];
    expect(offerVisibility(downgradeOffer('plan_free_eur'), withFree({ offerPlans: euro }))).toEqual(
      skippedFor('downgrade-plan-not-valid'),
    );
    expect(
      offerVisibility(downgradeOffer('plan_free_eur'), withFree({ offerPlans: euro, preview: true })),
    ).toEqual(shown);
  });

  it('TEST mode is not relaxed: the plan is looked up in the test plans and the live plans', () => {
    expect(offerVisibility(downgradeOffer('plan_free'), withFree({ mode: 'TEST' }))).toEqual(shown);
    expect(offerVisibility(downgradeOffer('plan_test'), withFree({ mode: 'TEST' }))).toEqual(shown);
    expect(offerVisibility(downgradeOffer('plan_gone'), withFree({ mode: 'TEST' }))).toEqual(
      skippedFor('downgrade-plan-not-valid'),
    );
  });
});

describe('downgradePlan: the plan the offer moves to', () => {
  const catalog = { offerPlans: [free], testPlans: [plan('plan_test')] };

  it('live: only the organisation’s plans', () => {
    expect(downgradePlan(downgradeOffer('plan_free'), { ...catalog, mode: 'LIVE' })).toEqual(free);
    expect(downgradePlan(downgradeOffer('plan_test'), { ...catalog, mode: 'LIVE' })).toBeNull();
  });

  it('TEST: the test plans as well', () => {
    expect(downgradePlan(downgradeOffer('plan_test'), { ...catalog, mode: 'TEST' })?.id).toBe('plan_test');
  });
});
