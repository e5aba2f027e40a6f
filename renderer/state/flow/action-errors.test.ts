import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { customer, trialingSubscription } from '../../domain/sample-data.testing.ts';
import { enLaterSteps } from '../../i18n/catalogs/en/later-steps.ts';
import { englishTexts, registerEnglish } from '../../i18n/english.ts';
import { OFFER_TEXTS } from '../../i18n/offers/index.ts';
import { registerOfferTexts } from '../../i18n/offers/register.ts';
import { fakeApi, loadTestFlow, offerStep } from './flow-harness.testing.ts';
import {
  acceptDiscount,
  acceptPause,
  acceptPlanChange,
  acceptTrialExtension,
  cancelSubscription,
} from './offer-actions.ts';
import { flow } from './store.ts';

const offers = {
  pause: { guid: 'o-pause', offerType: 'PAUSE' as const, pauseConfig: { maxPauseLength: 3 } },
  applyDiscount: {
    guid: 'o-discount',
    offerType: 'DISCOUNT' as const,
    discountConfig: { couponId: 'SAVE30' },
  },
  extendTrial: {
    guid: 'o-trial',
    offerType: 'TRIAL_EXTENSION' as const,
    trialExtensionConfig: { trialExtensionDays: 7 },
  },
  updatePlan: {
    guid: 'o-plans',
    offerType: 'PLAN_CHANGE' as const,
    planChangeConfig: { options: ['plan_basic'] },
  },
};
type Call = keyof typeof offers | 'cancel';

// The offers' error texts come with the later steps' chunk, as in the widget once its first step is painted.
beforeAll(() => {
  registerEnglish(enLaterSteps);
  registerOfferTexts(OFFER_TEXTS);
});

/** Runs the action behind `call` with that call failing; returns the message the error screen shows. */
async function failing(call: Call, error: unknown = new Error('boom')) {
  const api = fakeApi({ [call]: vi.fn(async () => Promise.reject(error)) });
  const steps =
    call === 'cancel' ? [{ guid: 'c', stepType: 'CONFIRM' as const }] : [offerStep('o', offers[call])];
  const trial = call === 'extendTrial' ? { customer: customer([trialingSubscription()]) } : {};
  loadTestFlow({ steps, api, init: { mode: 'TEST' }, ...trial });
  const step = flow.data?.blueprint.steps[0];
  const offer = step?.stepType === 'OFFER' ? step.offer : null;
  vi.spyOn(console, 'error').mockImplementation(() => {});
  if (offer?.offerType === 'PAUSE')
    await acceptPause(offer, { duration: 1, interval: 'MONTH', resumesAt: new Date('2025-05-15T00:00:00Z') });
  else if (offer?.offerType === 'DISCOUNT') await acceptDiscount(offer);
  else if (offer?.offerType === 'TRIAL_EXTENSION') await acceptTrialExtension(offer);
  else if (offer?.offerType === 'PLAN_CHANGE') await acceptPlanChange(offer, 'plan_basic');
  else await cancelSubscription();
  vi.restoreAllMocks();
  expect(api[call]).toHaveBeenCalled();
  expect(flow.flowState).toBe('ERROR');
  const key = flow.flowMessage?.key;
  return key ? englishTexts[key] : undefined;
}

describe('Each action that fails shows its own message (spec §8)', () => {
  it.each([
    ['pause', 'Error pausing account. Please contact support.'],
    ['applyDiscount', 'Error applying discount'],
    ['extendTrial', 'Error extending trial'],
    ['updatePlan', 'Error changing your subscription. Please contact support.'],
    ['cancel', 'Error cancelling account. Please contact support.'],
  ] as const)('%s refused: %s', async (call, message) => {
    expect(await failing(call)).toBe(message);
  });
});

const failure = (kind: 'network' | 'timeout' | 'http', status: number | null) =>
  new ApiError({ kind, status, code: 'HTTP_ERROR', message: 'failed', call: 'updatePlan' });

describe("Plan change errors (spec §8): 'Error changing subscription' when no response", () => {
  it.each([
    ['the network failed', failure('network', null)],
    ['the call timed out', failure('timeout', null)],
  ])('%s: Error changing subscription', async (_, error) => {
    expect(await failing('updatePlan', error)).toBe('Error changing subscription');
  });

  it('an error answer: the contact-support message', async () => {
    expect(await failing('updatePlan', failure('http', 500))).toBe(
      'Error changing your subscription. Please contact support.',
    );
  });
});
