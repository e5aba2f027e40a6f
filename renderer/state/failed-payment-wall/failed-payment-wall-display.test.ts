import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../api/api.testing.ts';
import { NOW } from '../../domain/sample-data.testing.ts';
import { SKIP_FAILED_PAYMENT_WALL_KEY } from '../../domain/skip-check.ts';
import { settle, TEST_APP_ID } from '../walls/walls.testing.ts';
import { closeFailedPaymentWall } from './actions.ts';
import { runFailedPaymentWallCheck } from './check.ts';
import { backendFor, invoice, resetFailedPaymentWallTest, setup } from './failed-payment-wall.testing.ts';
import { parseFailedPaymentWallOptions } from './options.ts';
import { failedPaymentWall } from './store.ts';

afterEach(resetFailedPaymentWallTest);

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

  it('within the grace period the wall shows by default, and the customer may leave it (spec §2)', async () => {
    const onFailedPaymentWallActivated = vi.fn();
    const { runtime } = setup({ gracePeriodDays: 7, onFailedPaymentWallActivated });
    expect(await runFailedPaymentWallCheck(runtime)).toEqual({ ok: true, shown: true, skipped: false });
    expect(failedPaymentWall).toMatchObject({ visible: true, withinGrace: true });
    expect(onFailedPaymentWallActivated).toHaveBeenCalledTimes(1);
    closeFailedPaymentWall();
    expect(failedPaymentWall.visible).toBe(false);
  });

  it('hideDuringGracePeriod hides the wall within grace, and the next check asks again (no clean result)', async () => {
    const { runtime, backend } = setup({ gracePeriodDays: 7, hideDuringGracePeriod: true });
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
