import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BlueprintSchema,
  type CustomerInput,
  CustomerSchema,
  type SessionInput,
  SessionSchema,
  type StepInput,
  type SubscriptionInput,
  SubscriptionSchema,
} from '../../contract/schemas/index.ts';
import {
  decideFlowStart,
  FLOW_START_ERRORS,
  type FlowStartInput,
  findAcceptedDiscount,
  firstStepGuid,
} from './flow-start.ts';
import type { PauseInfo } from './subscription.ts';

const NOW = new Date('2026-03-15T12:00:00Z');
const secs = (iso: string) => Date.parse(iso) / 1000;

function subscription(overrides: Partial<SubscriptionInput> = {}) {
  return v.parse(SubscriptionSchema, {
    id: 'sub_1',
    status: 'active',
    start_date: secs('2025-01-01T00:00:00Z'),
    current_period_start: secs('2026-03-01T00:00:00Z'),
    current_period_end: secs('2026-04-01T00:00:00Z'),
    items: {
      data: [
        {
          id: 'si_1',
          price: { id: 'price_1', currency: 'usd', unit_amount: 1500, recurring: { interval: 'month' } },
        },
      ],
    },
    ...overrides,
  });
}

function customer(overrides: Partial<CustomerInput> = {}) {
  return v.parse(CustomerSchema, { id: 'cus_1', email: 'ada@example.com', ...overrides });
}

function steps(input: StepInput[]) {
  return v.parse(BlueprintSchema, { _id: 'bp', steps: input }).steps;
}

function session(overrides: Partial<SessionInput> = {}) {
  return v.parse(SessionSchema, { createdAt: '2026-02-01T00:00:00Z', ...overrides });
}

const discountSession = (couponId: string | null, extra: Partial<SessionInput> = {}) =>
  session({ acceptedOffer: { guid: 'd1', offerType: 'DISCOUNT', discountConfig: { couponId } }, ...extra });

const coupon = (id: string) => ({
  id,
  percent_off: 20,
  duration: 'repeating' as const,
  duration_in_months: 3,
});

const STEPS = steps([
  { guid: 'off', stepType: 'FREEFORM', enabled: false },
  { guid: 'survey', stepType: 'SURVEY', survey: { choices: [{ guid: 'c', value: 'Price' }] } },
  { guid: 'confirm', stepType: 'CONFIRM' },
]);

const PAUSE: PauseInfo = {
  startsAt: null,
  resumesAt: new Date('2026-05-01T00:00:00Z'),
  future: false,
  resumptionTermEnd: null,
  soft: false,
};

function input(overrides: Partial<FlowStartInput> = {}): FlowStartInput {
  return {
    customer: customer(),
    subscription: subscription(),
    steps: STEPS,
    pause: null,
    sessions: [],
    bypassPauseAppliedScreen: false,
    bypassDiscountAppliedScreen: false,
    now: NOW,
    ...overrides,
  };
}

describe('Flow start: no customer, no subscription, or no enabled steps moves the flow to ERROR', () => {
  it('reports a missing customer first', () => {
    expect(decideFlowStart(input({ customer: null, subscription: null, steps: [] }))).toEqual({
      kind: 'ERROR',
      reason: 'NO_CUSTOMER',
    });
  });

  it('reports a missing subscription', () => {
    expect(decideFlowStart(input({ subscription: null }))).toEqual({
      kind: 'ERROR',
      reason: 'NO_SUBSCRIPTION',
    });
  });

  it('reports a flow whose steps are all disabled', () => {
    const disabled = steps([{ guid: 'a', stepType: 'CONFIRM', enabled: false }]);
    expect(decideFlowStart(input({ steps: disabled }))).toEqual({ kind: 'ERROR', reason: 'NO_STEPS' });
    expect(decideFlowStart(input({ steps: [] }))).toEqual({ kind: 'ERROR', reason: 'NO_STEPS' });
  });

  it('keeps the English texts of the error catalogue under the codes', () => {
    expect(FLOW_START_ERRORS).toEqual({
      NO_CUSTOMER: 'Sorry, could not find a customer with matching ID.',
      NO_SUBSCRIPTION: 'No subscription found',
      NO_STEPS: 'Please enable at least one step in your flow.',
    });
  });
});

describe('Flow start: if already set to cancel at period end, show a complete message with the date', () => {
  it('gives the current period end as the cancel date', () => {
    const result = decideFlowStart(input({ subscription: subscription({ cancel_at_period_end: true }) }));
    expect(result).toEqual({ kind: 'COMPLETE_CANCEL_SCHEDULED', date: new Date('2026-04-01T00:00:00Z') });
  });

  it('wins over an existing pause and an accepted discount', () => {
    const sub = subscription({ cancel_at_period_end: true, discount: { coupon: coupon('SAVE20') } });
    const result = decideFlowStart(
      input({ subscription: sub, pause: PAUSE, sessions: [discountSession('SAVE20')] }),
    );
    expect(result.kind).toBe('COMPLETE_CANCEL_SCHEDULED');
  });

  it('is told even when no step is enabled', () => {
    const result = decideFlowStart(
      input({ subscription: subscription({ cancel_at_period_end: true }), steps: [] }),
    );
    expect(result.kind).toBe('COMPLETE_CANCEL_SCHEDULED');
  });
});

describe('Flow start: if already paused and the pause-applied screen is not bypassed, show a complete pause message', () => {
  it('hands the pause over for the message', () => {
    expect(decideFlowStart(input({ pause: PAUSE }))).toEqual({
      kind: 'COMPLETE_ALREADY_PAUSED',
      pause: PAUSE,
    });
  });

  it('counts a scheduled (future) pause as paused', () => {
    const scheduled = { ...PAUSE, future: true, startsAt: new Date('2026-04-01T00:00:00Z') };
    expect(decideFlowStart(input({ pause: scheduled }))).toEqual({
      kind: 'COMPLETE_ALREADY_PAUSED',
      pause: scheduled,
    });
  });

  it('shows the first step when the pause-applied screen is bypassed', () => {
    expect(decideFlowStart(input({ pause: PAUSE, bypassPauseAppliedScreen: true }))).toEqual({
      kind: 'FIRST_STEP',
      guid: 'survey',
    });
  });

  it('wins over an accepted discount', () => {
    const sub = subscription({ discount: { coupon: coupon('SAVE20') } });
    const result = decideFlowStart(
      input({ subscription: sub, pause: PAUSE, sessions: [discountSession('SAVE20')] }),
    );
    expect(result.kind).toBe('COMPLETE_ALREADY_PAUSED');
  });
});

describe('Flow start: if a discount was already accepted and its screen is not bypassed, show a complete discount message', () => {
  it('shows the discount still in effect on the subscription', () => {
    const sub = subscription({ discount: { coupon: coupon('SAVE20'), end: secs('2026-06-01T00:00:00Z') } });
    const result = decideFlowStart(input({ subscription: sub, sessions: [discountSession('SAVE20')] }));
    expect(result.kind === 'COMPLETE_DISCOUNT_ACCEPTED' && result.discount.coupon.id).toBe('SAVE20');
  });

  it('falls back to the customer-level discount', () => {
    const cust = customer({ discount: { coupon: coupon('SAVE20'), end: null } });
    const result = decideFlowStart(input({ customer: cust, sessions: [discountSession('SAVE20')] }));
    expect(result.kind).toBe('COMPLETE_DISCOUNT_ACCEPTED');
  });

  it('shows the first step when the discount-applied screen is bypassed', () => {
    const sub = subscription({ discount: { coupon: coupon('SAVE20') } });
    const result = decideFlowStart(
      input({ subscription: sub, sessions: [discountSession('SAVE20')], bypassDiscountAppliedScreen: true }),
    );
    expect(result).toEqual({ kind: 'FIRST_STEP', guid: 'survey' });
  });
});

describe('Flow start: an already-accepted discount', () => {
  const active = subscription({ discount: { coupon: coupon('SAVE20'), end: secs('2026-06-01T00:00:00Z') } });

  it('needs a past session that accepted a DISCOUNT offer', () => {
    const pauseSession = session({ acceptedOffer: { guid: 'p', offerType: 'PAUSE' } });
    expect(findAcceptedDiscount([pauseSession, session()], active, null, NOW)).toBeNull();
  });

  it('ignores an aborted session', () => {
    expect(
      findAcceptedDiscount([discountSession('SAVE20', { aborted: true })], active, null, NOW),
    ).toBeNull();
  });

  it('ignores a discount that has ended (end in the past or exactly now)', () => {
    const ended = subscription({ discount: { coupon: coupon('SAVE20'), end: secs('2026-03-01T00:00:00Z') } });
    expect(findAcceptedDiscount([discountSession('SAVE20')], ended, null, NOW)).toBeNull();
    const endsNow = subscription({ discount: { coupon: coupon('SAVE20'), end: NOW.getTime() / 1000 } });
    expect(findAcceptedDiscount([discountSession('SAVE20')], endsNow, null, NOW)).toBeNull();
  });

  it('a discount without an end (forever) is still in effect', () => {
    const forever = subscription({ discount: { coupon: { ...coupon('SAVE20'), duration: 'forever' } } });
    expect(findAcceptedDiscount([discountSession('SAVE20')], forever, null, NOW)?.discount.coupon.id).toBe(
      'SAVE20',
    );
  });

  it('does not count an unrelated discount when the session recorded its coupon', () => {
    const other = subscription({ discount: { coupon: coupon('WELCOME10') } });
    expect(findAcceptedDiscount([discountSession('SAVE20')], other, null, NOW)).toBeNull();
  });

  it('prefers the matching coupon between subscription and customer', () => {
    const cust = customer({ discount: { coupon: coupon('SAVE20') } });
    const other = subscription({ discount: { coupon: coupon('WELCOME10') } });
    const found = findAcceptedDiscount([discountSession('SAVE20')], other, cust, NOW);
    expect(found?.discount.coupon.id).toBe('SAVE20');
  });

  it('accepts any discount in effect when the session did not record a coupon', () => {
    expect(findAcceptedDiscount([discountSession(null)], active, null, NOW)?.discount.coupon.id).toBe(
      'SAVE20',
    );
  });

  it('returns the latest matching session', () => {
    const older = discountSession('SAVE20', { _id: 'old', createdAt: '2025-06-01T00:00:00Z' });
    const newer = discountSession('SAVE20', { _id: 'new', createdAt: '2026-01-01T00:00:00Z' });
    expect(findAcceptedDiscount([older, newer], active, null, NOW)?.session._id).toBe('new');
  });
});

describe('Flow start: otherwise show the first step', () => {
  it('starts at the first enabled step', () => {
    expect(decideFlowStart(input())).toEqual({ kind: 'FIRST_STEP', guid: 'survey' });
    expect(firstStepGuid(STEPS)).toBe('survey');
  });

  it('has no first step when none is enabled', () => {
    expect(firstStepGuid(steps([{ guid: 'x', stepType: 'CONFIRM', enabled: false }]))).toBeNull();
  });
});
