import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { safeStringify } from './safe-json.ts';

/** Plain data as the widget sends it: JSON values plus what JSON.stringify converts or drops. */
const plainData = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string(),
    // Any UTF-16 code unit, so lone surrogates and control characters are covered.
    fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)) }),
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.date({ noInvalidDate: false }),
    tie('array'),
    tie('object'),
  ),
  array: fc.array(tie('value'), { maxLength: 5 }),
  object: fc.dictionary(fc.string(), tie('value'), { maxKeys: 5 }),
}));

const data = plainData.value;

/** Installs a property on a prototype for one test and returns the function that puts back what was there. */
function pollute(target: object, key: string, value: unknown, enumerable: boolean): () => void {
  const original = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { value, enumerable, configurable: true, writable: true });
  return () => {
    if (original) Object.defineProperty(target, key, original);
    else Reflect.deleteProperty(target, key);
  };
}

describe('safeStringify produces what JSON.stringify produces for plain data on a clean page', () => {
  it('matches JSON.stringify for arbitrary plain data', () => {
    fc.assert(
      fc.property(data, (value) => {
        expect(safeStringify(value)).toBe(JSON.stringify(value));
      }),
      { numRuns: 500 },
    );
  });

  it('drops undefined in objects and writes null for undefined in arrays', () => {
    expect(safeStringify({ a: undefined, b: [undefined, 1] })).toBe('{"b":[null,1]}');
  });

  it('writes a Date as its ISO string and an invalid Date as null', () => {
    expect(safeStringify({ at: new Date(Date.UTC(2026, 0, 2)) })).toBe('{"at":"2026-01-02T00:00:00.000Z"}');
    expect(safeStringify([new Date(Number.NaN)])).toBe('[null]');
  });

  it('writes NaN, Infinity and -0 as JSON.stringify does', () => {
    expect(safeStringify([Number.NaN, Number.POSITIVE_INFINITY, -0])).toBe('[null,null,0]');
  });

  it('escapes control characters, quotes, backslashes and lone surrogates', () => {
    const text = '"\\\n\t\u0001\ud800x\udc00😀';
    expect(safeStringify(text)).toBe(JSON.stringify(text));
  });

  it('returns undefined for a top-level undefined, like JSON.stringify', () => {
    expect(safeStringify(undefined)).toBeUndefined();
  });

  it('throws on a cycle and on a BigInt, like JSON.stringify', () => {
    const cyclic: { self?: unknown } = {};
    cyclic.self = cyclic;
    expect(() => safeStringify(cyclic)).toThrow(TypeError);
    expect(() => safeStringify({ n: 1n })).toThrow(TypeError);
  });

  it('writes a shared (non-cyclic) object twice', () => {
    const shared = { x: 1 };
    expect(safeStringify([shared, shared])).toBe('[{"x":1},{"x":1}]');
  });
});

describe('safeStringify ignores what a hostile host page adds to prototypes', () => {
  const restore: Array<() => void> = [];
  afterEach(() => {
    for (const undo of restore.splice(0)) undo();
    // The prototypes are clean again for the other tests.
    expect(JSON.stringify([1])).toBe('[1]');
    expect(Object.keys({})).toEqual([]);
    expect(JSON.stringify(new Date(0))).toBe('"1970-01-01T00:00:00.000Z"');
  });

  it('ignores Array.prototype.toJSON as Prototype.js defines it', () => {
    restore.push(
      pollute(
        Array.prototype,
        'toJSON',
        function (this: unknown[]) {
          return `[${this.join(',')}]`;
        },
        false,
      ),
    );
    // The native encoder is bent: the array becomes a string.
    expect(JSON.stringify({ a: [1, 2] })).toBe('{"a":"[1,2]"}');
    expect(safeStringify({ a: [1, 2] })).toBe('{"a":[1,2]}');
  });

  it('ignores an inherited Object.prototype.toJSON', () => {
    restore.push(pollute(Object.prototype, 'toJSON', () => 'hijacked', false));
    expect(JSON.stringify({ a: 1 })).toBe('"hijacked"');
    expect(safeStringify({ a: 1 })).toBe('{"a":1}');
  });

  it('ignores enumerable properties added to Object.prototype and Array.prototype', () => {
    restore.push(pollute(Object.prototype, 'polluted', 'yes', true));
    restore.push(pollute(Array.prototype, 'extra', 'yes', true));
    expect(safeStringify({ a: [1], b: { c: 2 } })).toBe('{"a":[1],"b":{"c":2}}');
  });

  it('ignores a JSON.stringify the page replaces later, and toJSON on String and Number', () => {
    restore.push(pollute(JSON, 'stringify', () => '"replaced"', false));
    restore.push(pollute(String.prototype, 'toJSON', () => 'string!', false));
    restore.push(pollute(Number.prototype, 'toJSON', () => 'number!', false));
    const written = safeStringify({ 'key "quoted"': 'line\nbreak \ud800', n: 1.5, nan: Number.NaN });
    for (const undo of restore.splice(0)) undo();
    expect(written).toBe('{"key \\"quoted\\"":"line\\nbreak \\ud800","n":1.5,"nan":null}');
  });

  it('ignores a toJSON on Date.prototype replaced by the page', () => {
    restore.push(pollute(Date.prototype, 'toJSON', () => 'not a date', false));
    expect(safeStringify({ at: new Date(Date.UTC(2026, 5, 1)) })).toBe('{"at":"2026-06-01T00:00:00.000Z"}');
  });

  it('still writes what JSON.stringify wrote on the clean page, for arbitrary data, while polluted', () => {
    const samples = fc.sample(data, 200);
    const expected = samples.map((value) => JSON.stringify(value));
    restore.push(pollute(Array.prototype, 'toJSON', () => 'array!', false));
    restore.push(pollute(Object.prototype, 'toJSON', () => 'object!', false));
    restore.push(pollute(Object.prototype, 'injected', 1, true));
    const actual = samples.map((value) => safeStringify(value));
    // Compare on a clean page again: the test runner's own reporting uses JSON.stringify.
    for (const undo of restore.splice(0)) undo();
    expect(actual).toEqual(expected);
  });
});
