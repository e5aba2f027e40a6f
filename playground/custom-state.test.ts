import { describe, expect, it } from 'vitest';
import { blueprintFixtures, customerFixtures } from '../fixtures/index.ts';
import {
  blueprintWarnings,
  type CustomState,
  checkPastedState,
  checkStateObject,
  decodeBase64Url,
  encodeBase64Url,
  fragmentForState,
  STATE_FRAGMENT_PREFIX,
  stateFromFragment,
  stateJson,
} from './custom-state.ts';

const NOW = new Date('2026-03-15T12:00:00Z');
const UNICODE_HEADER = 'Warum kündigst du? 🚀 日本語 — «ça va?» ñ';

function unicodeBlueprint() {
  const blueprint = blueprintFixtures['full-flow'](NOW);
  return { ...blueprint, name: UNICODE_HEADER };
}

function customerWire() {
  return customerFixtures['active-monthly'](NOW).customer;
}

function fragmentOf(value: unknown): string {
  return `${STATE_FRAGMENT_PREFIX}${encodeBase64Url(JSON.stringify(value))}`;
}

function mustCheck(value: unknown): CustomState {
  const checked = checkStateObject(value);
  if (!checked.ok) throw new Error(checked.errors.join('\n'));
  return checked.value;
}

describe('#state= base64url', () => {
  it('round-trips text outside Latin-1 (TextEncoder, not raw btoa)', () => {
    const text = `${UNICODE_HEADER} \u{1F600} \u0000 end`;
    expect(decodeBase64Url(encodeBase64Url(text))).toEqual({ ok: true, value: text });
  });

  it('uses the URL-safe alphabet without padding', () => {
    // Enough different bytes that plain base64 would need '+', '/' and '=' padding.
    const text = Array.from({ length: 700 }, (_, i) => String.fromCodePoint(i * 7)).join('');
    expect(btoa(String.fromCharCode(...new TextEncoder().encode(text)))).toMatch(/[+/]/);
    const encoded = encodeBase64Url(text);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeBase64Url(encoded)).toEqual({ ok: true, value: text });
  });

  it('accepts padded input as well', () => {
    expect(decodeBase64Url('e30=')).toEqual({ ok: true, value: '{}' });
  });

  it('refuses characters outside the alphabet', () => {
    expect(decodeBase64Url('e30*')).toEqual({ ok: false, errors: ['state: not valid base64url'] });
  });

  it('refuses a truncated string (length 1 mod 4)', () => {
    expect(decodeBase64Url('e30AB').ok).toBe(false);
  });

  it('refuses bytes that are not UTF-8', () => {
    // 0xff 0xfe is not a UTF-8 sequence.
    expect(decodeBase64Url('__4')).toEqual({
      ok: false,
      errors: ['state: not valid base64url-encoded UTF-8'],
    });
  });
});

describe('#state= round trip', () => {
  it('a fixture blueprint with Unicode text and a customer survive fragment → state', () => {
    const state = mustCheck({ blueprint: unicodeBlueprint(), customer: customerWire() });
    const fragment = fragmentForState(state);
    expect(fragment.startsWith('#state=')).toBe(true);
    const back = stateFromFragment(fragment);
    expect(back).toEqual({ ok: true, value: state });
    if (back?.ok) expect(back.value.blueprint?.raw.name).toBe(UNICODE_HEADER);
  });

  it('carries the wire format as given, not the decoded form', () => {
    const state = mustCheck({ customer: customerWire() });
    expect(JSON.parse(stateJson(state))).toEqual({ customer: customerWire() });
  });

  it('a state with only a blueprint keeps the customer from the fixture (null)', () => {
    const back = stateFromFragment(fragmentOf({ blueprint: unicodeBlueprint() }));
    expect(back?.ok && back.value.customer).toBeNull();
  });

  it('nothing custom gives no fragment at all', () => {
    expect(fragmentForState(null)).toBe('');
    expect(fragmentForState({ blueprint: null, customer: null })).toBe('');
  });

  it('a fragment without state= is not a custom state', () => {
    expect(stateFromFragment('')).toBeNull();
    expect(stateFromFragment('#section-2')).toBeNull();
  });
});

describe('#state= errors are messages, never exceptions', () => {
  it('bad base64', () => {
    expect(stateFromFragment('#state=%%%')).toEqual({ ok: false, errors: ['state: not valid base64url'] });
  });

  it('bad JSON names the parser problem', () => {
    const result = stateFromFragment(`#state=${encodeBase64Url('{"blueprint": ')}`);
    expect(result?.ok).toBe(false);
    if (result && !result.ok) expect(result.errors[0]).toMatch(/^state: not valid JSON \(.+\)$/);
  });

  it('JSON that is not an object', () => {
    expect(stateFromFragment(fragmentOf([1, 2]))).toEqual({
      ok: false,
      errors: ['state: expected an object {"blueprint", "customer"}'],
    });
  });

  it('an empty state= value', () => {
    expect(stateFromFragment('#state=')?.ok).toBe(false);
  });

  it('schema errors carry the path of the bad field', () => {
    const blueprint = unicodeBlueprint();
    const { _id: _dropped, ...withoutId } = blueprint;
    const customer = { ...customerWire(), id: 42 };
    const result = stateFromFragment(fragmentOf({ blueprint: withoutId, customer }));
    expect(result?.ok).toBe(false);
    if (result && !result.ok) {
      expect(result.errors).toHaveLength(2);
      expect(result.errors[0]).toMatch(/^blueprint\._id: /);
      expect(result.errors[1]).toMatch(/^customer\.id: .*string/);
    }
  });

  it('a deep path points into the nested field', () => {
    const customer = customerWire();
    const subscription = customer.subscriptions?.data[0];
    if (!subscription) throw new Error('fixture has a subscription');
    const broken = {
      ...customer,
      subscriptions: { data: [{ ...subscription, current_period_end: 'soon' }] },
    };
    const result = checkStateObject({ customer: broken });
    expect(result).toMatchObject({ ok: false });
    if (!result.ok)
      expect(result.errors[0]).toMatch(/^customer\.subscriptions\.data\.0\.current_period_end: /);
  });

  it('an unknown top-level key is named', () => {
    expect(checkStateObject({ blueprnt: {} })).toEqual({
      ok: false,
      errors: ['state.blueprnt: unknown key (expected blueprint and/or customer)'],
    });
  });

  it('a long list of issues is cut and counted', () => {
    // Ten wrong fields: eight are listed, two are counted.
    const blueprint = {
      _id: 1,
      name: 2,
      segment: 3,
      abtest: 4,
      brandImage: 5,
      discountCooldown: 'x',
      pauseCooldown: 'x',
      brandTheme: 8,
      confetti: 'yes',
      steps: 10,
    };
    const result = checkStateObject({ blueprint });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toHaveLength(9);
      expect(result.errors[8]).toBe('blueprint: … and 2 more problems');
    }
  });
});

describe('pasted JSON', () => {
  it('blank textareas mean "use the fixtures"', () => {
    expect(checkPastedState('  ', '')).toEqual({ ok: true, value: { blueprint: null, customer: null } });
  });

  it('reports a JSON syntax error per textarea', () => {
    const result = checkPastedState('{', '{"id": }');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toHaveLength(2);
      expect(result.errors[0]).toMatch(/^blueprint: not valid JSON/);
      expect(result.errors[1]).toMatch(/^customer: not valid JSON/);
    }
  });

  it('a valid paste is checked with the schemas and keeps the text it was given', () => {
    const result = checkPastedState(JSON.stringify(unicodeBlueprint()), JSON.stringify(customerWire()));
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.customer?.parsed.id).toBe('cus_active_monthly');
      expect(result.value.blueprint?.raw.name).toBe(UNICODE_HEADER);
    }
  });

  it('an array where an object belongs is refused', () => {
    expect(checkPastedState('[]', '')).toEqual({ ok: false, errors: ['blueprint: expected a JSON object'] });
  });

  it('an unknown step type is accepted with a warning (the renderer skips it)', () => {
    const blueprint = unicodeBlueprint();
    const withAlien = { ...blueprint, steps: [...blueprint.steps, { guid: 'alien', stepType: 'QUIZ' }] };
    const result = checkPastedState(JSON.stringify(withAlien), '');
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(result.value.blueprint?.warnings).toEqual([
        'blueprint: step alien will be skipped: Unknown step type QUIZ',
      ]);
  });

  it("the path's problems are warnings too, each naming its step (issue 17), as the widget files them", () => {
    const looping = {
      _id: 'bp_loop',
      steps: [
        { guid: 's1', stepType: 'SURVEY', survey: { choices: [] }, defaultNextStep: 'f1' },
        { guid: 'f1', stepType: 'FREEFORM', defaultNextStep: 'f2' },
        { guid: 'f2', stepType: 'FREEFORM', defaultNextStep: 'f1' },
        { guid: 'c1', stepType: 'CONFIRM' },
      ],
    };
    const result = checkPastedState(JSON.stringify(looping), '');
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(result.value.blueprint?.warnings).toEqual([
        expect.stringMatching(/^blueprint: Step s1: the survey has no choices/),
        expect.stringMatching(/^blueprint: Step f2: its next step leads back .* the confirm step c1/),
      ]);
  });
});

describe('blueprintWarnings: what the panel shows while editing, before Apply', () => {
  it('the warnings of a blueprint text that checks', () => {
    const text = JSON.stringify({ _id: 'b', steps: { s1: { stepType: 'SURVEY', survey: { choices: [] } } } });
    expect(blueprintWarnings(text)).toEqual([expect.stringContaining('Step s1: the survey has no choices')]);
  });

  it('nothing for blank text, text that is not JSON or a blueprint that does not check', () => {
    expect(blueprintWarnings('  ')).toEqual([]);
    expect(blueprintWarnings('{"_id": ')).toEqual([]);
    expect(blueprintWarnings('{"steps": []}')).toEqual([]);
  });
});
