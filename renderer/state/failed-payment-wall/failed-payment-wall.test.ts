import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../api/testing.ts';
import type { CardSetupAttempt } from '../../domain/failed-payment.ts';
import { SKIP_FAILED_PAYMENT_WALL_KEY } from '../../domain/skip-check.ts';
import { customer, NOW, subscription } from '../../domain/test-data.ts';
import { createWallApi } from '../walls/runtime.ts';
import {
  countingKeys,
  type FakeBackend,
  fakeBackend,
  memoryStore,
  settle,
  TEST_API_BASE,
  TEST_APP_ID,
} from '../walls/testing.ts';
import {
  canCancelFromFailedPaymentWall,
  cancelFromFailedPaymentWall,
  closeFailedPaymentWall,
  requestSupportFromFailedPaymentWall,
  retryFailedPaymentWall,
  updateCard,
} from './actions.ts';
import { cardChanged, cardFormFailed, cardFormGone, cardFormReady } from './card-form.ts';
import { runFailedPaymentWallCheck } from './check.ts';
import { type FailedPaymentWallOptions, parseFailedPaymentWallOptions } from './options.ts';
import { type FailedPaymentWallRuntime, setFailedPaymentWallRuntime } from './runtime.ts';
import { failedPaymentWall, resetFailedPaymentWall } from './store.ts';

const DAY = 86_400;
const nowSecs = NOW.getTime() / 1000;
const invoice = (daysAgo: number, attemptCount = 1) => ({
  id: `in_${daysAgo}`,
  attemptCount,
  dueDate: nowSecs - daysAgo * DAY,
  amountDue: 2900,
  currency: 'usd',
});
const pastDue = customer([subscription({ status: 'past_due' })], {
  id: 'cus_past_due',
  name: 'Grace Hopper',
  primaryInvoiceCard: { brand: 'visa', last4: '0341' },
});
const PAYMENT = {
  invoice: 'in_3',
  amountPaid: 2900,
  currency: 'usd',
  card: { brand: 'visa', last4: '4242' },
};

function backendFor(invoices: unknown[] = [invoice(3)]): FakeBackend {
  let intents = 0;
  return fakeBackend({
    'POST stripe/failed-payments': () => jsonResponse(invoices),
    'GET embed/customer': () => jsonResponse(pastDue),
    'GET branding': () => jsonResponse({}),
    'GET embed/billing': () => jsonResponse({ client_secret: `seti_${++intents}_secret` }),
    'POST embed/billing': () => jsonResponse(PAYMENT),
    'POST /api/events/new': () => jsonResponse({}),
    'POST /api/a/e': () => jsonResponse({}),
  });
}

const SUCCEEDED: CardSetupAttempt = { status: 'succeeded', paymentMethodId: 'pm_card_visa', error: null };

function setup(options: FailedPaymentWallOptions = {}, backend = backendFor(), store = memoryStore()) {
  const parsed = parseFailedPaymentWallOptions({
    appId: TEST_APP_ID,
    customerId: 'cus_past_due',
    authHash: 'hash',
    apiBase: TEST_API_BASE,
    publishableKeys: { live: 'pk_live_x', test: 'pk_test_x' },
    ...options,
  });
  if (!parsed.ok) throw new Error(parsed.message);
  const runtime: FailedPaymentWallRuntime = {
    options: parsed.options,
    api: createWallApi(parsed.options, () => null, { fetch: backend.fetch, sleep: () => Promise.resolve() }),
    now: () => NOW,
    newKey: countingKeys(),
    store,
  };
  setFailedPaymentWallRuntime(runtime);
  return { runtime, backend, store };
}

/** The card form's part: ready with a confirmer answering these attempts in turn. */
function cardForm(...attempts: CardSetupAttempt[]) {
  const confirm = vi.fn((_secret: string) => Promise.resolve(attempts.shift() ?? SUCCEEDED));
  cardFormReady({ confirm });
  return confirm;
}

afterEach(() => {
  resetFailedPaymentWall();
  setFailedPaymentWallRuntime(null);
  vi.restoreAllMocks();
});

describe('Failed-payment wall options', () => {
  it('needs a Stripe instance or the publishable key of the mode', () => {
    const base = { appId: TEST_APP_ID, customerId: 'c', authHash: 'h' };
    expect(parseFailedPaymentWallOptions({ ...base, mode: 'TEST', publishableKeys: { live: 'pk' } })).toEqual(
      {
        ok: false,
        message: expect.stringContaining('publishableKeys.test'),
      },
    );
    expect(parseFailedPaymentWallOptions({ ...base, publishableKeys: { live: 'pk_live' } }).ok).toBe(true);
  });

  it('grace period default 0 days', () => {
    const parsed = parseFailedPaymentWallOptions({ publishableKeys: { live: 'pk' } });
    expect(parsed.ok && parsed.options.gracePeriodDays).toBe(0);
  });

  it('refuses a stripe option that is not a Stripe instance', () => {
    expect(parseFailedPaymentWallOptions({ stripe: { elements: 1 } })).toMatchObject({ ok: false });
  });
});

describe('Failed-payment wall display: STRIPE only, when a relevant failed invoice remains', () => {
  it('shows the wall, tracks ck-failed-payment-wall and calls onFailedPaymentWallActivated', async () => {
    const onFailedPaymentWallActivated = vi.fn();
    const { runtime, backend } = setup({ onFailedPaymentWallActivated });
    expect(await runFailedPaymentWallCheck(runtime)).toEqual({ ok: true, shown: true, skipped: false });
    expect(failedPaymentWall).toMatchObject({
      visible: true,
      state: 'FAILED_PAYMENT_WALL',
      withinGrace: false,
    });
    expect(failedPaymentWall.customer?.name).toBe('Grace Hopper');
    await settle();
    expect(backend.sent('/api/events/new')[0]?.body).toMatchObject({ event: 'ck-failed-payment-wall' });
    expect(onFailedPaymentWallActivated).toHaveBeenCalledTimes(1);
  });

  it('a grace period hides the wall, and the next check asks again (no clean result is stored)', async () => {
    const { runtime, backend } = setup({ gracePeriodDays: 7 });
    expect(await runFailedPaymentWallCheck(runtime)).toEqual({
      ok: true,
      shown: false,
      skipped: false,
      reason: 'within-grace',
    });
    expect(failedPaymentWall.visible).toBe(false);
    expect(runtime.store.get(SKIP_FAILED_PAYMENT_WALL_KEY)).toBeNull();
    await runFailedPaymentWallCheck(runtime);
    expect(backend.sent('stripe/failed-payments')).toHaveLength(2);
  });

  it('showDuringGracePeriod: within the grace period the wall shows and may be left', async () => {
    const { runtime } = setup({ gracePeriodDays: 7, showDuringGracePeriod: true });
    await runFailedPaymentWallCheck(runtime);
    expect(failedPaymentWall.withinGrace).toBe(true);
    closeFailedPaymentWall();
    expect(failedPaymentWall.visible).toBe(false);
  });

  it('past the grace period the wall cannot be left; a soft wall can', async () => {
    const hard = setup({ gracePeriodDays: 2 });
    await runFailedPaymentWallCheck(hard.runtime);
    closeFailedPaymentWall();
    expect(failedPaymentWall.visible).toBe(true);
    const soft = setup({ soft: true });
    await runFailedPaymentWallCheck(soft.runtime);
    closeFailedPaymentWall();
    expect(failedPaymentWall.visible).toBe(false);
  });

  it('does nothing for other providers', async () => {
    const { runtime, backend } = setup({ provider: 'CHARGEBEE' });
    expect(await runFailedPaymentWallCheck(runtime)).toMatchObject({
      shown: false,
      reason: 'provider-unsupported',
    });
    expect(backend.requests).toHaveLength(0);
  });

  it('ignores never-attempted invoices when configured, and records the clean result', async () => {
    const { runtime, store } = setup({ ignoreInvoicesWithoutAttempts: true }, backendFor([invoice(1, 0)]));
    expect(await runFailedPaymentWallCheck(runtime)).toMatchObject({ shown: false });
    expect(store.entries.get(SKIP_FAILED_PAYMENT_WALL_KEY)).toBe(String(NOW.getTime()));
  });

  it('a failing check: ERROR, FAILED_PAYMENT_WALL_INITIALIZATION_ERROR logged and sent to onError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    const backend = backendFor();
    backend.route('POST stripe/failed-payments', () => jsonResponse({ message: 'nope' }, 500));
    const { runtime } = setup({ onError }, backend);
    expect((await runFailedPaymentWallCheck(runtime)).ok).toBe(false);
    expect(failedPaymentWall).toMatchObject({ state: 'ERROR', visible: false });
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'FAILED_PAYMENT_WALL_INITIALIZATION_ERROR' }),
    );
    await settle();
    expect(backend.sent('/api/a/e')[0]?.body).toMatchObject({
      name: 'FAILED_PAYMENT_WALL_INITIALIZATION_ERROR',
      appId: TEST_APP_ID,
      mode: 'LIVE',
      customerId: 'cus_past_due',
    });
  });
});

describe('Card update: setup intent, confirmation without a redirect, then the payment method', () => {
  it('sends one setup-intent request and one billing update however often it is clicked', async () => {
    const onUpdatePaymentInformation = vi.fn();
    const { runtime, backend, store } = setup({ onUpdatePaymentInformation });
    await runFailedPaymentWallCheck(runtime);
    const confirm = cardForm();
    const clicks = Array.from({ length: 10 }, () => updateCard());
    expect(failedPaymentWall.state).toBe('UPDATING_CARD');
    await Promise.all(clicks);
    expect(backend.sent('embed/billing').map((r) => r.method)).toEqual(['GET', 'POST']);
    expect(confirm).toHaveBeenCalledExactlyOnceWith('seti_1_secret');
    const update = backend.sent('embed/billing')[1];
    expect(update?.body).toEqual({ paymentMethodId: 'pm_card_visa', failedPaymentWall: true });
    expect(update?.headers['idempotency-key']).toBe('key-1');
    expect(failedPaymentWall.state).toBe('CARD_SUCCESSFUL');
    expect(failedPaymentWall.payment).toEqual(PAYMENT);
    expect(store.entries.get(SKIP_FAILED_PAYMENT_WALL_KEY)).toBe(String(NOW.getTime()));
    await settle();
    expect(backend.sent('/api/events/new').at(-1)?.body).toMatchObject({
      event: 'ck-failed-payment-wall-update',
    });
    expect(onUpdatePaymentInformation).toHaveBeenCalledWith(expect.objectContaining({ id: 'cus_past_due' }));
  });

  it('succeeds only when the setup intent status is succeeded: requires_action is a failure, nothing is paid', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    const { runtime, backend } = setup({ onError });
    await runFailedPaymentWallCheck(runtime);
    cardForm({ status: 'requires_action', paymentMethodId: 'pm_3ds', error: null });
    await updateCard();
    expect(backend.sent('embed/billing').map((r) => r.method)).toEqual(['GET']);
    expect(failedPaymentWall.state).toBe('ERROR');
    expect(failedPaymentWall.error?.key).toBe('error.cardUpdate');
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'FAILED_PAYMENT_WALL_UPDATE_CARD_ERROR' }),
    );
    await settle();
    expect(backend.sent('/api/a/e')[0]?.body).toMatchObject({
      name: 'FAILED_PAYMENT_WALL_UPDATE_CARD_ERROR',
      email: 'ada@example.com',
    });
  });

  it('a declined card, then Back (retry returns to the wall), then a good card with a new key succeeds', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const backend = backendFor();
    let billingPosts = 0;
    backend.route('POST embed/billing', () =>
      ++billingPosts === 1
        ? jsonResponse({ message: 'Your card was declined.' }, 402)
        : jsonResponse(PAYMENT),
    );
    const { runtime } = setup({}, backend);
    await runFailedPaymentWallCheck(runtime);
    cardForm({ ...SUCCEEDED, paymentMethodId: 'pm_card_chargeDeclined' }, SUCCEEDED);
    await updateCard();
    expect(failedPaymentWall.state).toBe('ERROR');
    await updateCard();
    expect(billingPosts).toBe(1);
    retryFailedPaymentWall();
    expect(failedPaymentWall).toMatchObject({ state: 'FAILED_PAYMENT_WALL', error: null });
    await updateCard();
    expect(failedPaymentWall.state).toBe('CARD_SUCCESSFUL');
    const keys = backend
      .sent('embed/billing')
      .filter((r) => r.method === 'POST')
      .map((r) => r.headers['idempotency-key']);
    expect(keys).toEqual(['key-1', 'key-2']);
  });

  it('nothing happens before the card form is ready', async () => {
    const { runtime, backend } = setup();
    await runFailedPaymentWallCheck(runtime);
    await updateCard();
    expect(failedPaymentWall.state).toBe('FAILED_PAYMENT_WALL');
    expect(backend.sent('embed/billing')).toHaveLength(0);
  });

  it('a card form that cannot load: ERROR, logged as an initialization error; Back mounts a fresh form', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    const { runtime } = setup({ onError });
    await runFailedPaymentWallCheck(runtime);
    cardFormFailed(new Error('Failed to load Stripe.js'));
    expect(failedPaymentWall).toMatchObject({ state: 'ERROR', cardForm: 'failed' });
    expect(failedPaymentWall.error?.key).toBe('failedPayment.cardFormUnavailable');
    expect(onError).toHaveBeenCalledWith({
      message: 'Failed to load Stripe.js',
      code: 'FAILED_PAYMENT_WALL_INITIALIZATION_ERROR',
    });
    retryFailedPaymentWall();
    expect(failedPaymentWall).toMatchObject({ state: 'FAILED_PAYMENT_WALL', cardForm: 'loading' });
  });

  it('a card form that goes away takes its confirmer with it: nothing can be sent through it', async () => {
    const { runtime, backend } = setup();
    await runFailedPaymentWallCheck(runtime);
    cardForm();
    cardChanged({ complete: true, error: null });
    cardFormGone();
    expect(failedPaymentWall).toMatchObject({ cardForm: 'loading', cardComplete: false });
    await updateCard();
    expect(backend.sent('embed/billing')).toHaveLength(0);
  });

  it('once the card is successful the customer may leave', async () => {
    const { runtime } = setup();
    await runFailedPaymentWallCheck(runtime);
    cardForm();
    await updateCard();
    closeFailedPaymentWall();
    expect(failedPaymentWall.visible).toBe(false);
  });
});

describe('The cancel button shows only with the host cancel handler, not after CANCELED, CARD_SUCCESSFUL or a cancel error', () => {
  it('hidden without a handler', async () => {
    const { runtime } = setup();
    await runFailedPaymentWallCheck(runtime);
    expect(canCancelFromFailedPaymentWall()).toBe(false);
  });

  it("calls the host's handler once: CANCELED, ck-failed-payment-wall-cancel, and no cancel link after", async () => {
    const handleFailedPaymentWallCancel = vi.fn();
    const { runtime, backend } = setup({ handleFailedPaymentWallCancel });
    await runFailedPaymentWallCheck(runtime);
    expect(canCancelFromFailedPaymentWall()).toBe(true);
    await Promise.all([cancelFromFailedPaymentWall(), cancelFromFailedPaymentWall()]);
    expect(handleFailedPaymentWallCancel).toHaveBeenCalledTimes(1);
    expect(failedPaymentWall.state).toBe('CANCELED');
    expect(canCancelFromFailedPaymentWall()).toBe(false);
    await settle();
    expect(backend.sent('/api/events/new').at(-1)?.body).toMatchObject({
      event: 'ck-failed-payment-wall-cancel',
    });
  });

  it('after a cancel error the link stays hidden, also back on the wall', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    const { runtime } = setup({
      onError,
      handleFailedPaymentWallCancel: () => Promise.reject(new Error('no')),
    });
    await runFailedPaymentWallCheck(runtime);
    await cancelFromFailedPaymentWall();
    expect(failedPaymentWall).toMatchObject({ state: 'ERROR', cancelError: true });
    expect(onError).toHaveBeenCalledWith({ message: 'no', code: 'FAILED_PAYMENT_WALL_CANCEL_ERROR' });
    retryFailedPaymentWall();
    expect(canCancelFromFailedPaymentWall()).toBe(false);
  });

  it('hidden once the card succeeded', async () => {
    const { runtime } = setup({ handleFailedPaymentWallCancel: vi.fn() });
    await runFailedPaymentWallCheck(runtime);
    cardForm();
    await updateCard();
    expect(canCancelFromFailedPaymentWall()).toBe(false);
  });
});

describe('The optional get-help link', () => {
  it("calls the host's handleSupportRequest with the customer", async () => {
    const handleSupportRequest = vi.fn();
    const { runtime } = setup({ handleSupportRequest });
    await runFailedPaymentWallCheck(runtime);
    await requestSupportFromFailedPaymentWall();
    expect(handleSupportRequest).toHaveBeenCalledWith(expect.objectContaining({ id: 'cus_past_due' }));
  });
});
