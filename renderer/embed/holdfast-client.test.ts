import { describe, expect, it, vi } from 'vitest';
import type { SessionResults } from '../../contract/schemas/index.ts';
import { sessionResults } from '../api/api.testing.ts';
import type { HoldfastApi } from './api-types.ts';
import { createHoldfastClient, toOperationResult, toWallCheckResult } from './holdfast-client.ts';

function fakeApi(overrides: Partial<HoldfastApi> = {}): HoldfastApi {
  const nothing = () => undefined;
  const api: HoldfastApi = {
    init: nothing,
    show: nothing,
    hide: nothing,
    clearState: nothing,
    getSessionData: nothing,
    updateBranding: nothing,
    updateCustomerAttributes: nothing,
    event: nothing,
    update: nothing,
    check: nothing,
    hidePauseWall: nothing,
    hideFailedPaymentWall: nothing,
    clearPauseWallState: nothing,
    clearFailedPaymentWallState: nothing,
    managedFlow: nothing,
    hideManagedFlow: nothing,
    clearManagedFlowState: nothing,
    insight: nothing,
  };
  return { ...api, ...overrides };
}

const session: SessionResults = sessionResults({
  sessionKey: 'key-1',
  blueprintId: 'bp_full_flow',
  feedback: 'too pricey',
  customer: { id: 'cus_1', email: null, subscriptionId: 'sub_1' },
});

describe('the npm client: the same operations, typed, never throwing (spec §1)', () => {
  it('answers init with ok, or with the message the operation reported', async () => {
    const ok = createHoldfastClient(fakeApi({ init: () => ({ ok: true }) }));
    await expect(ok.init({ appId: 'app_test' })).resolves.toEqual({ ok: true });
    const failing = createHoldfastClient(
      fakeApi({ init: () => ({ ok: false, message: 'Problem initializing Holdfast: appId not defined' }) }),
    );
    await expect(failing.init({})).resolves.toEqual({
      ok: false,
      message: 'Problem initializing Holdfast: appId not defined',
    });
  });

  it('passes the arguments through to the implementation', async () => {
    const check = vi.fn(() => undefined);
    const event = vi.fn(() => undefined);
    const client = createHoldfastClient(fakeApi({ check, event }));
    await client.check('pause', { appId: 'app_test', customerId: 'cus_1' });
    await client.event('upgrade-clicked');
    expect(check).toHaveBeenCalledWith('pause', { appId: 'app_test', customerId: 'cus_1' });
    expect(event).toHaveBeenCalledWith('upgrade-clicked', {});
  });

  it('turns an implementation that throws into a rejected promise, not a throw', async () => {
    const client = createHoldfastClient(
      fakeApi({
        show: () => {
          throw new Error('boom');
        },
      }),
    );
    let promise: Promise<void> | undefined;
    expect(() => {
      promise = client.show();
    }).not.toThrow();
    await expect(promise).rejects.toThrow('boom');
  });

  it('answers getSessionData with the session results, or null when there are none', async () => {
    await expect(
      createHoldfastClient(fakeApi({ getSessionData: () => session })).getSessionData(),
    ).resolves.toEqual(session);
    await expect(
      createHoldfastClient(fakeApi({ getSessionData: () => null })).getSessionData(),
    ).resolves.toBeNull();
  });

  it('settles the void operations with undefined, whatever the implementation answers', async () => {
    const client = createHoldfastClient(fakeApi({ hide: () => ({ ok: true }) }));
    await expect(client.hide()).resolves.toBeUndefined();
  });
});

describe('toOperationResult', () => {
  it('reads { ok: false } as a failure and anything else as success', () => {
    expect(toOperationResult({ ok: false, message: 'no' })).toEqual({ ok: false, message: 'no' });
    expect(toOperationResult({ ok: false })).toEqual({ ok: false, message: 'failed' });
    expect(toOperationResult(undefined)).toEqual({ ok: true });
    expect(toOperationResult({ ok: true })).toEqual({ ok: true });
  });
});

describe('toWallCheckResult', () => {
  it("keeps check's answer: shown, skipped and the reason, or the reported problem", () => {
    expect(toWallCheckResult({ ok: true, shown: true, skipped: false })).toEqual({
      ok: true,
      shown: true,
      skipped: false,
    });
    expect(toWallCheckResult({ ok: true, shown: false, skipped: false, reason: 'not paused' })).toEqual({
      ok: true,
      shown: false,
      skipped: false,
      reason: 'not paused',
    });
    expect(toWallCheckResult({ ok: false, message: 'Pause wall: appId not defined' })).toEqual({
      ok: false,
      message: 'Pause wall: appId not defined',
    });
    expect(toWallCheckResult(undefined)).toEqual({ ok: false, message: 'the wall check gave no answer' });
  });
});
