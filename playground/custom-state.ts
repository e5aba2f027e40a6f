/**
 * A pasted blueprint and customer, carried in the URL as `#state=` + base64url of
 * `{"blueprint": …, "customer": …}` (wire format), so a link reproduces a custom scenario. Everything that
 * comes in — pasted text or a fragment someone edited — is checked with the wire schemas and every problem
 * is reported as `path: message`; nothing here throws.
 */
import * as v from 'valibot';
import { BlueprintSchema, type Customer, CustomerSchema } from '../contract/schemas/index.ts';
import { blueprintProblems, describeProblem } from '../renderer/domain/blueprint-problems.ts';

/** The fragment prefix that marks a custom state. */
export const STATE_FRAGMENT_PREFIX = '#state=';

/** How many schema issues one report lists; the rest are counted. */
const MAX_LISTED_ISSUES = 8;

export type JsonObject = Record<string, unknown>;

/** A checked custom blueprint or customer: the object as given (wire format) and what it decodes to. */
export interface CheckedBlueprint {
  raw: JsonObject;
  /** Steps or offers the renderer will skip, and problems of the path it works around, as readable lines. */
  warnings: string[];
}
export interface CheckedCustomer {
  raw: JsonObject;
  parsed: Customer;
}

/** The custom parts of a scenario; a part left null comes from the chosen fixture. */
export interface CustomState {
  blueprint: CheckedBlueprint | null;
  customer: CheckedCustomer | null;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: string[] };

function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Schema issues as `path: message` lines, paths prefixed with `label` (e.g. `blueprint.steps.0.guid`). */
export function describeIssues(label: string, issues: readonly v.BaseIssue<unknown>[]): string[] {
  const lines = issues.slice(0, MAX_LISTED_ISSUES).map((issue) => {
    const path = v.getDotPath(issue);
    return `${path ? `${label}.${path}` : label}: ${issue.message}`;
  });
  const rest = issues.length - MAX_LISTED_ISSUES;
  if (rest > 0) lines.push(`${label}: … and ${rest} more problem${rest === 1 ? '' : 's'}`);
  return lines;
}

/**
 * Checks a value against BlueprintSchema. Skipped steps and offers come back as warnings, and so do the
 * problems of its path the widget works around (renderer/domain/blueprint-problems.ts: loops, unreachable
 * confirm, empty surveys, dangling guids), each naming its step, as the widget files them when it loads.
 */
export function checkBlueprint(value: unknown, label = 'blueprint'): Checked<CheckedBlueprint> {
  if (!isJsonObject(value)) return { ok: false, errors: [`${label}: expected a JSON object`] };
  const parsed = v.safeParse(BlueprintSchema, value);
  if (!parsed.success) return { ok: false, errors: describeIssues(label, parsed.issues) };
  const skipped = parsed.output.skipped.map(
    (item) => `${label}: ${item.kind} ${item.guid ?? '(no guid)'} will be skipped: ${item.reason}`,
  );
  const problems = blueprintProblems(parsed.output.steps).map(
    (problem) => `${label}: ${describeProblem(problem)}`,
  );
  return { ok: true, value: { raw: value, warnings: [...skipped, ...problems] } };
}

/**
 * What the widget will skip or work around in the blueprint text being edited, before it is applied: the
 * warnings of {@link checkBlueprint}; nothing while the text is blank or does not check (Apply says why).
 */
export function blueprintWarnings(text: string): string[] {
  const json = parseJsonText('blueprint', text);
  if (!json.ok || json.value === null) return [];
  const checked = checkBlueprint(json.value);
  return checked.ok ? checked.value.warnings : [];
}

/** Checks a value against CustomerSchema. */
export function checkCustomer(value: unknown, label = 'customer'): Checked<CheckedCustomer> {
  if (!isJsonObject(value)) return { ok: false, errors: [`${label}: expected a JSON object`] };
  const parsed = v.safeParse(CustomerSchema, value);
  if (!parsed.success) return { ok: false, errors: describeIssues(label, parsed.issues) };
  return { ok: true, value: { raw: value, parsed: parsed.output } };
}

/** Parses JSON text, naming where it broke. Blank text is "nothing pasted" (null), not an error. */
export function parseJsonText(label: string, text: string): Checked<unknown> {
  if (text.trim() === '') return { ok: true, value: null };
  try {
    const value: unknown = JSON.parse(text);
    return { ok: true, value };
  } catch (error) {
    return { ok: false, errors: [`${label}: not valid JSON (${errorText(error)})`] };
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Checks the two textareas; either may be left blank to keep the fixture. */
export function checkPastedState(blueprintText: string, customerText: string): Checked<CustomState> {
  const blueprintJson = parseJsonText('blueprint', blueprintText);
  const customerJson = parseJsonText('customer', customerText);
  const errors = [
    ...(blueprintJson.ok ? [] : blueprintJson.errors),
    ...(customerJson.ok ? [] : customerJson.errors),
  ];
  if (!blueprintJson.ok || !customerJson.ok) return { ok: false, errors };
  return checkStateObject({ blueprint: blueprintJson.value, customer: customerJson.value });
}

/** Checks a decoded `{blueprint, customer}` object; absent or null parts are left to the fixtures. */
export function checkStateObject(value: unknown): Checked<CustomState> {
  if (!isJsonObject(value))
    return { ok: false, errors: ['state: expected an object {"blueprint", "customer"}'] };
  const unknownKeys = Object.keys(value).filter((key) => key !== 'blueprint' && key !== 'customer');
  const errors = unknownKeys.map((key) => `state.${key}: unknown key (expected blueprint and/or customer)`);
  const blueprint = value.blueprint == null ? null : checkBlueprint(value.blueprint);
  const customer = value.customer == null ? null : checkCustomer(value.customer);
  if (blueprint && !blueprint.ok) errors.push(...blueprint.errors);
  if (customer && !customer.ok) errors.push(...customer.errors);
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      blueprint: blueprint?.ok ? blueprint.value : null,
      customer: customer?.ok ? customer.value : null,
    },
  };
}

/** base64url (RFC 4648 §5, no padding) of the UTF-8 bytes of `text`: any Unicode survives the trip. */
export function encodeBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The text a base64url string encodes; padding optional; bad characters or bad UTF-8 are errors. */
export function decodeBase64Url(encoded: string): Checked<string> {
  const compact = encoded.trim();
  // A length of 1 mod 4 can never come out of an encoder: a character was lost.
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(compact) || compact.replace(/=+$/, '').length % 4 === 1) {
    return { ok: false, errors: ['state: not valid base64url'] };
  }
  const base64 = compact.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return { ok: true, value: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, errors: ['state: not valid base64url-encoded UTF-8'] };
  }
}

/** The JSON that travels in the fragment: the parts as given, null parts left out. */
export function stateJson(state: CustomState): string {
  const out: JsonObject = {};
  if (state.blueprint) out.blueprint = state.blueprint.raw;
  if (state.customer) out.customer = state.customer.raw;
  return JSON.stringify(out);
}

/** `#state=…` for a custom state, or '' when nothing is custom. */
export function fragmentForState(state: CustomState | null): string {
  if (!state || (!state.blueprint && !state.customer)) return '';
  return `${STATE_FRAGMENT_PREFIX}${encodeBase64Url(stateJson(state))}`;
}

/**
 * Reads a location's fragment: null when it carries no `#state=`, else the checked state or every
 * problem found (bad base64url, bad JSON, schema issues with their paths).
 */
export function stateFromFragment(hash: string): Checked<CustomState> | null {
  if (!hash.startsWith(STATE_FRAGMENT_PREFIX)) return null;
  const decoded = decodeBase64Url(hash.slice(STATE_FRAGMENT_PREFIX.length));
  if (!decoded.ok) return decoded;
  const json = parseJsonText('state', decoded.value);
  if (!json.ok) return json;
  return checkStateObject(json.value);
}
