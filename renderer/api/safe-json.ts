/**
 * A JSON encoder for request bodies that host pages cannot bend. Prototype.js defines
 * `Array.prototype.toJSON` (which makes `JSON.stringify([1])` yield `"[1]"` — a string), pages pollute
 * `Object.prototype`, and some replace `JSON.stringify` itself. For plain data on a clean page the output is
 * byte-for-byte what `JSON.stringify` gives; on a hostile page it is still what the data says: only own
 * enumerable string keys, arrays element by element, no inherited `toJSON`.
 *
 * The built-ins it relies on are captured when this module loads, before a page can swap them later.
 */

const objectEntries = Object.entries;
const isArray = Array.isArray;
const dateToIso = Date.prototype.toISOString;
const dateGetTime = Date.prototype.getTime;
const numberValueOf = Number.prototype.valueOf;
const stringValueOf = String.prototype.valueOf;
const booleanValueOf = Boolean.prototype.valueOf;
const numberIsNaN = Number.isNaN;
/**
 * The native encoder, for primitives only: JSON.stringify looks for `toJSON` on objects alone, so a string or
 * a number comes out as on a clean page (well-formed quoting and escapes; NaN and ±Infinity as null) whatever
 * the page did to the prototypes.
 */
const primitive: (value: string | number) => string = JSON.stringify;

/** Unwraps a value the way JSON.stringify's SerializeJSONProperty does, without calling any toJSON. */
function unwrap(value: unknown): unknown {
  if (value instanceof Date) {
    return numberIsNaN(dateGetTime.call(value)) ? null : dateToIso.call(value);
  }
  if (value instanceof Number) return numberValueOf.call(value);
  if (value instanceof String) return stringValueOf.call(value);
  if (value instanceof Boolean) return booleanValueOf.call(value);
  return value;
}

function encode(raw: unknown, stack: object[]): string | undefined {
  const value = unwrap(raw);
  switch (typeof value) {
    case 'string':
    case 'number':
      return primitive(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'bigint':
      throw new TypeError('Do not know how to serialize a BigInt');
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined;
  }
  if (value === null || typeof value !== 'object') return 'null';
  if (stack.includes(value)) throw new TypeError('Converting circular structure to JSON');
  stack.push(value);
  let out: string;
  if (isArray(value)) {
    const parts: string[] = [];
    for (let i = 0; i < value.length; i++) parts.push(encode(value[i], stack) ?? 'null');
    out = `[${parts.join(',')}]`;
  } else {
    const parts: string[] = [];
    for (const [key, item] of objectEntries(value)) {
      const encoded = encode(item, stack);
      if (encoded !== undefined) parts.push(`${primitive(key)}:${encoded}`);
    }
    out = `{${parts.join(',')}}`;
  }
  stack.pop();
  return out;
}

/**
 * Serialises `value` like `JSON.stringify(value)` would on a clean page, ignoring inherited `toJSON` and
 * inherited enumerable properties. Returns undefined for a top-level undefined, function or symbol, and
 * throws a TypeError for a BigInt or a cycle, as JSON.stringify does.
 */
export function safeStringify(value: unknown): string | undefined {
  return encode(value, []);
}

/** The size in bytes of a body as the client sends it (UTF-8 JSON). */
export function jsonBytes(body: unknown): number {
  return new TextEncoder().encode(safeStringify(body)).length;
}
