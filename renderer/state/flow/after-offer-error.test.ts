/**
 * A customer can always cancel: after an offer's action fails, the error screen leads back into the flow,
 * repeats a call that got no answer with its own Idempotency-Key, and a change found in effect after all ends
 * on a complete screen (docs/spec-coverage.md, Known gaps). The cancel's own failure is the spec's error.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CANCEL_SCHEDULED_TEXT } from '../../../contract/cancel-scheduled.ts';
import { ApiError } from '../../api/api-error.ts';
import {
  coupon,
  customer,
  subscription,
  trialingSubscription,
  unix,
} from '../../domain/sample-data.testing.ts';
import { enLaterSteps } from '../../i18n/catalogs/en/later-steps.ts';
import { registerEnglish } from '../../i18n/english.ts';
import { OFFER_TEXTS } from '../../i18n/offers/index.ts';
import { registerOfferTexts } from '../../i18n/offers/register.ts';
import { backToOffer, continueToCancel, tryOfferAgain } from './after-offer-error.ts';
import { fakeApi, loadTestFlow, offerStep } from './flow-harness.testing.ts';
import { resetNavigationGuard } from './navigate.ts';
import { acceptDiscount, acceptTrialExtension, cancelSubscription } from './offer-actions.ts';
import { flow } from './store.ts';

beforeAll(() => {
  registerEnglish(enLaterSteps);
  registerOfferTexts(OFFER_TEXTS);
});

afterEach(() => {
  vi.restoreAllMocks();
  // Next's bounce guard remembers the last move across tests.
  resetNavigationGuard();
});

const DISCOUNT = {
  guid: 'o-discount',
  offerType: 'DISCOUNT' as const,
  discountConfig: { couponId: 'SAVE20' },
};
const TRIAL = {
  guid: 'o-trial',
  offerType: 'TRIAL_EXTENSION' as const,
  trialExtensionConfig: { trialExtensionDays: 7 },
};
const CONFIRM = { guid: 'confirm', stepType: 'CONFIRM' as const };

/** The 403 the server answers a second tab's claim in the discount cooldown. */
const cooldownRefusal = () =>
  new ApiError({
    kind: 'http',
    status: 403,
    code: 'HTTP_ERROR',
    message: "Coupon 'SAVE20' is not available to this customer now (discount-cooldown).",
    call: 'discount',
  });

/** The retries ran out: every attempt's connection was reset. */
const noAnswer = () =>
  new ApiError({
    kind: 'network',
    status: null,
    code: 'NETWORK_ERROR',
    message: 'reset',
    call: 'extendTrial',
  });

const withDiscount = customer([
  subscription({
    discount: { id: 'di_tab_a', coupon: coupon({ id: 'SAVE20' }), start: unix('2025-03-15T00:00:00Z') },
  }),
]);
const trialing = customer([trialingSubscription()]);
const extended = () => {
  const sub = trialingSubscription();
  return customer([{ ...sub, trial_end: (sub.trial_end ?? 0) + 7 * 86_400 }]);
};

function quietErrors() {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
}

function offerOnScreen<T extends 'DISCOUNT' | 'TRIAL_EXTENSION'>(type: T) {
  const step = flow.data?.blueprint.steps[0];
  const offer = step?.stepType === 'OFFER' ? step.offer : null;
  if (offer?.offerType !== type) throw new Error(`no ${type} offer on screen`);
  return offer as Extract<NonNullable<typeof offer>, { offerType: T }>;
}

describe('after a refused offer action, the error screen leads back into the flow', () => {
  it('a refused discount with nothing in effect: ERROR, with the way back and no repeat', async () => {
    quietErrors();
    const api = fakeApi({ applyDiscount: vi.fn(async () => Promise.reject(cooldownRefusal())) });
    loadTestFlow({ steps: [offerStep('o', DISCOUNT, 'confirm'), CONFIRM], api, init: { mode: 'TEST' } });
    await acceptDiscount(offerOnScreen('DISCOUNT'));
    expect(flow.flowState).toBe('ERROR');
    expect(flow.flowMessage).toMatchObject({ key: 'error.discount', afterOffer: { retry: false } });
    expect(flow.acceptedOffer).toBeNull();
    // The customer was re-read, to learn whether the discount is there after all.
    expect(api.getCustomer).toHaveBeenCalledTimes(1);
  });

  it('Back: the offer again, in progress, its position unchanged', async () => {
    quietErrors();
    const api = fakeApi({ applyDiscount: vi.fn(async () => Promise.reject(cooldownRefusal())) });
    loadTestFlow({ steps: [offerStep('o', DISCOUNT, 'confirm'), CONFIRM], api, init: { mode: 'TEST' } });
    const position = flow.position;
    await acceptDiscount(offerOnScreen('DISCOUNT'));
    backToOffer();
    expect(flow.flowState).toBe('IN_PROGRESS');
    expect(flow.flowMessage).toBeNull();
    expect(flow.position).toEqual(position);
  });

  it('Continue to cancel: the offer declined, on to the confirm step', async () => {
    quietErrors();
    const api = fakeApi({ applyDiscount: vi.fn(async () => Promise.reject(cooldownRefusal())) });
    loadTestFlow({ steps: [offerStep('o', DISCOUNT, 'confirm'), CONFIRM], api, init: { mode: 'TEST' } });
    await acceptDiscount(offerOnScreen('DISCOUNT'));
    await continueToCancel(Date.now() + 60_000);
    expect(flow.flowState).toBe('IN_PROGRESS');
    expect(flow.position).toMatchObject({ kind: 'step', guid: 'confirm' });
  });

  it('Continue to cancel with nothing after the offer: the cancel runs', async () => {
    quietErrors();
    const api = fakeApi({ applyDiscount: vi.fn(async () => Promise.reject(cooldownRefusal())) });
    loadTestFlow({ steps: [offerStep('o', DISCOUNT)], api, init: { mode: 'TEST' } });
    await acceptDiscount(offerOnScreen('DISCOUNT'));
    await continueToCancel(Date.now() + 60_000);
    expect(api.cancel).toHaveBeenCalledTimes(1);
    expect(flow.flowState).toBe('COMPLETE');
    expect(flow.canceled).toBe(true);
  });

  it("the cancel's own failure is the spec's error: no way back into the flow", async () => {
    quietErrors();
    const api = fakeApi({ cancel: vi.fn(async () => Promise.reject(new Error('boom'))) });
    loadTestFlow({ steps: [CONFIRM], api });
    await cancelSubscription();
    expect(flow.flowState).toBe('ERROR');
    expect(flow.flowMessage?.afterOffer).toBeUndefined();
    backToOffer();
    expect(flow.flowState).toBe('ERROR');
  });
});

describe('a refusal because another tab applied the same offer: the already-applied screen', () => {
  it('the coupon is on the subscription when re-read: "You already have a discount", not reported accepted', async () => {
    quietErrors();
    const onSessionComplete = vi.fn();
    const onDiscount = vi.fn();
    const api = fakeApi({
      applyDiscount: vi.fn(async () => Promise.reject(cooldownRefusal())),
      getCustomer: vi.fn(async () => withDiscount),
    });
    loadTestFlow({
      steps: [offerStep('o', DISCOUNT, 'confirm'), CONFIRM],
      api,
      init: { mode: 'TEST', onSessionComplete, onDiscount },
    });
    await acceptDiscount(offerOnScreen('DISCOUNT'));
    expect(flow.flowState).toBe('COMPLETE');
    expect(flow.complete).toMatchObject({ kind: 'START', start: { kind: 'COMPLETE_DISCOUNT_ACCEPTED' } });
    // The other tab's session reported the acceptance; this one ends as a reopened widget's would.
    expect(flow.acceptedOffer).toBeNull();
    expect(onSessionComplete).not.toHaveBeenCalled();
    expect(onDiscount).not.toHaveBeenCalled();
  });
});

describe('a refusal because another tab set the subscription to cancel: the already-set-to-cancel screen', () => {
  const cancelScheduledRefusal = () =>
    new ApiError({
      kind: 'http',
      status: 400,
      code: 'HTTP_ERROR',
      message: CANCEL_SCHEDULED_TEXT,
      call: 'extendTrial',
    });

  it('the trial extension refused: "already set to cancel" with its end date, not an error, not accepted', async () => {
    quietErrors();
    const onSessionComplete = vi.fn();
    const onTrialExtension = vi.fn();
    const onError = vi.fn();
    const api = fakeApi({
      extendTrial: vi.fn(async () => Promise.reject(cancelScheduledRefusal())),
      getCustomer: vi.fn(async () => customer([{ ...trialingSubscription(), cancel_at_period_end: true }])),
    });
    loadTestFlow({
      steps: [offerStep('o', TRIAL)],
      api,
      customer: trialing,
      init: { onSessionComplete, onTrialExtension, onError },
    });
    await acceptTrialExtension(offerOnScreen('TRIAL_EXTENSION'));
    expect(flow.flowState).toBe('COMPLETE');
    const ends = new Date(trialingSubscription().current_period_end * 1000);
    expect(flow.complete).toEqual({
      kind: 'START',
      start: { kind: 'COMPLETE_CANCEL_SCHEDULED', date: ends },
    });
    expect(flow.acceptedOffer).toBeNull();
    expect(onTrialExtension).not.toHaveBeenCalled();
    expect(onSessionComplete).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('no answer after the retries ran out (spec §4 Actions, exactly once)', () => {
  it('the trial is extended when re-read: the action completes, reported accepted, the host told', async () => {
    quietErrors();
    const onSessionComplete = vi.fn();
    const onTrialExtension = vi.fn();
    const api = fakeApi({
      extendTrial: vi.fn(async () => Promise.reject(noAnswer())),
      getCustomer: vi.fn(async () => extended()),
    });
    loadTestFlow({
      steps: [offerStep('o', TRIAL)],
      api,
      customer: trialing,
      init: { onSessionComplete, onTrialExtension },
    });
    await acceptTrialExtension(offerOnScreen('TRIAL_EXTENSION'));
    expect(flow.flowState).toBe('COMPLETE');
    expect(flow.complete).toMatchObject({ kind: 'TRIAL_EXTENDED', days: 7 });
    expect(onSessionComplete).toHaveBeenCalledWith(
      expect.objectContaining({ acceptedOffer: expect.objectContaining({ offerType: 'TRIAL_EXTENSION' }) }),
    );
    expect(onTrialExtension).toHaveBeenCalledTimes(1);
  });

  it('nothing in effect (or the customer cannot be re-read): Try again repeats the request with its key', async () => {
    quietErrors();
    const extendTrial = vi
      .fn()
      .mockImplementationOnce(async () => Promise.reject(noAnswer()))
      .mockImplementationOnce(async () => ({}));
    const api = fakeApi({
      extendTrial,
      getCustomer: vi
        .fn()
        .mockImplementationOnce(async () => Promise.reject(noAnswer()))
        .mockImplementation(async () => extended()),
    });
    loadTestFlow({ steps: [offerStep('o', TRIAL)], api, customer: trialing });
    await acceptTrialExtension(offerOnScreen('TRIAL_EXTENSION'));
    expect(flow.flowState).toBe('ERROR');
    expect(flow.flowMessage?.afterOffer).toEqual({ retry: true });

    await tryOfferAgain();
    expect(extendTrial).toHaveBeenCalledTimes(2);
    const [first, second] = extendTrial.mock.calls.map((call) => call[1]);
    expect(second).toEqual(first);
    expect(first).toEqual({ idempotencyKey: expect.any(String) });
    expect(flow.flowState).toBe('COMPLETE');
    expect(flow.complete).toMatchObject({ kind: 'TRIAL_EXTENDED' });
  });

  it('a refusal is not repeated: Try again does nothing', async () => {
    quietErrors();
    const api = fakeApi({ applyDiscount: vi.fn(async () => Promise.reject(cooldownRefusal())) });
    loadTestFlow({ steps: [offerStep('o', DISCOUNT)], api, init: { mode: 'TEST' } });
    await acceptDiscount(offerOnScreen('DISCOUNT'));
    await tryOfferAgain();
    expect(api.applyDiscount).toHaveBeenCalledTimes(1);
    expect(flow.flowState).toBe('ERROR');
  });
});
