import { describe, expect, it } from 'vitest';
import type { PauseInfo } from '../../domain/subscription.ts';
import { isOfferOutcome } from './complete-outcome.ts';
import { showsCancelNow, showsConfetti } from './complete-rules.ts';
import type { CompleteVariant } from './store.ts';

const pause: PauseInfo = {
  startsAt: null,
  resumesAt: new Date(),
  future: false,
  resumptionTermEnd: null,
  soft: false,
};
const paused: CompleteVariant = { kind: 'PAUSED', resumesAt: null, soft: false, termEnd: null };
const canceled: CompleteVariant = { kind: 'CANCELED', endsAt: null };
const alreadyPaused: CompleteVariant = { kind: 'START', start: { kind: 'COMPLETE_ALREADY_PAUSED', pause } };
const cancelScheduled: CompleteVariant = {
  kind: 'START',
  start: { kind: 'COMPLETE_CANCEL_SCHEDULED', date: new Date() },
};

describe('Confetti for an accepted pause, trial extension, plan change or discount, or an already paused or discounted subscription', () => {
  it.each<CompleteVariant>([
    paused,
    { kind: 'TRIAL_EXTENDED', trialEnd: null, days: 7 },
    { kind: 'PLAN_CHANGED', planId: 'p' },
    { kind: 'DISCOUNT_APPLIED', couponId: 'c' },
    alreadyPaused,
    { kind: 'START', start: { kind: 'COMPLETE_DISCOUNT_ACCEPTED', discount: { coupon: {} } as never } },
  ])('shows for $kind', (variant) => {
    expect(showsConfetti(variant, true)).toBe(true);
  });

  it('never for a cancel, a scheduled cancel or a custom message', () => {
    expect(showsConfetti(canceled, true)).toBe(false);
    expect(showsConfetti(cancelScheduled, true)).toBe(false);
    expect(showsConfetti({ kind: 'CUSTOM', title: 't', message: 'm' }, true)).toBe(false);
  });

  it('never when the blueprint turned confetti off', () => {
    expect(showsConfetti(paused, false)).toBe(false);
  });
});

describe('Cancel-now link: already paused or discount accepted, and not cancelled', () => {
  it('shows on the already-paused start and after a pause', () => {
    expect(showsCancelNow(alreadyPaused, false)).toBe(true);
    expect(showsCancelNow(paused, false)).toBe(true);
  });

  it('hides once cancelled, and on a cancel', () => {
    expect(showsCancelNow(alreadyPaused, true)).toBe(false);
    expect(showsCancelNow(canceled, false)).toBe(false);
    expect(showsCancelNow(cancelScheduled, false)).toBe(false);
  });
});

describe('Outcome tag: Offer Accepted or Subscription Cancelled', () => {
  it('a cancel or a scheduled cancel is a cancellation; the rest are offers', () => {
    expect(isOfferOutcome(canceled)).toBe(false);
    expect(isOfferOutcome(cancelScheduled)).toBe(false);
    expect(isOfferOutcome(paused)).toBe(true);
  });
});
