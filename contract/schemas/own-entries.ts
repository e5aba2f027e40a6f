/**
 * Host pages sometimes add enumerable properties to Object.prototype (old libraries, prototype pollution).
 * valibot's object schemas walk their entries with `for...in`, so an inherited key (`polluted`) is taken
 * for an entry and its value (`'yes'`) run as a schema: every parse throws, and init with it. Giving every
 * entries object a null prototype makes `for...in` see only the schema's own keys.
 *
 * `ownEntries(schema)` does that, in place, for a schema and everything nested in it, once per schema; parse
 * sites that run in host pages pass their schema through it. The walk costs a few milliseconds for the embed
 * answer's schema, so it is done only on a page whose Object.prototype has an enumerable key (checked at every
 * call, so a page polluted later is still caught before the next parse).
 */
import { isRecord } from '../is-record.ts';

const hardened = new WeakSet<object>();

/** A valibot schema, action or pipe item: a plain object with a `kind`. */
function isValibotNode(value: unknown): value is Record<string, unknown> {
  return isRecord(value) && typeof value.kind === 'string';
}

function visit(node: Record<string, unknown>): void {
  if (hardened.has(node)) return;
  hardened.add(node);
  const entries = node.entries;
  // In place, not a copy: a wrapper made by spreading a schema (v.fallback, v.pipe's parts) shares the entries
  // object with the schema its own `~run` calls, which this walk cannot reach.
  if (isRecord(entries) && Object.getPrototypeOf(entries) !== null) Object.setPrototypeOf(entries, null);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isValibotNode(item)) visit(item);
    } else if (isValibotNode(value)) {
      visit(value);
    } else if (value === node.entries && isRecord(value)) {
      for (const entry of Object.values(value)) if (isValibotNode(entry)) visit(entry);
    }
  }
}

/** True when `for...in` over a plain object would see an inherited key. */
export function isObjectPrototypePolluted(): boolean {
  for (const _key in {}) return true;
  return false;
}

/** The same schema, its (and its nested schemas') entries now immune to a polluted Object.prototype. */
export function ownEntries<T>(schema: T): T {
  if (isValibotNode(schema) && isObjectPrototypePolluted()) visit(schema);
  return schema;
}
