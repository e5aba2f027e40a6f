/**
 * Spec §2 cancel-now link, §4 Actions (the cancel, like every action, sends session results, then calls the
 * host): a cancel made from the complete screen is reported as a cancelled session, once, without rewriting
 * the session that was already delivered.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfferInput } from '../../../contract/schemas/index.ts';
import { cancelNow, shutdown } from './leave-actions.ts';
import { acceptPause } from './offer-actions.ts';
import { customerWire, startTestFlow } from './reporting-harness.testing.ts';
import { blueprint, offerStep, stepsAround, toTheOffer } from './session-expectations.testing.ts';
import { sessionData } from './session-results.ts';
import { flow } from './store.ts';

afterEach(() => vi.restoreAllMocks());

const pause: OfferInput = {
  guid: 'o_pause',
  offerType: 'PAUSE',
  pauseConfig: { maxPauseLength: 3, pauseInterval: 'MONTH' },
};

function billingCalls(harness: ReturnType<typeof startTestFlow>, action: string) {
  return harness.requests.filter((request) => request.url.pathname.endsWith(`/stripe/${action}`));
}

describe('Cancel now after an accepted offer (spec §2, §4 Actions)', () => {
  it('reports a second, cancelled session once; the accepted offer’s session stays as delivered', async () => {
    const onSessionComplete = vi.fn();
    const onCancel = vi.fn();
    const harness = startTestFlow({
      steps: stepsAround(offerStep(pause)),
      blueprint,
      init: { onSessionComplete, onCancel },
    });
    const offer = toTheOffer(harness);
    if (offer?.offerType !== 'PAUSE') throw new Error('expected the pause offer');
    await acceptPause(offer, { duration: 2, interval: 'MONTH', resumesAt: new Date('2025-06-01T00:00:00Z') });
    await harness.settle();
    const [retained] = harness.sessionPosts();
    expect(retained).toMatchObject({ canceled: false, acceptedOffer: { guid: 'o_pause' } });

    harness.advance(5000);
    await Promise.all([cancelNow(), cancelNow()]);
    await shutdown('close');
    await harness.settle();

    expect(billingCalls(harness, 'cancel')).toHaveLength(1);
    const [pauseCall] = billingCalls(harness, 'pause');
    const [cancelCall] = billingCalls(harness, 'cancel');
    expect(cancelCall?.headers['idempotency-key']).toBeTruthy();
    expect(cancelCall?.headers['idempotency-key']).not.toBe(pauseCall?.headers['idempotency-key']);

    const posts = harness.sessionPosts();
    expect(posts).toHaveLength(2);
    expect(posts[0]).toEqual(retained);
    const [first, second] = onSessionComplete.mock.calls.map(([results]) => results);
    expect(onSessionComplete).toHaveBeenCalledTimes(2);
    expect(first).toEqual(retained);
    expect(second).toEqual(posts[1]);
    expect(sessionData(harness.runtime)).toBe(second);
    // A session of its own (the backend keeps one session per key), cancelled, with the survey's answer.
    expect(second.sessionKey).not.toBe(first.sessionKey);
    expect(second).toMatchObject({
      canceled: true,
      aborted: false,
      surveyId: first.surveyId,
      surveyChoiceId: first.surveyChoiceId,
    });
    // The pause was the first session's outcome: not reported again.
    expect(second.acceptedOffer).toBeNull();
    expect(second.offerOptions).toBeNull();
    expect(second.presentedOffers).toEqual([]);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(flow.complete?.kind).toBe('CANCELED');
  });

  it('from an already-paused start: the one session, sent once, cancelled', async () => {
    const onSessionComplete = vi.fn();
    const paused = customerWire();
    const subscription = paused.subscriptions?.data[0];
    if (!subscription) throw new Error('fixture');
    subscription.pause_collection = { behavior: 'void', resumes_at: 1_800_000_000 };
    const harness = startTestFlow({
      steps: stepsAround(offerStep(pause)),
      blueprint,
      customer: paused,
      init: { onSessionComplete },
    });
    expect(flow.complete?.kind).toBe('START');
    const sessionKey = flow.sessionKey;
    await Promise.all([cancelNow(), cancelNow()]);
    await shutdown('close');
    await harness.settle();
    expect(billingCalls(harness, 'cancel')).toHaveLength(1);
    expect(harness.sessionPosts()).toEqual([onSessionComplete.mock.calls[0]?.[0]]);
    expect(onSessionComplete).toHaveBeenCalledTimes(1);
    expect(sessionData(harness.runtime)).toMatchObject({ sessionKey, canceled: true, aborted: false });
  });
});
