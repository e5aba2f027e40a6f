/**
 * The cancel's own call got no answer (the connection reset on every one of the client's attempts): a cancel
 * that went through at the provider ends on the cancelled screen, and one that did not (or could not be
 * checked: offline) says the connection was lost and offers Try again — the same request with the same
 * Idempotency-Key, the customer's answers kept. A cancel refused with an error answer keeps the spec's error.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SentRequest } from '../../api/api.testing.ts';
import { errorResponse, jsonResponse } from '../../api/api.testing.ts';
import { retryCancel } from './cancel-action.ts';
import { cancelFromFlow, shutdown } from './leave-actions.ts';
import { chooseAnswer, goNext, setFeedback } from './navigate.ts';
import { customerWire, startTestFlow } from './reporting-harness.testing.ts';
import { confirm, survey } from './session-expectations.testing.ts';
import { flow } from './store.ts';

const CANCEL_PATH = '/api/orgs/app_test/stripe/cancel';

/** What becomes of a request: answered, its answer lost on the way back, or never sent (offline). */
type Fate = 'answered' | 'lost' | 'offline';

/**
 * A backend behind a connection that drops: the provider's cancel takes effect once per Idempotency-Key
 * (`effects`) whenever the request reaches it, answered or not.
 */
function flakyBackend(fate: (request: SentRequest) => Fate) {
  const effects = new Set<string>();
  const customer = () =>
    customerWire(
      effects.size
        ? {
            subscriptions: {
              data: (customerWire().subscriptions?.data ?? []).map((sub) => ({
                ...sub,
                cancel_at_period_end: true,
              })),
            },
          }
        : {},
    );
  const answer = (request: SentRequest): Response | undefined => {
    const path = request.url.pathname;
    const its = fate(request);
    if (its === 'offline') throw new TypeError('Failed to fetch');
    if (path === CANCEL_PATH) effects.add(request.headers['idempotency-key'] ?? 'none');
    if (its === 'lost') throw new TypeError('Failed to fetch');
    if (path === CANCEL_PATH) return jsonResponse({ subscription: customer().subscriptions?.data[0] });
    if (path.endsWith('/embed/customer')) return jsonResponse(customer());
    return undefined;
  };
  return { effects, answer };
}

function atConfirm(answer: (request: SentRequest) => Response | undefined) {
  const onCancel = vi.fn();
  const onError = vi.fn();
  const onSessionComplete = vi.fn();
  const harness = startTestFlow({
    steps: [{ ...survey, defaultNextStep: 's_feedback' }, feedbackStep, confirm],
    init: { onCancel, onError, onSessionComplete },
    answer,
  });
  chooseAnswer('s_survey', 'c_price');
  harness.advance(4000);
  goNext(harness.nowMs());
  setFeedback('Too pricey for what I use');
  harness.advance(4000);
  goNext(harness.nowMs());
  harness.advance(2000);
  expect(goNext(harness.nowMs())).toBe('cancel');
  return { harness, onCancel, onError, onSessionComplete };
}

const feedbackStep = { guid: 's_feedback', stepType: 'FREEFORM' as const, defaultNextStep: 's_confirm' };

const cancelRequests = (requests: SentRequest[]) => requests.filter((r) => r.url.pathname === CANCEL_PATH);
const sessionFields = (body: unknown) => {
  const { canceled, aborted, surveyChoiceId, feedback } = body as Record<string, unknown>;
  return { canceled, aborted, surveyChoiceId, feedback };
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('a cancel whose answer was lost, but which went through', () => {
  it('the re-read customer is cancelled: the cancelled screen, onCancel, the session cancelled', async () => {
    const backend = flakyBackend((request) => (request.url.pathname === CANCEL_PATH ? 'lost' : 'answered'));
    const { harness, onCancel, onError, onSessionComplete } = atConfirm(backend.answer);
    await cancelFromFlow();
    expect(flow.flowState).toBe('COMPLETE');
    expect(flow.complete).toEqual({ kind: 'CANCELED', endsAt: '2025-04-01T00:00:00.000Z' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
    await harness.settle();
    expect(harness.sessionPosts().map(sessionFields)).toEqual([
      { canceled: true, aborted: false, surveyChoiceId: 'c_price', feedback: 'Too pricey for what I use' },
    ]);
    expect(onSessionComplete).toHaveBeenCalledTimes(1);
    // Every attempt carried the one key: the provider cancelled once.
    expect(backend.effects.size).toBe(1);
  });
});

describe('a cancel that got no answer and is not found cancelled: the connection lost, Try again', () => {
  it('offline: the connection-lost screen; back online, Try again sends the same key and completes', async () => {
    let online = false;
    const backend = flakyBackend(() => (online ? 'answered' : 'offline'));
    const { harness, onCancel, onError, onSessionComplete } = atConfirm(backend.answer);
    await cancelFromFlow();
    expect(flow.flowState).toBe('ERROR');
    expect(flow.flowMessage).toMatchObject({ key: 'error.cancel', noAnswer: true });
    expect(flow.flowMessage?.afterOffer).toBeUndefined();
    expect(onCancel).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(backend.effects.size).toBe(0);
    const firstKeys = new Set(cancelRequests(harness.requests).map((r) => r.headers['idempotency-key']));
    expect(firstKeys.size).toBe(1);

    online = true;
    await retryCancel();
    expect(flow.flowState).toBe('COMPLETE');
    expect(flow.complete?.kind).toBe('CANCELED');
    const keys = new Set(cancelRequests(harness.requests).map((r) => r.headers['idempotency-key']));
    expect(keys).toEqual(firstKeys);
    expect(backend.effects.size).toBe(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
    await harness.settle();
    expect(harness.sessionPosts().map(sessionFields)).toEqual([
      { canceled: true, aborted: false, surveyChoiceId: 'c_price', feedback: 'Too pricey for what I use' },
    ]);
    expect(onSessionComplete).toHaveBeenCalledTimes(1);
  });

  it('the answer lost after the cancel took effect, and the re-read lost too: Try again replays it once', async () => {
    let lost = true;
    const backend = flakyBackend(() => (lost ? 'lost' : 'answered'));
    const { harness } = atConfirm(backend.answer);
    await cancelFromFlow();
    expect(flow.flowMessage?.noAnswer).toBe(true);
    lost = false;
    await retryCancel();
    expect(flow.flowState).toBe('COMPLETE');
    // The backend got the same key again: one cancel at the provider, however many requests.
    expect(cancelRequests(harness.requests).length).toBeGreaterThan(1);
    expect(backend.effects.size).toBe(1);
  });

  it('a customer who gives up: Go to account still delivers the session, with the reason and feedback', async () => {
    let online = false;
    const backend = flakyBackend(() => (online ? 'answered' : 'offline'));
    const { harness, onSessionComplete } = atConfirm(backend.answer);
    await cancelFromFlow();
    online = true;
    await shutdown('gotoaccount');
    await harness.settle();
    // Not confirmed cancelled: the dashboard counts it as a session without a decision (outcomeOf).
    expect(harness.sessionPosts().map(sessionFields)).toEqual([
      { canceled: false, aborted: false, surveyChoiceId: 'c_price', feedback: 'Too pricey for what I use' },
    ]);
    expect(onSessionComplete).toHaveBeenCalledTimes(1);
  });
});

describe('a billing provider down past the client’s attempts (503 each) ends as a cancel with no answer', () => {
  it('re-read not cancelled: the connection lost, Try again; the provider back, the same key cancels once', async () => {
    let down = true;
    const backend = flakyBackend(() => 'answered');
    const { harness, onCancel } = atConfirm((request) =>
      down && request.url.pathname === CANCEL_PATH
        ? errorResponse(503, 'The billing provider could not be reached')
        : backend.answer(request),
    );
    await cancelFromFlow();
    expect(flow.flowState).toBe('ERROR');
    expect(flow.flowMessage).toMatchObject({ key: 'error.cancel', noAnswer: true });
    const firstKeys = new Set(cancelRequests(harness.requests).map((r) => r.headers['idempotency-key']));
    expect(cancelRequests(harness.requests)).toHaveLength(3);
    expect(firstKeys.size).toBe(1);
    expect(harness.requests.some((r) => r.url.pathname.endsWith('/embed/customer'))).toBe(true);

    down = false;
    await retryCancel();
    expect(flow.flowState).toBe('COMPLETE');
    expect(flow.complete?.kind).toBe('CANCELED');
    expect(new Set(cancelRequests(harness.requests).map((r) => r.headers['idempotency-key']))).toEqual(
      firstKeys,
    );
    expect(backend.effects.size).toBe(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('a cancel refused with an error answer keeps the spec’s error screen', () => {
  it('a 500 with a body: no connection lost, no Try again, no re-read of the customer', async () => {
    const { harness, onCancel } = atConfirm((request) =>
      request.url.pathname === CANCEL_PATH ? errorResponse(500, 'Stripe is down') : undefined,
    );
    const before = harness.requests.length;
    await cancelFromFlow();
    expect(flow.flowState).toBe('ERROR');
    expect(flow.flowMessage?.key).toBe('error.cancel');
    expect(flow.flowMessage?.noAnswer).toBeUndefined();
    const after = harness.requests.slice(before).map((r) => r.url.pathname);
    expect(after.filter((path) => path.endsWith('/embed/customer'))).toEqual([]);
    const cancels = cancelRequests(harness.requests).length;
    await retryCancel();
    expect(cancelRequests(harness.requests).length).toBe(cancels);
    expect(flow.flowState).toBe('ERROR');
    expect(onCancel).not.toHaveBeenCalled();
  });
});
