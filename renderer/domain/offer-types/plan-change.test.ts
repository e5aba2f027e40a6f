import { describe, expect, it } from 'vitest';
import { offerVisibility } from '../offer-visibility.ts';
import { plan, planChangeOffer, shown, skippedFor, visibilityContext } from '../sample-data.testing.ts';

describe('Plan change skipped if no valid plans remain (not in test mode)', () => {
  it('a valid plan keeps the offer', () => {
    expect(offerVisibility(planChangeOffer(['plan_pro']), visibilityContext())).toEqual(shown);
  });

  it('only the current plan and unknown plans: skipped', () => {
    expect(offerVisibility(planChangeOffer(['price_monthly', 'plan_gone']), visibilityContext())).toEqual(
      skippedFor('plan-change-no-valid-plans'),
    );
  });

  it('in test mode it stays, with test plans', () => {
    expect(offerVisibility(planChangeOffer(['plan_gone']), visibilityContext({ mode: 'TEST' }))).toEqual(
      shown,
    );
  });

  it('preview shows all currencies, so a plan in another currency is valid', () => {
    expect(offerVisibility(planChangeOffer(['plan_euro']), visibilityContext())).toEqual(
      skippedFor('plan-change-no-valid-plans'),
    );
    expect(offerVisibility(planChangeOffer(['plan_euro']), visibilityContext({ preview: true }))).toEqual(
      shown,
    );
  });

  it('preview does not keep an offer whose plans are unknown', () => {
    expect(offerVisibility(planChangeOffer(['plan_gone']), visibilityContext({ preview: true }))).toEqual(
      skippedFor('plan-change-no-valid-plans'),
    );
  });

  it('BRAINTREE: plans with a different interval do not count', () => {
    const ctx = visibilityContext({
      provider: 'BRAINTREE',
      offerPlans: [plan('plan_yearly', { recurring: { interval: 'YEAR' } })],
    });
    expect(offerVisibility(planChangeOffer(['plan_yearly']), ctx)).toEqual(
      skippedFor('plan-change-no-valid-plans'),
    );
  });
});
