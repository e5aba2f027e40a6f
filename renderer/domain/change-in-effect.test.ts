import { describe, expect, it } from 'vitest';
import { CHANGE_IN_EFFECT } from './change-in-effect.ts';
import { coupon, subscription, trialingSubscription, unix } from './sample-data.testing.ts';

const discounted = (couponId: string, id?: string) =>
  subscription({
    discount: {
      ...(id ? { id } : {}),
      coupon: coupon({ id: couponId }),
      start: unix('2025-03-15T00:00:00Z'),
    },
  });

describe('A failed offer action whose change is in effect after all: discount', () => {
  it('the coupon asked for, where there was no discount: in effect', () => {
    expect(CHANGE_IN_EFFECT.discount(subscription(), discounted('SAVE20'), 'SAVE20')).toBe(true);
  });

  it('without wire ids (they are optional), replacing a discount of another coupon: in effect', () => {
    expect(CHANGE_IN_EFFECT.discount(discounted('OLD10'), discounted('SAVE20'), 'SAVE20')).toBe(true);
  });

  it('another coupon: not in effect', () => {
    expect(CHANGE_IN_EFFECT.discount(subscription(), discounted('OTHER'), 'SAVE20')).toBe(false);
  });

  it('the discount that was already there before: not a change', () => {
    const before = discounted('SAVE20', 'di_1');
    expect(CHANGE_IN_EFFECT.discount(before, discounted('SAVE20', 'di_1'), 'SAVE20')).toBe(false);
  });

  it('a custom amount (no coupon asked for): any new discount', () => {
    expect(CHANGE_IN_EFFECT.discount(subscription(), discounted('custom_1'), null)).toBe(true);
    expect(CHANGE_IN_EFFECT.discount(subscription(), subscription(), null)).toBe(false);
  });
});

describe('A failed offer action whose change is in effect after all: pause, trial extension, plan', () => {
  const paused = subscription({
    pause_collection: { behavior: 'void', resumes_at: unix('2025-05-01T00:00:00Z') },
  });

  it('a pause where there was none: in effect; a pause already there: not a change', () => {
    expect(CHANGE_IN_EFFECT.pause(subscription(), paused)).toBe(true);
    expect(CHANGE_IN_EFFECT.pause(paused, paused)).toBe(false);
    expect(CHANGE_IN_EFFECT.pause(subscription(), subscription())).toBe(false);
  });

  it('the trial ends later than it did: in effect', () => {
    const before = trialingSubscription();
    const later = { ...before, trial_end: (before.trial_end ?? 0) + 7 * 86_400 };
    expect(CHANGE_IN_EFFECT.trialExtension(before, later)).toBe(true);
    expect(CHANGE_IN_EFFECT.trialExtension(before, before)).toBe(false);
  });

  it('on the plan asked for, and not before: in effect', () => {
    const onPro = subscription({}, { priceId: 'plan_pro' });
    expect(CHANGE_IN_EFFECT.plan(subscription(), onPro, 'plan_pro')).toBe(true);
    expect(CHANGE_IN_EFFECT.plan(onPro, onPro, 'plan_pro')).toBe(false);
    expect(CHANGE_IN_EFFECT.plan(subscription(), subscription(), 'plan_pro')).toBe(false);
  });
});

describe('A cancel that got no answer but is in effect after all', () => {
  it('set to cancel at the period end, or cancelled at once, and not before: in effect', () => {
    const atPeriodEnd = subscription({ cancel_at_period_end: true });
    expect(CHANGE_IN_EFFECT.cancel(subscription(), atPeriodEnd)).toBe(true);
    expect(CHANGE_IN_EFFECT.cancel(subscription(), subscription({ status: 'canceled' }))).toBe(true);
  });

  it('still active, or cancelled already before: not a change', () => {
    const atPeriodEnd = subscription({ cancel_at_period_end: true });
    expect(CHANGE_IN_EFFECT.cancel(subscription(), subscription())).toBe(false);
    expect(CHANGE_IN_EFFECT.cancel(atPeriodEnd, atPeriodEnd)).toBe(false);
    expect(CHANGE_IN_EFFECT.cancel(null, null)).toBe(false);
  });
});
