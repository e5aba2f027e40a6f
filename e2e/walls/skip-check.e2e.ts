/**
 * Check skipping (spec §4, §9): after a clean result the same customer's checks are skipped for 24 hours,
 * across a reload, unless forced or in TEST mode; clearPauseWallState / clearFailedPaymentWallState clear
 * the storage keys together.
 */
import { describe, expect, it } from 'vitest';
import { wallsSuite } from './walls-harness.ts';

const harness = wallsSuite();

const customerLookups = () => harness.received('/embed/customer', 'GET').length;
const invoiceLookups = () => harness.received('/stripe/failed-payments', 'POST').length;

describe('Check skipping: skipped for 24 hours after a clean result for the same customer', () => {
  it('the pause check is skipped after a reload and runs again after clearPauseWallState', async () => {
    const host = await harness.open('active-monthly');
    expect(await host.check('pause')).toEqual({
      ok: true,
      shown: false,
      skipped: false,
      reason: 'not-paused',
    });
    expect(customerLookups()).toBe(1);

    await host.reload();
    expect(await host.check('pause')).toEqual({ ok: true, shown: false, skipped: true });
    expect(customerLookups()).toBe(1);

    expect(await host.call('clearPauseWallState')).toEqual({ ok: true });
    expect(await host.check('pause')).toMatchObject({ ok: true, skipped: false });
    expect(customerLookups()).toBe(2);
  });

  it('the failed-payment check likewise, cleared by clearFailedPaymentWallState', async () => {
    const host = await harness.open('active-monthly');
    expect(await host.check('failed-payment')).toMatchObject({ ok: true, shown: false, skipped: false });
    expect(invoiceLookups()).toBe(1);

    await host.reload();
    expect(await host.check('failed-payment')).toEqual({ ok: true, shown: false, skipped: true });
    expect(invoiceLookups()).toBe(1);

    await host.call('clearFailedPaymentWallState');
    expect(await host.check('failed-payment')).toMatchObject({ skipped: false });
    expect(invoiceLookups()).toBe(2);
  });

  it("the keys are cleared together: clearing one wall clears the other wall's cache too", async () => {
    const host = await harness.open('active-monthly');
    await host.check('pause');
    await host.check('failed-payment');
    await host.call('clearFailedPaymentWallState');
    expect(await host.check('pause')).toMatchObject({ skipped: false });
    expect(customerLookups()).toBe(3);
  });

  it('not skipped when forced, nor in TEST mode', async () => {
    const host = await harness.open('active-monthly');
    await host.check('pause');
    expect(await host.check('pause', { force: true })).toMatchObject({ skipped: false });
    expect(await host.check('pause', { mode: 'TEST' })).toMatchObject({ skipped: false });
    expect(customerLookups()).toBe(3);
  });

  it('a shown wall is no clean result: the paused customer gets the wall again after a reload', async () => {
    const host = await harness.open('paused');
    expect(await host.check('pause')).toMatchObject({ shown: true });
    await host.reload();
    expect(await host.check('pause')).toMatchObject({ shown: true, skipped: false });
  });
});
