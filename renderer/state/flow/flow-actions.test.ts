import { describe, expect, it, vi } from 'vitest';
import { customer, subscription, trialingSubscription } from '../../domain/sample-data.testing.ts';
import { fakeApi, loadTestFlow, offerStep } from './flow-harness.testing.ts';
import { cancelNow, shutdown } from './leave-actions.ts';
import { cancelLite } from './lite-flow.ts';
import { goNext } from './navigate.ts';
import { acceptPause, acceptTrialExtension, cancelSubscription } from './offer-actions.ts';
import { flowRuntime } from './runtime.ts';
import { flow } from './store.ts';

const survey = {
  guid: 's1',
  stepType: 'SURVEY' as const,
  header: 'Why?',
  survey: { choices: [{ guid: 'c1', value: 'Too expensive' }] },
  defaultNextStep: 'confirm',
};
const confirm = { guid: 'confirm', stepType: 'CONFIRM' as const, defaultPreviousStep: 's1' };
const pauseOffer = { guid: 'o-pause', offerType: 'PAUSE' as const, pauseConfig: { maxPauseLength: 3 } };
const trialOffer = {
  guid: 'o-trial',
  offerType: 'TRIAL_EXTENSION' as const,
  trialExtensionConfig: { trialExtensionDays: 7 },
};
const chosenPause = { duration: 2, interval: 'MONTH' as const, resumesAt: new Date('2025-06-15T00:00:00Z') };

describe('Actions proceed only when IN_PROGRESS (spec §4)', () => {
  it('a second click while the first action runs sends nothing', async () => {
    const api = loadTestFlow({ steps: [offerStep('p', pauseOffer)] });
    const offer = flow.data?.blueprint.steps[0];
    if (offer?.stepType !== 'OFFER' || offer.offer.offerType !== 'PAUSE') throw new Error('fixture');
    const first = acceptPause(offer.offer, chosenPause);
    expect(flow.flowState).toBe('MODIFYING_USER_ACCOUNT');
    await Promise.all([acceptPause(offer.offer, chosenPause), cancelSubscription(), first]);
    expect(api.pause).toHaveBeenCalledTimes(1);
    expect(api.cancel).not.toHaveBeenCalled();
    expect(flow.flowState).toBe('COMPLETE');
  });

  it('records the accepted offer, performs the call with one idempotency key, refreshes the customer, sends results, then completes', async () => {
    const api = loadTestFlow({ steps: [offerStep('p', pauseOffer)] });
    const offer = flow.data?.blueprint.steps[0];
    if (offer?.stepType !== 'OFFER' || offer.offer.offerType !== 'PAUSE') throw new Error('fixture');
    await acceptPause(offer.offer, chosenPause);
    expect(api.pause).toHaveBeenCalledWith(
      { duration: 2, interval: 'MONTH', date: '2025-06-15' },
      { idempotencyKey: 'key_1' },
    );
    expect(api.getCustomer).toHaveBeenCalledTimes(1);
    expect(api.sendSessionResults).toHaveBeenCalledTimes(1);
    const results = api.sendSessionResults.mock.calls[0]?.[0 as never] as Record<string, unknown>;
    expect(results).toMatchObject({
      acceptedOffer: { guid: 'o-pause', offerType: 'PAUSE', pauseDuration: 2, pauseInterval: 'MONTH' },
      offerOptions: { pauseDuration: 2, pauseInterval: 'MONTH', pauseEndDate: '2025-06-15' },
      canceled: false,
      aborted: false,
    });
    expect(flow.complete).toMatchObject({ kind: 'PAUSED' });
  });

  it('a failure moves to ERROR with the spec message key, and the offer is not reported accepted', async () => {
    const onError = vi.fn();
    const api = fakeApi({ extendTrial: vi.fn(async () => Promise.reject(new Error('boom'))) });
    loadTestFlow({
      steps: [offerStep('t', trialOffer)],
      api,
      init: { onError },
      customer: customer([trialingSubscription()]),
    });
    const offer = flow.data?.blueprint.steps[0];
    if (offer?.stepType !== 'OFFER' || offer.offer.offerType !== 'TRIAL_EXTENSION')
      throw new Error('fixture');
    await acceptTrialExtension(offer.offer);
    expect(flow.flowState).toBe('ERROR');
    expect(flow.flowMessage).toEqual({
      key: 'error.trialExtension',
      detail: 'boom',
      afterOffer: { retry: false },
    });
    expect(flow.acceptedOffer).toBeNull();
    expect(onError).toHaveBeenCalledWith({ message: 'boom', code: 'TRIAL_EXTENSION_ERROR' });
    expect(api.logError).toHaveBeenCalledTimes(1);
  });

  it('in preview mode only waits 2 s, makes no billing call, and completes', async () => {
    const api = loadTestFlow({ steps: [offerStep('t', trialOffer)], init: { preview: true } });
    const runtime = flowRuntime();
    if (!runtime) throw new Error('fixture');
    const sleep = vi.spyOn(runtime, 'sleep');
    const offer = flow.data?.blueprint.steps[0];
    if (offer?.stepType !== 'OFFER' || offer.offer.offerType !== 'TRIAL_EXTENSION')
      throw new Error('fixture');
    await acceptTrialExtension(offer.offer);
    expect(sleep).toHaveBeenCalledWith(2000);
    expect(api.extendTrial).not.toHaveBeenCalled();
    expect(flow.flowState).toBe('COMPLETE');
  });

  it("the host's handle* replaces the call, and may set a custom complete title and message", async () => {
    const handleCancel = vi.fn(async () => ({ title: 'See you', message: 'We emailed you a receipt.' }));
    const onCancel = vi.fn();
    const api = loadTestFlow({ steps: [survey, confirm], init: { handleCancel, onCancel } });
    await cancelSubscription();
    expect(api.cancel).not.toHaveBeenCalled();
    expect(handleCancel).toHaveBeenCalledTimes(1);
    expect(flow.complete).toEqual({ kind: 'CUSTOM', title: 'See you', message: 'We emailed you a receipt.' });
    expect(flow.customActionHandler).toBe(true);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('Next with no projected step cancels (spec §4)', () => {
  it('goNext on the last step answers cancel', async () => {
    loadTestFlow({ steps: [confirm] });
    expect(goNext(10_000)).toBe('cancel');
  });

  it('a survey cannot be left before a choice is made', () => {
    loadTestFlow({ steps: [survey, confirm] });
    expect(goNext(10_000)).toBe('blocked');
    expect(flow.position).toEqual({ kind: 'step', guid: 's1' });
  });
});

describe('Shutdown (spec §4)', () => {
  it('an unfinished session is sent aborted, then onGoToAccount and onClose, and the widget hides', async () => {
    const onGoToAccount = vi.fn();
    const onClose = vi.fn();
    const api = loadTestFlow({ steps: [survey, confirm], init: { onGoToAccount, onClose } });
    await shutdown('gotoaccount');
    expect(api.sendSessionResults).toHaveBeenCalledTimes(1);
    expect(api.sendSessionResults.mock.calls[0]?.[0 as never]).toMatchObject({
      aborted: true,
      canceled: false,
    });
    expect(onGoToAccount).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(flow.isVisible).toBe(false);
  });

  it('a completed session is not marked aborted nor sent twice', async () => {
    const api = loadTestFlow({ steps: [survey, confirm] });
    await cancelSubscription();
    await shutdown('close');
    expect(api.sendSessionResults).toHaveBeenCalledTimes(1);
    expect(flow.aborted).toBe(false);
  });

  it('closing while an action is in flight is refused', async () => {
    const api = loadTestFlow({ steps: [survey, confirm] });
    const running = cancelSubscription();
    await shutdown('close');
    expect(flow.isVisible).toBe(true);
    await running;
    expect(api.cancel).toHaveBeenCalledTimes(1);
  });
});

describe('Lite mode cancel (spec §4)', () => {
  it('records the cancel, sends results to the lite endpoint, hides, and calls onCancel — no billing call', async () => {
    const onCancel = vi.fn();
    const api = loadTestFlow({ steps: [survey, confirm], init: { lite: true, onCancel }, customer: null });
    expect(flow.position).toEqual({ kind: 'step', guid: 's1' });
    await cancelLite();
    expect(api.cancel).not.toHaveBeenCalled();
    expect(api.sendSessionResults.mock.calls[0]?.[0 as never]).toMatchObject({ lite: true, canceled: true });
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(flow.isVisible).toBe(false);
  });
});

describe('Cancel-now link (spec §2)', () => {
  it('from an already-paused start, cancels once', async () => {
    const paused = subscription({ pause_collection: { behavior: 'void', resumes_at: 1_800_000_000 } });
    const api = loadTestFlow({ steps: [survey, confirm], customer: customer([paused]) });
    expect(flow.complete).toMatchObject({ kind: 'START' });
    await Promise.all([cancelNow(), cancelNow()]);
    expect(api.cancel).toHaveBeenCalledTimes(1);
    expect(flow.canceled).toBe(true);
  });
});
