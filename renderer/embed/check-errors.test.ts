// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHoldfast } from './holdfast.ts';

const IDENTITY = { appId: 'app_1', customerId: 'cus_1', authHash: 'abc' };
let holdfast: ReturnType<typeof createHoldfast>;
let fetchSpy: ReturnType<typeof vi.fn>;

beforeEach(() => {
  holdfast = createHoldfast();
  fetchSpy = vi.fn(async () => new Response('{}', { status: 500 }));
  vi.stubGlobal('fetch', fetchSpy);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('check: the walls need the customer, and say so before asking the backend (spec §5)', () => {
  it.each([
    ['pause', 'PAUSE_WALL_INITIALIZATION_ERROR', {}],
    [
      'failed-payment',
      'FAILED_PAYMENT_WALL_INITIALIZATION_ERROR',
      { publishableKeys: { live: 'pk_live_1' } },
    ],
  ])("check('%s') without a customerId: onError names it, nothing is fetched", async (kind, code, own) => {
    const onError = vi.fn();
    const result = await holdfast.check(kind, { ...IDENTITY, ...own, customerId: undefined, onError });
    expect(result).toMatchObject({ ok: false });
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Problem initializing Holdfast: customerId not defined', code }),
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a wrong option value reaches onError naming the option and what it allows', async () => {
    const onError = vi.fn();
    const result = await holdfast.check('pause', { ...IDENTITY, mode: 'PROD', onError });
    expect(result).toMatchObject({ ok: false });
    const [{ message }] = onError.mock.calls[0]!;
    for (const part of ['mode', '"LIVE"', '"TEST"', 'PROD']) expect(message).toContain(part);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('check: an unknown wall is refused by name', () => {
  it.each([['paused'], [undefined], [{ kind: 'pause' }]])(
    'check(%o) answers no and tells onError',
    async (kind) => {
      const onError = vi.fn();
      const result = await holdfast.check(kind, { ...IDENTITY, onError });
      expect(result).toMatchObject({ ok: false });
      expect(onError).toHaveBeenCalledWith(
        expect.objectContaining({
          message: `check: unknown wall '${String(kind)}' (expected 'pause' or 'failed-payment')`,
          code: 'INVALID_CHECK',
        }),
      );
      expect(fetchSpy).not.toHaveBeenCalled();
    },
  );
});
