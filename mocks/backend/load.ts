/**
 * POST /__mock/load and `backend.load()`: a complete app seed replaces (or adds) that app; anything else is a
 * partial in the wire format merged into an existing app's seed, so a test can swap one blueprint or add
 * one customer without writing a whole app.
 */
import type { AppSeed } from '../../contract/seed.ts';

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keys replaced as a whole when a partial names them. */
const REPLACED_KEYS = [
  'secret',
  'liteBlueprint',
  'orgTranslations',
  'blueprints',
  'coupons',
  'testCoupons',
  'offerPlans',
  'testPlans',
  'orgPlanSettings',
] as const;
/** Keys merged one level deep (e.g. `{ branding: { emailFlow: { enabled: false } } }`). */
const MERGED_KEYS = ['branding', 'orgProviderSettings'] as const;
/** Shorthands: one blueprint served first, one customer (with its provider, sessions and invoices), plans. */
const SHORTHAND_KEYS = [
  'appId',
  'blueprint',
  'customer',
  'customers',
  'provider',
  'sessions',
  'failedInvoices',
  'plans',
];
const KNOWN_KEYS: readonly string[] = [...REPLACED_KEYS, ...MERGED_KEYS, ...SHORTHAND_KEYS];

/** A complete seed names everything an app needs and uses none of the partial shorthands. */
export function isCompleteSeed(input: JsonObject): boolean {
  return (
    ['appId', 'secret', 'blueprints', 'customers'].every((key) => key in input) &&
    !['blueprint', 'customer', 'provider', 'sessions', 'failedInvoices', 'plans'].some((key) => key in input)
  );
}

/** A partial's keys the merge does not know (a typo should fail, not be ignored). */
export function unknownPartialKeys(input: JsonObject): string[] {
  return Object.keys(input).filter((key) => !KNOWN_KEYS.includes(key));
}

function customerKey(entry: unknown): string | null {
  if (!isObject(entry) || !isObject(entry.customer)) return null;
  const provider = typeof entry.provider === 'string' ? entry.provider : 'STRIPE';
  return `${provider}:${String(entry.customer.id)}`;
}

function mergeCustomers(existing: unknown, partial: JsonObject): unknown[] {
  const added: unknown[] = Array.isArray(partial.customers) ? [...partial.customers] : [];
  if ('customer' in partial) {
    const entry: JsonObject = { customer: partial.customer };
    for (const key of ['provider', 'sessions', 'failedInvoices'])
      if (key in partial) entry[key] = partial[key];
    added.push(entry);
  }
  const addedKeys = new Set(added.map(customerKey));
  const kept = (Array.isArray(existing) ? existing : []).filter(
    (entry) => !addedKeys.has(customerKey(entry)),
  );
  return [...kept, ...added];
}

function blueprintId(blueprint: unknown): unknown {
  return isObject(blueprint) ? blueprint._id : undefined;
}

/** Merges a partial into a seed (as JSON); the result is validated when the app is built from it. */
export function mergeIntoSeed(base: AppSeed, partial: JsonObject): JsonObject {
  const merged: JsonObject = { ...structuredClone(base) };
  if (typeof partial.appId === 'string') merged.appId = partial.appId;
  for (const key of REPLACED_KEYS) if (key in partial) merged[key] = partial[key];
  if ('plans' in partial) merged.offerPlans = partial.plans;
  for (const key of MERGED_KEYS) {
    const value = partial[key];
    if (isObject(value)) merged[key] = { ...(isObject(merged[key]) ? merged[key] : {}), ...value };
  }
  if ('blueprint' in partial) {
    const others = (Array.isArray(merged.blueprints) ? merged.blueprints : []).filter(
      (blueprint) => blueprintId(blueprint) !== blueprintId(partial.blueprint),
    );
    merged.blueprints = [partial.blueprint, ...others];
  }
  if ('customer' in partial || 'customers' in partial) {
    merged.customers = mergeCustomers(merged.customers, partial);
  }
  return merged;
}

/** Narrows a load body to an object. */
export function asLoadBody(input: unknown): JsonObject | null {
  return isObject(input) ? input : null;
}
