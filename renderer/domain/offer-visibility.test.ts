import { describe, expect, it } from 'vitest';
import { OFFER_TYPES } from '../../contract/schemas/index.ts';
import {
  isRelaxed,
  OFFER_CHECKS,
  offerVisibility,
  SKIP_REASONS,
  type SkipReason,
} from './offer-visibility.ts';
import {
  acceptedSession,
  contactOffer,
  redirectOffer,
  shown,
  trialingSubscription,
  visibilityContext,
} from './sample-data.testing.ts';

describe('CONTACT and REDIRECT are always visible', () => {
  const hostile = visibilityContext({
    subscription: trialingSubscription(),
    provider: 'CHARGIFY',
    coupons: [],
    offerPlans: [],
    sessions: [acceptedSession('PAUSE', { pauseDuration: 1 }), acceptedSession('DISCOUNT')],
    cooldowns: { discountCooldown: 12, pauseCooldown: 12 },
  });

  it('contact', () => {
    expect(offerVisibility(contactOffer(), hostile)).toEqual(shown);
  });

  it('redirect', () => {
    expect(offerVisibility(redirectOffer(), hostile)).toEqual(shown);
  });
});

describe('TEST mode relaxes skip checks: exactly coupon existence, valid plans and the trial-extension checks', () => {
  const relaxedIn = (mode: 'TEST' | 'LIVE', preview: boolean) =>
    Object.keys(SKIP_REASONS)
      .filter((reason): reason is SkipReason => reason in SKIP_REASONS)
      .filter((reason) => isRelaxed(reason, visibilityContext({ mode, preview })));

  it('TEST relaxes these', () => {
    expect(relaxedIn('TEST', false)).toEqual([
      'trial-extension-unsupported-by-provider',
      'trial-extension-already-accepted',
      'trial-extension-not-on-trial',
      'plan-change-no-valid-plans',
      'discount-missing-coupon',
    ]);
  });

  it('preview relaxes the coupon and trial-extension checks, not the valid plans', () => {
    expect(relaxedIn('LIVE', true)).toEqual([
      'trial-extension-unsupported-by-provider',
      'trial-extension-already-accepted',
      'trial-extension-not-on-trial',
      'discount-missing-coupon',
    ]);
  });

  it('live, non-preview relaxes nothing', () => {
    expect(relaxedIn('LIVE', false)).toEqual([]);
  });
});

describe('The offer table covers every offer type', () => {
  it('has checks for each of PAUSE, DISCOUNT, TRIAL_EXTENSION, PLAN_CHANGE, CONTACT, REDIRECT, DOWNGRADE', () => {
    expect(Object.keys(OFFER_CHECKS).sort()).toEqual([...OFFER_TYPES].sort());
  });

  it('every reason a check reports is a known skip reason', () => {
    const reasons = Object.values(OFFER_CHECKS).flatMap((checks) => checks.map((check) => check.reason));
    expect(reasons.every((reason) => reason in SKIP_REASONS)).toBe(true);
    expect(new Set(reasons).size).toBe(Object.keys(SKIP_REASONS).length);
  });
});
