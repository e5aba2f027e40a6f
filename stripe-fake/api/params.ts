/**
 * Reading a request's parameters as Stripe does: an unknown parameter is refused (so an adapter still
 * sending a removed one — the legacy `coupon` on subscriptions, say — fails here as at Stripe), strings
 * are coerced to integers and booleans with Stripe's messages, and '' clears an emptyable field.
 */
import type Stripe from 'stripe';
import { invalidParam, missingParam, unknownParam } from '../errors.ts';
import type { Param, ParamObject } from '../form-params.ts';

/** Refuses any top-level parameter outside `allowed` (`expand` is always allowed). */
export function only(params: ParamObject, allowed: readonly string[]): void {
  for (const key of Object.keys(params)) {
    if (key !== 'expand' && !allowed.includes(key)) throw unknownParam(key);
  }
}

function scalar(params: ParamObject, key: string, path = key): string | undefined {
  const value = params[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidParam(path, `Invalid string: ${path}`);
  return value;
}

export function optString(params: ParamObject, key: string, path = key): string | undefined {
  return scalar(params, key, path);
}

export function reqString(params: ParamObject, key: string, path = key): string {
  const value = scalar(params, key, path);
  if (value === undefined || value === '') throw missingParam(path);
  return value;
}

export function optInt(params: ParamObject, key: string, path = key): number | undefined {
  const value = scalar(params, key, path);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value))
    throw invalidParam(path, `Invalid integer: ${value}`, 'parameter_invalid_integer');
  return Number(value);
}

export function optBool(params: ParamObject, key: string, path = key): boolean | undefined {
  const value = scalar(params, key, path);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw invalidParam(path, `Invalid boolean: ${value}`);
  return value === 'true';
}

export function optObject(params: ParamObject, key: string, path = key): ParamObject | '' | undefined {
  const value = params[key];
  if (value === undefined || value === '') return value;
  if (typeof value === 'string' || Array.isArray(value)) throw invalidParam(path, `Invalid object: ${path}`);
  return value;
}

export function optArray(params: ParamObject, key: string, path = key): Param[] | '' | undefined {
  const value = params[key];
  if (value === undefined || value === '') return value;
  if (!Array.isArray(value)) throw invalidParam(path, `Invalid array: ${path}`);
  return value;
}

export function asObject(value: Param | undefined, path: string): ParamObject {
  if (value === undefined || typeof value === 'string' || Array.isArray(value))
    throw invalidParam(path, `Invalid object: ${path}`);
  return value;
}

/** The `expand[]` paths asked for. */
export function expandsOf(params: ParamObject): string[] {
  const value = params.expand;
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string'))
    throw invalidParam('expand', 'Invalid array: expand');
  return value as string[];
}

/** Applies `metadata[key]=value` (and `metadata[key]=` to delete, `metadata=` to clear), as Stripe does. */
export function applyMetadata(target: Stripe.Metadata, params: ParamObject): Stripe.Metadata {
  const patch = optObject(params, 'metadata');
  if (patch === undefined) return target;
  if (patch === '') return {};
  const next = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (typeof value !== 'string') throw invalidParam(`metadata[${key}]`, 'Invalid metadata value');
    if (value === '') delete next[key];
    else next[key] = value;
  }
  return next;
}

/** Pagination of a list, newest first, as Stripe's `limit` and `starting_after` read. */
export function paginate<T extends { id: string }>(
  items: T[],
  params: ParamObject,
): { data: T[]; hasMore: boolean } {
  const limit = optInt(params, 'limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalidParam('limit', 'limit must be between 1 and 100');
  const after = optString(params, 'starting_after');
  let start = 0;
  if (after) start = items.findIndex((item) => item.id === after) + 1;
  const data = items.slice(start, start + limit);
  return { data, hasMore: start + limit < items.length };
}
