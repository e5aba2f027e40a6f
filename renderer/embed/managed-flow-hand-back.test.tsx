import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse } from '../api/api.testing.ts';
import { flowRuntime, setFlowRuntime } from '../state/flow/runtime.ts';
import { flow } from '../state/flow/store.ts';
import { submitCode, submitEmail } from '../state/managed-flow/actions.ts';
import { managedFlow } from '../state/managed-flow/store.ts';
import { createHoldfast } from './holdfast.ts';

const APP = { appId: 'app_test', apiBase: 'https://api.test' };
/** The customer the page knows and initialised the widget for. */
const PAGE = { ...APP, customerId: 'cus_page', authHash: 'hash_page' };

afterEach(async () => {
  const holdfast = createHoldfast();
  await holdfast.clearManagedFlowState();
  await holdfast.clearState();
  // The module's runtime outlives clearState: each test starts as a page that never called init.
  setFlowRuntime(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** E-mail flow on, every code right, verifying as `cus_<name>`; the cancel flow's own calls fail (not needed). */
function stubBackend() {
  let verifies = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input)).pathname;
    if (path.endsWith('/branding')) return jsonResponse({ name: 'Acme', emailFlow: { enabled: true } });
    if (path.endsWith('/embed/check-identity')) return jsonResponse({});
    if (path.endsWith('/embed/verify-identity')) {
      verifies += 1;
      return jsonResponse({ hmac: `hmac_verified_${verifies}`, customerId: `cus_verified_${verifies}` });
    }
    return errorResponse(500, 'not in this test');
  });
  vi.stubGlobal('fetch', fetch);
}

/** managedFlow('show'), the e-mail and the code: the verified customer's cancel flow is open. */
async function verifyByEmail(holdfast: ReturnType<typeof createHoldfast>, options = {}) {
  expect(await holdfast.managedFlow('show', { ...APP, ...options })).toEqual({ ok: true });
  await submitEmail('someone@example.com');
  await submitCode('123456');
  // READY hands over to the cancel flow and takes the managed flow away.
  expect(managedFlow.isVisible).toBe(false);
  await vi.waitFor(() => expect(flow.isVisible).toBe(true));
}

const identity = () => ({
  customerId: flowRuntime()?.options.customerId,
  authHash: flowRuntime()?.options.authHash,
});

describe('the managed flow gives the page its own customer back when the verified one’s flow closes', () => {
  it('a page that initialised its customer: the next show() is that customer’s again, not the verified one’s', async () => {
    stubBackend();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const pageOnClose = vi.fn();
    const managedOnClose = vi.fn();
    const holdfast = createHoldfast();
    holdfast.init({ ...PAGE, onClose: pageOnClose });

    await verifyByEmail(holdfast, { onClose: managedOnClose });
    expect(identity()).toEqual({ customerId: 'cus_verified_1', authHash: 'hmac_verified_1' });

    await holdfast.hide();
    expect(managedOnClose).toHaveBeenCalledTimes(1);
    expect(pageOnClose).not.toHaveBeenCalled();
    expect(identity()).toEqual({ customerId: 'cus_page', authHash: 'hash_page' });
    // The page's own callbacks are back with it.
    await holdfast.show();
    await holdfast.hide();
    expect(pageOnClose).toHaveBeenCalledTimes(1);
    expect(managedOnClose).toHaveBeenCalledTimes(1);
  });

  it('twice: the second verified customer’s flow gives back the page’s customer, not the first verified one', async () => {
    stubBackend();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const holdfast = createHoldfast();
    holdfast.init(PAGE);
    await verifyByEmail(holdfast);
    await holdfast.hide();
    await verifyByEmail(holdfast);
    expect(identity()).toEqual({ customerId: 'cus_verified_2', authHash: 'hmac_verified_2' });
    await holdfast.hide();
    expect(identity()).toEqual({ customerId: 'cus_page', authHash: 'hash_page' });
  });

  it('a page that never called init keeps the verified customer: its show() opens their flow again', async () => {
    stubBackend();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const holdfast = createHoldfast();
    await verifyByEmail(holdfast);
    await holdfast.hide();
    expect(identity()).toEqual({ customerId: 'cus_verified_1', authHash: 'hmac_verified_1' });
  });

  it('a host onClose that throws still gives the page its customer back (and is reported)', async () => {
    stubBackend();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    const holdfast = createHoldfast();
    holdfast.init(PAGE);
    await verifyByEmail(holdfast, {
      onError,
      onClose: () => {
        throw new Error('host bug');
      },
    });
    await holdfast.hide();
    expect(identity()).toEqual({ customerId: 'cus_page', authHash: 'hash_page' });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'HOST_CALLBACK_ERROR' }));
  });
});
