import { describe, expect, it } from 'vitest';
import { OFFER_TYPES as OFFER_TYPE_NAMES } from '../../contract/schemas/index.ts';
import { isRelaxed } from './offer-types/checks.ts';
import { OFFER_TYPES } from './offer-types.ts';
import { offerVisibility, SKIP_REASONS, type SkipReason } from './offer-visibility.ts';
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
  // Sorted: the set of reasons is the rule, not the order of the offer types' table.
  const relaxedIn = (mode: 'TEST' | 'LIVE', preview: boolean) =>
    (Object.keys(SKIP_REASONS) as SkipReason[])
      .filter((reason) => isRelaxed(SKIP_REASONS[reason], visibilityContext({ mode, preview })))
      .sort();

  it('TEST relaxes these', () => {
    expect(relaxedIn('TEST', false)).toEqual(
      [
        'trial-extension-unsupported-by-provider',
        'trial-extension-already-accepted',
        'trial-extension-not-on-trial',
        'plan-change-no-valid-plans',
        'discount-missing-coupon',
      ].sort(),
    );
  });

  it('preview relaxes the coupon and trial-extension checks, not the valid plans', () => {
    expect(relaxedIn('LIVE', true)).toEqual(
      [
        'trial-extension-unsupported-by-provider',
        'trial-extension-already-accepted',
        'trial-extension-not-on-trial',
        'discount-missing-coupon',
      ].sort(),
    );
  });

  it('live, non-preview relaxes nothing', () => {
    expect(relaxedIn('LIVE', false)).toEqual([]);
  });
});

describe('The offer table covers every offer type', () => {
  it('has checks for each of PAUSE, DISCOUNT, TRIAL_EXTENSION, PLAN_CHANGE, CONTACT, REDIRECT, DOWNGRADE', () => {
    expect(Object.keys(OFFER_TYPES).sort()).toEqual([...OFFER_TYPE_NAMES].sort());
  });

  it('no two checks report the same reason (the server names it as why an offer is hidden)', () => {
    const reasons = Object.values(OFFER_TYPES).flatMap((rules) =>
      rules.checks.map((check: { reason: string }) => check.reason),
    );
    expect(new Set(reasons).size).toBe(reasons.length);
    expect(Object.keys(SKIP_REASONS)).toHaveLength(reasons.length);
  });

  it('every reason is prefixed with its offer type, so a reason tells which offer it hid', () => {
    for (const [type, rules] of Object.entries(OFFER_TYPES)) {
      const prefix = `${type.toLowerCase().replaceAll('_', '-')}-`;
      for (const check of rules.checks as readonly { reason: string }[])
        expect(check.reason).toMatch(new RegExp(`^${prefix}`));
    }
  });
});
