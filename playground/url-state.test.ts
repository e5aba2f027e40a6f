import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PARAMS,
  EXPERIENCES,
  type FixtureNames,
  hrefWithParams,
  type PlaygroundParams,
  parseParams,
  serializeParams,
} from './url-state.ts';

const NAMES: FixtureNames = {
  blueprints: ['full-flow', 'theme-v2', 'lite'],
  customers: ['active-monthly', 'paused', 'paddle-active'],
};

const EVERYTHING: PlaygroundParams = {
  experience: 'managed-flow',
  blueprint: 'theme-v2',
  customer: 'paddle-active',
  provider: 'PADDLE',
  mode: 'TEST',
  lang: 'de',
  theme: 'theme-v2',
  preview: true,
  lite: true,
  inline: true,
  autoshow: true,
  handlers: true,
};

describe('playground URL: defaults', () => {
  it('an empty query gives the defaults (spec §9: mode LIVE, language en) and no problems', () => {
    expect(parseParams('', NAMES)).toEqual({ params: DEFAULT_PARAMS, problems: [] });
    expect(DEFAULT_PARAMS.mode).toBe('LIVE');
    expect(DEFAULT_PARAMS.lang).toBe('en');
    expect(DEFAULT_PARAMS.experience).toBe('cancel-flow');
  });

  it('the defaults serialize to an empty query, so a plain link stays plain', () => {
    expect(serializeParams(DEFAULT_PARAMS)).toBe('');
  });
});

describe('playground URL: every parameter', () => {
  it('reads every control from the query', () => {
    const parsed = parseParams(
      '?experience=managed-flow&blueprint=theme-v2&customer=paddle-active&provider=PADDLE&mode=TEST&lang=de&theme=theme-v2&preview=1&lite=1&inline=1&autoshow=1&handlers=1',
      NAMES,
    );
    expect(parsed).toEqual({ params: EVERYTHING, problems: [] });
  });

  it('round-trips every control through serialize and parse', () => {
    expect(parseParams(serializeParams(EVERYTHING), NAMES).params).toEqual(EVERYTHING);
  });

  it.each(EXPERIENCES)('round-trips experience=%s', (experience) => {
    const params = { ...DEFAULT_PARAMS, experience };
    expect(parseParams(serializeParams(params), NAMES).params.experience).toBe(experience);
  });

  it('writes only what differs from the defaults, flags as =1', () => {
    expect(serializeParams({ ...DEFAULT_PARAMS, mode: 'TEST', inline: true })).toBe('?mode=TEST&inline=1');
  });

  it('reads mode and provider in any case, and the language in any case', () => {
    const { params, problems } = parseParams('?mode=test&provider=chargebee&lang=FR', NAMES);
    expect(problems).toEqual([]);
    expect(params).toMatchObject({ mode: 'TEST', provider: 'CHARGEBEE', lang: 'fr' });
  });

  it('accepts the query without its leading ?', () => {
    expect(parseParams('lang=es', NAMES).params.lang).toBe('es');
  });

  it('takes a bare flag and 1/true as on, 0/false as off', () => {
    expect(parseParams('?inline&preview=true&lite=0&autoshow=false', NAMES).params).toMatchObject({
      inline: true,
      preview: true,
      lite: false,
      autoshow: false,
    });
  });

  it('leaves provider and theme unset (the fixture decides) unless the URL names them', () => {
    const { params } = parseParams('?customer=paused', NAMES);
    expect(params.provider).toBeNull();
    expect(params.theme).toBeNull();
    expect(serializeParams(params)).toBe('?customer=paused');
  });
});

describe('playground URL: bad values fall back and are reported', () => {
  it('an unknown fixture name falls back to the default and names the allowed ones', () => {
    const { params, problems } = parseParams('?blueprint=nope&customer=ghost', NAMES);
    expect(params.blueprint).toBe('full-flow');
    expect(params.customer).toBe('active-monthly');
    expect(problems).toEqual([
      'Unknown blueprint "nope" (one of full-flow, theme-v2, lite); using full-flow.',
      'Unknown customer "ghost" (one of active-monthly, paused, paddle-active); using active-monthly.',
    ]);
  });

  it('an unknown provider, mode, language, theme or experience is reported one by one', () => {
    const { params, problems } = parseParams(
      '?provider=VISA&mode=STAGING&lang=it&theme=dark&experience=checkout',
      NAMES,
    );
    expect(params).toEqual(DEFAULT_PARAMS);
    expect(problems).toHaveLength(5);
    expect(problems[0]).toContain('experience "checkout"');
    expect(problems.join('\n')).toContain('provider "VISA"');
    expect(problems.join('\n')).toContain('lang "it" (one of en, de, fr, es)');
  });

  it('a long list of allowed values is left to the picker', () => {
    const many = { ...NAMES, customers: Array.from({ length: 9 }, (_, i) => `customer-${i}`) };
    expect(parseParams('?customer=ghost', many).problems).toEqual([
      'Unknown customer "ghost"; using active-monthly.',
    ]);
  });

  it('a flag with another value is off and reported', () => {
    const { params, problems } = parseParams('?inline=yes', NAMES);
    expect(params.inline).toBe(false);
    expect(problems).toEqual(['inline takes 1 (on) or 0 (off), not "yes"; using off.']);
  });

  it('an empty value counts as absent', () => {
    expect(parseParams('?blueprint=&mode=', NAMES)).toEqual({ params: DEFAULT_PARAMS, problems: [] });
  });
});

describe('playground URL: replacing the query', () => {
  it('keeps the path (any subpath) and the #state= fragment', () => {
    const href = 'https://example.test/some/deep/subpath/?mode=TEST#state=e30';
    expect(hrefWithParams(href, { ...DEFAULT_PARAMS, lang: 'fr' })).toBe(
      'https://example.test/some/deep/subpath/?lang=fr#state=e30',
    );
  });

  it('drops the query altogether for the defaults', () => {
    expect(hrefWithParams('http://localhost:5173/?mode=TEST', DEFAULT_PARAMS)).toBe('http://localhost:5173/');
  });
});
