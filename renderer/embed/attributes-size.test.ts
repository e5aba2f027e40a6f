// @vitest-environment jsdom
/**
 * customerAttributes too large for the server (docs/options.md "Data for the flow"): the embed request would
 * pass its body cap (MAX_BODY_BYTES, 413), and the customer would meet the generic error screen, the host an
 * onError saying only 'HTTP 413'. init says so up front, by the bytes, and the flow opens without them: the
 * customer can still cancel.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_BODY_BYTES } from '../../contract/request-limits.ts';
import { jsonResponse } from '../api/api.testing.ts';
import { jsonBytes } from '../api/safe-json.ts';
import { SAMPLE_EMBED_ANSWER } from '../api/sample-answers.testing.ts';
import { embedBody } from '../state/flow/load.ts';
import { flowRuntime } from '../state/flow/runtime.ts';
import { flow } from '../state/flow/store.ts';
import { createHoldfast } from './holdfast.ts';

const VALID = {
  appId: 'app_1',
  customerId: 'cus_1',
  authHash: 'abc',
  apiBase: 'https://api.test',
  record: false,
  report: false,
};

/** Attributes `{ notes }` whose embed request is `over` bytes past the server's cap (negative: under it). */
function attributesOver(over: number, character = 'x'): { notes: string } {
  const options = flowRuntime()?.options;
  if (!options) throw new Error('init first');
  const empty = jsonBytes(embedBody({ ...options, customerAttributes: { notes: '' } }));
  const bytesEach = new TextEncoder().encode(character).length;
  const room = MAX_BODY_BYTES - empty + over;
  if (room % bytesEach !== 0) throw new Error('pick an `over` the character fits');
  return { notes: character.repeat(room / bytesEach) };
}

/** The embed requests' bodies, answered with the sample flow. */
function stubFetch(): unknown[] {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (String(url).includes('/embed')) bodies.push(JSON.parse(String(init?.body)));
      return jsonResponse(String(url).includes('/embed') ? SAMPLE_EMBED_ANSWER : {});
    }),
  );
  return bodies;
}

afterEach(async () => {
  await createHoldfast().clearState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('init with customerAttributes the server would refuse for their size', () => {
  it('one byte over: onError names the size and the limit; init succeeds without them, the flow opens', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const bodies = stubFetch();
    const holdfast = createHoldfast();
    holdfast.init(VALID);
    const onError = vi.fn();
    const result = holdfast.init({ ...VALID, onError, customerAttributes: attributesOver(1) });
    expect(result).not.toMatchObject({ ok: false });
    expect(onError).toHaveBeenCalledExactlyOnceWith({
      code: 'CUSTOMER_ATTRIBUTES_TOO_LARGE',
      message: `Problem initializing Holdfast: customerAttributes too large: the embed request would be ${MAX_BODY_BYTES + 1} bytes, over the server's ${MAX_BODY_BYTES}; the cancel flow opens without them`,
    });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('customerAttributes too large'));
    expect(flowRuntime()?.options.customerAttributes).toEqual({});

    await holdfast.show();
    await vi.waitFor(() => expect(flow.loadState).toBe('LOADED'));
    expect(flow.flowState).toBe('IN_PROGRESS');
    expect(bodies).toEqual([expect.objectContaining({ customAttributes: {} })]);
  });

  it('counted in UTF-8 bytes as the server counts them, not in characters', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const holdfast = createHoldfast();
    holdfast.init(VALID);
    const attributes = attributesOver(2, 'é');
    expect(attributes.notes.length).toBeLessThan(MAX_BODY_BYTES);
    const onError = vi.fn();
    holdfast.init({ ...VALID, onError, customerAttributes: attributes });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'CUSTOMER_ATTRIBUTES_TOO_LARGE' }));
  });

  it('exactly at the limit: kept and sent, no error', async () => {
    const bodies = stubFetch();
    const holdfast = createHoldfast();
    holdfast.init(VALID);
    const onError = vi.fn();
    const attributes = attributesOver(0);
    holdfast.init({ ...VALID, onError, customerAttributes: attributes });
    expect(onError).not.toHaveBeenCalled();
    await holdfast.show();
    await vi.waitFor(() => expect(flow.loadState).toBe('LOADED'));
    expect(bodies).toEqual([expect.objectContaining({ customAttributes: attributes })]);
  });

  it('update with them: reported the same way, the flow opens without them', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const holdfast = createHoldfast();
    const onError = vi.fn();
    holdfast.init({ ...VALID, onError, customerAttributes: { plan: 'pro' } });
    holdfast.update({ customerAttributes: attributesOver(1) });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'CUSTOMER_ATTRIBUTES_TOO_LARGE' }));
    expect(flowRuntime()?.options.customerAttributes).toEqual({});
  });

  it('a lite flow does not send them: no limit to pass', () => {
    const holdfast = createHoldfast();
    holdfast.init({ ...VALID, lite: true, onCancel: () => {} });
    const onError = vi.fn();
    const attributes = attributesOver(1);
    holdfast.init({ ...VALID, lite: true, onCancel: () => {}, onError, customerAttributes: attributes });
    expect(onError).not.toHaveBeenCalled();
    expect(flowRuntime()?.options.customerAttributes).toEqual(attributes);
  });
});

describe('updateCustomerAttributes past the limit', () => {
  it('refused with the same code; the attributes stay as they were', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const holdfast = createHoldfast();
    const onError = vi.fn();
    holdfast.init({ ...VALID, onError, customerAttributes: { plan: 'pro' } });
    const result = await holdfast.updateCustomerAttributes(attributesOver(100));
    expect(result).toMatchObject({
      ok: false,
      message: expect.stringContaining('the attributes stay as they were'),
    });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'CUSTOMER_ATTRIBUTES_TOO_LARGE' }));
    expect(flowRuntime()?.options.customerAttributes).toEqual({ plan: 'pro' });
  });
});
