// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHoldfast } from './holdfast.ts';

const VALID = { appId: 'app_1', customerId: 'cus_1', authHash: 'abc', record: false, report: false };
let holdfast: ReturnType<typeof createHoldfast>;

beforeEach(() => {
  holdfast = createHoldfast();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  holdfast.clearState();
  vi.restoreAllMocks();
});

function initWith(extra: Record<string, unknown>) {
  const onError = vi.fn();
  const result = holdfast.init({ ...VALID, onError, ...extra });
  return { result, onError };
}

describe('init: every invalid option reaches onError, naming the option and what it allows', () => {
  it.each([
    ['mode', 'PROD', ['mode', '"LIVE"', '"TEST"', 'PROD']],
    ['provider', 'STRYPE', ['provider', '"STRIPE"', '"CHARGEBEE"', 'STRYPE']],
    ['preview', 'yes', ['preview', 'boolean']],
    ['inline', 'true', ['inline', 'boolean']],
    ['confirmCancel', 'no', ['confirmCancel', 'boolean']],
    ['appId', 42, ['appId', 'string']],
    [
      'customerAttributes',
      { plan: { nested: true } },
      ['customerAttributes.plan', 'string | number | boolean | null'],
    ],
    ['i18n', { lang: 7 }, ['i18n.lang', 'string']],
    ['onCancel', 'not a function', ['onCancel', 'Function']],
    ['preload', 'eager', ['preload', '"idle"', '"intent"', '"none"', 'eager']],
    ['preloadTarget', '#cancel[', ['preloadTarget', 'element', 'CSS selector']],
  ])('a wrong %s', (option, value, named) => {
    const { result, onError } = initWith({ [option]: value });
    expect(result).toMatchObject({ ok: false });
    expect(onError).toHaveBeenCalledTimes(1);
    const [{ message, code }] = onError.mock.calls[0]!;
    expect(code).toBe('INITIALIZATION_ERROR');
    for (const part of named) expect(message).toContain(part);
  });

  it('a missing one, as before', () => {
    const { onError } = initWith({ authHash: undefined });
    expect(onError).toHaveBeenCalledWith({
      message: 'Problem initializing Holdfast: authHash not defined',
      code: 'AUTH_HASH_MISSING',
    });
  });

  it('an unusable apiBase', () => {
    const { onError } = initWith({ apiBase: 'ftp://example.com' });
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('apiBase') }),
    );
  });

  it('an onError inherited from a polluted prototype is not called', () => {
    const polluted = vi.fn();
    const options = Object.create({ onError: polluted });
    Object.assign(options, VALID, { mode: 'PROD' });
    expect(holdfast.init(options)).toMatchObject({ ok: false });
    expect(polluted).not.toHaveBeenCalled();
  });
});

describe('init: an unsupported language warns once and falls back to English', () => {
  it('warns once per language, naming it and the built-in ones', () => {
    const warn = vi.mocked(console.warn);
    expect(initWith({ i18n: { lang: 'it' } }).result).toEqual({ ok: true });
    initWith({ i18n: { lang: 'it' } });
    const warnings = warn.mock.calls.map((call) => String(call[0])).filter((text) => text.includes("'it'"));
    expect(warnings).toEqual([
      "[holdfast] i18n.lang 'it' has no built-in texts (en, de, fr, es): the widget shows English.",
    ]);
  });

  it('says nothing of a built-in language, a regional form of one, or a language the host brings texts for', () => {
    const warn = vi.mocked(console.warn);
    initWith({ i18n: { lang: 'de-AT' } });
    initWith({ i18n: { lang: 'EN' } });
    initWith({ i18n: { lang: 'pt', messages: { pt: { 'footer.next': 'Próximo' } } } });
    expect(warn).not.toHaveBeenCalled();
  });
});
