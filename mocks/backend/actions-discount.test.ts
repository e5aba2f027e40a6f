import { beforeEach, describe, expect, it } from 'vitest';
import { act, actOk, refreshed, startFreshBackend, unix } from './actions.testing.ts';
import { MESSAGES } from './messages.ts';

beforeEach(startFreshBackend);

describe('discount for custom-amount providers (spec §5: customerAmount and customDuration, no coupon)', () => {
  const paddle = { provider: 'PADDLE' } as const;

  it('applies the amount off in the subscription currency for customDuration months', async () => {
    const body = { coupon: null, customerAmount: 500, customDuration: 3, blueprintId: null };
    const subscription = await actOk('discount', 'sub_paddle_1', body, paddle);
    expect(subscription.discount?.coupon).toMatchObject({
      amount_off: 500,
      percent_off: null,
      duration: 'repeating',
      duration_in_months: 3,
      currency: subscription.items.data[0]?.price.currency,
    });
    expect(subscription.discount?.end).toBe(unix('2025-06-10T12:00:00Z'));
  });

  it('400 when neither a coupon nor a complete custom amount is given', async () => {
    const noAmount = await act(
      'discount',
      'sub_paddle_1',
      { coupon: null, customDuration: 3, blueprintId: null },
      paddle,
    );
    expect(noAmount.status).toBe(400);
    expect(noAmount.body).toMatchObject({ message: MESSAGES.discountNeedsCouponOrAmount });
    const negative = { coupon: null, customerAmount: -1, customDuration: 3, blueprintId: null };
    expect((await act('discount', 'sub_paddle_1', negative, paddle)).status).toBe(400);
  });

  it('a coupon provider cannot send a custom amount instead of a coupon', async () => {
    const body = { coupon: null, customerAmount: 500, customDuration: 3, blueprintId: null };
    expect((await act('discount', 'cus_active', body)).status).toBe(400);
  });
});

describe('discount (spec §7 stripe/discount: coupon, blueprintId)', () => {
  it('repeating: the coupon is the discount from now for duration_in_months', async () => {
    const subscription = await actOk('discount', 'cus_active', { coupon: 'SAVE20', blueprintId: 'bp_main' });
    expect(subscription.discount).toMatchObject({
      coupon: { id: 'SAVE20', percent_off: 20 },
      start: unix('2025-03-10T12:00:00Z'),
      end: unix('2025-06-10T12:00:00Z'),
    });
    expect((await refreshed('cus_active'))?.discount?.coupon.id).toBe('SAVE20');
  });

  it('once: ends a month after the start; forever: never ends', async () => {
    expect(
      (await actOk('discount', 'cus_active', { coupon: 'ONCE10', blueprintId: null })).discount?.end,
    ).toBe(unix('2025-04-10T12:00:00Z'));
    expect(
      (await actOk('discount', 'cus_active', { coupon: 'FOREVER5', blueprintId: null })).discount?.end,
    ).toBeNull();
  });

  it('a new coupon overrides the current discount', async () => {
    await actOk('discount', 'cus_active', { coupon: 'SAVE20', blueprintId: null });
    await actOk('discount', 'cus_active', { coupon: 'ONCE10', blueprintId: null });
    expect((await refreshed('cus_active'))?.discount?.coupon.id).toBe('ONCE10');
  });

  it('an unknown coupon answers 404; an invalid one 400', async () => {
    expect((await act('discount', 'cus_active', { coupon: 'NOPE', blueprintId: null })).status).toBe(404);
    expect((await act('discount', 'cus_active', { coupon: 'OLD', blueprintId: null })).status).toBe(400);
  });

  it('test coupons apply only in TEST mode (spec §6)', async () => {
    expect((await act('discount', 'cus_active', { coupon: 'TEST50', blueprintId: null })).status).toBe(404);
    const subscription = await actOk(
      'discount',
      'cus_active',
      { coupon: 'TEST50', blueprintId: null },
      { mode: 'TEST' },
    );
    expect(subscription.discount?.coupon.id).toBe('TEST50');
  });
});
