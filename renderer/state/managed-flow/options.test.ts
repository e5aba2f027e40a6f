import { afterEach, describe, expect, it, vi } from 'vitest';
import { INIT_PROBLEMS } from '../../domain/init-validation.ts';
import { parseManagedFlowOptions } from './options.ts';

afterEach(() => vi.restoreAllMocks());

describe("managedFlow('show', options): the cancel flow's init options without the identity", () => {
  it('takes the init options with their defaults', () => {
    const onCancel = vi.fn();
    const result = parseManagedFlowOptions({
      appId: 'app_test',
      mode: 'test',
      onCancel,
      i18n: { lang: 'DE' },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.options).toMatchObject({
      appId: 'app_test',
      mode: 'TEST',
      provider: 'STRIPE',
      inline: false,
    });
    expect(result.options.i18n.lang).toBe('de');
    expect(result.options.onCancel).toBe(onCancel);
  });

  it('needs no customerId, authHash or subscriptionId: the verification supplies them (spec §5)', () => {
    expect(parseManagedFlowOptions({ appId: 'app_test' }).ok).toBe(true);
    expect(parseManagedFlowOptions({ appId: 'app_test', provider: 'PADDLE' }).ok).toBe(true);
  });

  it('ignores a customerId and authHash the host passes anyway, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = parseManagedFlowOptions({ appId: 'app_test', customerId: 'cus_x', authHash: 'h' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect('customerId' in result.options).toBe(false);
    expect(result.initInput).toEqual({ appId: 'app_test' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('customerId and authHash'));
  });

  it('ignores a customerToken the host passes: only the verification says who the customer is', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = parseManagedFlowOptions({ appId: 'app_test', customerToken: 'hft1.a.b' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.initInput).toEqual({ appId: 'app_test' });
    expect('customerToken' in result.options).toBe(false);
  });

  it("needs the appId outside preview: '… appId not defined'", () => {
    expect(parseManagedFlowOptions({})).toMatchObject({
      ok: false,
      message: INIT_PROBLEMS.APP_ID_MISSING,
      code: 'APP_ID_MISSING',
    });
  });

  it('needs onCancel in lite mode, as init does', () => {
    expect(parseManagedFlowOptions({ appId: 'app_test', lite: true })).toMatchObject({
      ok: false,
      message: INIT_PROBLEMS.ON_CANCEL_MISSING,
    });
  });

  it('names the option of a wrong type', () => {
    const result = parseManagedFlowOptions({ appId: 'app_test', inline: 'yes' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toContain('inline');
  });

  it('refuses anything but an object', () => {
    expect(parseManagedFlowOptions(null).ok).toBe(false);
    expect(parseManagedFlowOptions('app_test').ok).toBe(false);
  });
});
