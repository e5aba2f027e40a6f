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
const charCodeAt = String.prototype.charCodeAt;
const numberToString = Number.prototype.toString;
const numberIsFinite = Number.isFinite;
const numberIsNaN = Number.isNaN;

/** The short escapes JSON.stringify uses; other control characters become \u00XX. */
const SHORT_ESCAPES: Readonly<Record<number, string>> = {
  8: '\\b',
  9: '\\t',
  10: '\\n',
  12: '\\f',
  13: '\\r',
  34: '\\"',
  92: '\\\\',
};

function hex4(code: number): string {
  return `\\u${numberToString.call(code, 16).padStart(4, '0')}`;
}

/** Quotes a string as JSON.stringify does (ES2019 well-formed: lone surrogates are escaped). */
function quote(value: string): string {
  let out = '"';
  let start = 0;
  const length = value.length;
  for (let i = 0; i < length; i++) {
    const code: number = charCodeAt.call(value, i);
    let escaped: string | undefined;
    if (code < 0x20 || code === 0x22 || code === 0x5c) {
      escaped = SHORT_ESCAPES[code] ?? hex4(code);
    } else if (code >= 0xd800 && code <= 0xdfff) {
      const next: number = i + 1 < length ? charCodeAt.call(value, i + 1) : 0;
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        i++; // a well-formed pair is copied as is
        continue;
      }
      escaped = hex4(code);
    }
    if (escaped !== undefined) {
      out += value.slice(start, i) + escaped;
      start = i + 1;
    }
  }
  return `${out}${value.slice(start)}"`;
}

function number(value: number): string {
  return numberIsFinite(value) ? String(value) : 'null';
}

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
      return quote(value);
    case 'number':
      return number(value);
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
      if (encoded !== undefined) parts.push(`${quote(key)}:${encoded}`);
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
