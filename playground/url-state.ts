/**
 * The playground's controls as URL query parameters, so a link reproduces what was on screen. Pure: the
 * caller hands in the query string and the fixture names it knows; nothing here reads `location`.
 */
import {
  LANGUAGES,
  type Language,
  MODES,
  type Mode,
  PROVIDERS,
  type Provider,
  THEMES,
  type Theme,
} from '../contract/schemas/index.ts';
import type { Experience } from '../renderer/embed/mount.ts';

/** The four embeddable elements (spec §1), in the order the picker shows them. */
export const EXPERIENCES = [
  'cancel-flow',
  'pause-wall',
  'failed-payment-wall',
  'managed-flow',
] as const satisfies readonly Experience[];

/** On/off controls; each is `name=1` in the URL and absent when off. */
export const FLAG_NAMES = ['preview', 'lite', 'inline', 'autoshow', 'handlers'] as const;
export type FlagName = (typeof FLAG_NAMES)[number];

/** Everything the controls choose. */
export interface PlaygroundParams {
  experience: Experience;
  /** A blueprint fixture name (fixtures/blueprints). */
  blueprint: string;
  /** A customer fixture name (fixtures/customers). */
  customer: string;
  /** The billing provider to load the customer under; null = the customer fixture's own provider. */
  provider: Provider | null;
  mode: Mode;
  lang: Language;
  /** Overrides the blueprint's styles.theme; null = the blueprint's own theme. */
  theme: Theme | null;
  /** Preview mode: actions are simulated. */
  preview: boolean;
  /** Lite (insight) mode. */
  lite: boolean;
  /** Render inline into the page's target element instead of as a modal. */
  inline: boolean;
  /** Open the chosen experience as soon as the widget is initialised. */
  autoshow: boolean;
  /** Register the handle* host callbacks (as loggers that resolve) instead of leaving them to the widget. */
  handlers: boolean;
}

/** What a URL without parameters shows: the spec's defaults (mode LIVE, language en) on the full flow. */
export const DEFAULT_PARAMS: PlaygroundParams = {
  experience: 'cancel-flow',
  blueprint: 'full-flow',
  customer: 'active-monthly',
  provider: null,
  mode: 'LIVE',
  lang: 'en',
  theme: null,
  preview: false,
  lite: false,
  inline: false,
  autoshow: false,
  handlers: false,
};

/** The fixture names a `blueprint` or `customer` parameter may take. */
export interface FixtureNames {
  blueprints: readonly string[];
  customers: readonly string[];
}

/** The parameters and what was wrong with the URL (each bad value falls back to its default). */
export interface ParsedParams {
  params: PlaygroundParams;
  problems: string[];
}

const TRUE_VALUES = ['1', 'true'];
const FALSE_VALUES = ['0', 'false'];

function pick<T extends string>(
  values: readonly T[],
  raw: string,
  normalise: (value: string) => string = (value) => value,
): T | undefined {
  const wanted = normalise(raw.trim());
  return values.find((value) => value === wanted);
}

/** Longer lists of allowed values are left to the picker rather than spelled out in the message. */
const MAX_LISTED_VALUES = 8;

function unknownValue(name: string, raw: string, allowed: readonly string[], fallback: string): string {
  const choices = allowed.length <= MAX_LISTED_VALUES ? ` (one of ${allowed.join(', ')})` : '';
  return `Unknown ${name} "${raw}"${choices}; using ${fallback}.`;
}

/**
 * Reads the controls from a query string (`?experience=pause-wall&mode=TEST`, with or without the `?`).
 * Missing parameters take their defaults; bad ones take their defaults too and are named in `problems`.
 */
export function parseParams(search: string, names: FixtureNames): ParsedParams {
  const query = new URLSearchParams(search);
  const params: PlaygroundParams = { ...DEFAULT_PARAMS };
  const problems: string[] = [];

  const choose = <T extends string>(
    name: string,
    values: readonly T[],
    fallbackLabel: string,
    normalise?: (value: string) => string,
  ): T | undefined => {
    const raw = query.get(name);
    if (raw === null || raw.trim() === '') return undefined;
    const found = pick(values, raw, normalise);
    if (found === undefined) problems.push(unknownValue(name, raw, values, fallbackLabel));
    return found;
  };
  const upper = (value: string) => value.toUpperCase();
  const lower = (value: string) => value.toLowerCase();

  params.experience = choose('experience', EXPERIENCES, DEFAULT_PARAMS.experience) ?? params.experience;
  params.blueprint = choose('blueprint', names.blueprints, DEFAULT_PARAMS.blueprint) ?? params.blueprint;
  params.customer = choose('customer', names.customers, DEFAULT_PARAMS.customer) ?? params.customer;
  params.provider = choose('provider', PROVIDERS, "the customer's own", upper) ?? params.provider;
  params.mode = choose('mode', MODES, DEFAULT_PARAMS.mode, upper) ?? params.mode;
  params.lang = choose('lang', LANGUAGES, DEFAULT_PARAMS.lang, lower) ?? params.lang;
  params.theme = choose('theme', THEMES, "the blueprint's own") ?? params.theme;

  for (const flag of FLAG_NAMES) {
    const raw = query.get(flag);
    if (raw === null) continue;
    const value = raw.trim().toLowerCase();
    // A bare `?inline` reads as on: it is what someone typing a URL by hand means.
    if (value === '' || TRUE_VALUES.includes(value)) params[flag] = true;
    else if (FALSE_VALUES.includes(value)) params[flag] = false;
    else problems.push(`${flag} takes 1 (on) or 0 (off), not "${raw}"; using off.`);
  }
  return { params, problems };
}

/**
 * Writes the controls as a query string: only values that differ from the defaults, in a fixed order,
 * flags as `=1`. Returns '' for the defaults, else a string starting with '?'.
 */
export function serializeParams(params: PlaygroundParams): string {
  const query = new URLSearchParams();
  const put = (name: string, value: string | null, fallback: string | null) => {
    if (value !== null && value !== fallback) query.set(name, value);
  };
  put('experience', params.experience, DEFAULT_PARAMS.experience);
  put('blueprint', params.blueprint, DEFAULT_PARAMS.blueprint);
  put('customer', params.customer, DEFAULT_PARAMS.customer);
  put('provider', params.provider, DEFAULT_PARAMS.provider);
  put('mode', params.mode, DEFAULT_PARAMS.mode);
  put('lang', params.lang, DEFAULT_PARAMS.lang);
  put('theme', params.theme, DEFAULT_PARAMS.theme);
  for (const flag of FLAG_NAMES) if (params[flag]) query.set(flag, '1');
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/** The same location with its query replaced by `params` (path and `#fragment` kept). */
export function hrefWithParams(href: string, params: PlaygroundParams): string {
  const url = new URL(href);
  url.search = serializeParams(params);
  return url.toString();
}
