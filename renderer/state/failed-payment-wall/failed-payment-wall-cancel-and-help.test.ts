import { afterEach, describe, expect, it, vi } from 'vitest';
import { settle } from '../walls/walls.testing.ts';
import {
  canCancelFromFailedPaymentWall,
  cancelFromFailedPaymentWall,
  requestSupportFromFailedPaymentWall,
  retryFailedPaymentWall,
  updateCard,
} from './actions.ts';
import { runFailedPaymentWallCheck } from './check.ts';
import { cardForm, resetFailedPaymentWallTest, setup } from './failed-payment-wall.testing.ts';
import { failedPaymentWall } from './store.ts';

afterEach(resetFailedPaymentWallTest);

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
