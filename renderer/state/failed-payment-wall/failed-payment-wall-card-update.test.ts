import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../api/api.testing.ts';
import { NOW } from '../../domain/sample-data.testing.ts';
import { SKIP_FAILED_PAYMENT_WALL_KEY } from '../../domain/skip-check.ts';
import { settle } from '../walls/walls.testing.ts';
import { closeFailedPaymentWall, retryFailedPaymentWall, updateCard } from './actions.ts';
import { cardChanged, cardFormFailed, cardFormGone } from './card-form.ts';
import { runFailedPaymentWallCheck } from './check.ts';
import {
  backendFor,
  cardForm,
  PAYMENT,
  resetFailedPaymentWallTest,
  SUCCEEDED,
  setup,
} from './failed-payment-wall.testing.ts';
import { failedPaymentWall } from './store.ts';

afterEach(resetFailedPaymentWallTest);

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
