import { describe, expect, it } from 'vitest';
import { offerVisibility } from '../offer-visibility.ts';
import {
  acceptedSession,
  discountOffer,
  shown,
  skippedFor,
  visibilityContext,
} from '../sample-data.testing.ts';

describe('Discount: the coupon must exist (unless test or preview) or the offer is skipped and a missing-coupon issue is filed', () => {
  it('an existing coupon shows the offer', () => {
    expect(offerVisibility(discountOffer({ couponId: 'SAVE20' }), visibilityContext())).toEqual(shown);
  });

  it('a missing coupon skips the offer and files the issue with the coupon and the offer', () => {
    expect(offerVisibility(discountOffer({ couponId: 'GONE' }), visibilityContext())).toEqual({
      visible: false,
      reason: 'discount-missing-coupon',
      issue: { name: 'missing-coupon', issueData: { couponId: 'GONE', offerGuid: 'offer_discount' } },
    });
  });

  it('an offer without a coupon id is missing its coupon', () => {
    expect(offerVisibility(discountOffer({ couponId: '' }), visibilityContext())).toMatchObject(
      skippedFor('discount-missing-coupon'),
    );
  });

  it('a test coupon does not satisfy live mode', () => {
    expect(offerVisibility(discountOffer({ couponId: 'TEST50' }), visibilityContext()).visible).toBe(false);
  });

  it('test mode shows the offer (with its selector of test coupons) and files no issue', () => {
    expect(offerVisibility(discountOffer({ couponId: 'GONE' }), visibilityContext({ mode: 'TEST' }))).toEqual(
      shown,
    );
  });

  it('preview shows the offer and files no issue', () => {
    expect(
      offerVisibility(discountOffer({ couponId: 'GONE' }), visibilityContext({ preview: true })),
    ).toEqual(shown);
  });
});

describe('Discount: for custom-amount providers needs customerAmount and customDuration', () => {
  it('PADDLE with an amount and a duration shows the offer without any coupon', () => {
    const offer = discountOffer({ couponId: '', customerAmount: 500, customDuration: 3 });
    expect(offerVisibility(offer, visibilityContext({ provider: 'PADDLE', coupons: [] }))).toEqual(shown);
  });

  it('PADDLE without a duration skips the offer, and files no missing-coupon issue', () => {
    const offer = discountOffer({ customerAmount: 500 });
    expect(offerVisibility(offer, visibilityContext({ provider: 'PADDLE' }))).toEqual(
      skippedFor('discount-missing-custom-amount'),
    );
  });

  it('PADDLE without an amount skips the offer, in test mode too', () => {
    const offer = discountOffer({ customDuration: 3 });
    expect(offerVisibility(offer, visibilityContext({ provider: 'PADDLE', mode: 'TEST' }))).toEqual(
      skippedFor('discount-missing-custom-amount'),
    );
  });

  it('other providers do not need a custom amount', () => {
    expect(
      offerVisibility(discountOffer({ customerAmount: null }), visibilityContext({ provider: 'CHARGEBEE' })),
    ).toEqual(shown);
  });
});

describe('Discount: skipped during discount cooldown', () => {
  // A three-month coupon accepted on 2025-01-10 expires on 2025-04-10.
  const sessions = [
    acceptedSession('DISCOUNT', { couponDuration: 3 }, { createdAt: '2025-01-10T00:00:00Z' }),
  ];
  const withCooldown = (months: number | null) => ({ discountCooldown: months, pauseCooldown: null });

  it('latest discount expiration plus cooldown still in future', () => {
    expect(
      offerVisibility(discountOffer(), visibilityContext({ sessions, cooldowns: withCooldown(1) })),
    ).toEqual(skippedFor('discount-cooldown'));
  });

  it('a forever coupon keeps the discount cooldown going', () => {
    const forever = [
      acceptedSession('DISCOUNT', { couponDuration: null }, { createdAt: '2020-01-01T00:00:00Z' }),
    ];
    expect(
      offerVisibility(discountOffer(), visibilityContext({ sessions: forever, cooldowns: withCooldown(1) })),
    ).toEqual(skippedFor('discount-cooldown'));
  });

  it('an old discount is out of its cooldown', () => {
    const old = [acceptedSession('DISCOUNT', { couponDuration: 1 }, { createdAt: '2024-01-01T00:00:00Z' })];
    expect(
      offerVisibility(discountOffer(), visibilityContext({ sessions: old, cooldowns: withCooldown(6) })),
    ).toEqual(shown);
  });

  it('bad data: shown, with a latest-discount-expiration issue', () => {
    const bad = [acceptedSession('DISCOUNT', { couponDuration: -1 })];
    const result = offerVisibility(
      discountOffer(),
      visibilityContext({ sessions: bad, cooldowns: withCooldown(1) }),
    );
    expect(result.visible).toBe(true);
    expect(result.issue?.name).toBe('latest-discount-expiration');
  });

  it('a missing coupon decides before the cooldown is computed', () => {
    const bad = [acceptedSession('DISCOUNT', { couponDuration: -1 })];
    const result = offerVisibility(
      discountOffer({ couponId: 'GONE' }),
      visibilityContext({ sessions: bad, cooldowns: withCooldown(1) }),
    );
    expect(result).toMatchObject({
      visible: false,
      reason: 'discount-missing-coupon',
      issue: { name: 'missing-coupon' },
    });
  });
});
