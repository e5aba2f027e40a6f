import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { isObjectPrototypePolluted, ownEntries } from './own-entries.ts';

const POLLUTION = ['polluted', 'isAdmin'] as const;

afterEach(() => {
  for (const key of POLLUTION) Reflect.deleteProperty(Object.prototype, key);
});

function pollute(): void {
  // What a prototype-pollution bug or an old library leaves behind: enumerable, inherited by every object.
  Reflect.set(Object.prototype, 'polluted', 'yes');
  Reflect.set(Object.prototype, 'isAdmin', true);
}

const schema = () =>
  v.object({
    name: v.string(),
    nested: v.optional(v.object({ count: v.number() })),
    list: v.array(v.object({ id: v.string() })),
    kind: v.variant('type', [
      v.object({ type: v.literal('a'), a: v.string() }),
      v.object({ type: v.literal('b') }),
    ]),
    tags: v.record(v.string(), v.string()),
  });

const input = {
  name: 'x',
  nested: { count: 1 },
  list: [{ id: 'i' }],
  kind: { type: 'a', a: 'z' },
  tags: { t: 'u' },
};

describe('schemas parse on a page with a polluted Object.prototype', () => {
  it('valibot alone throws there (the failure this guards against)', () => {
    const plain = schema();
    pollute();
    expect(() => v.safeParse(plain, input)).toThrow(TypeError);
  });

  it('through ownEntries (as every parse site calls it) the same input parses to the same output, inherited keys left out', () => {
    const clean = v.parse(schema(), input);
    const used = schema();
    pollute();
    const parsed = v.safeParse(ownEntries(used), input);
    expect(parsed.success).toBe(true);
    expect(JSON.stringify(parsed.output)).toBe(JSON.stringify(clean));
    expect(Object.keys(parsed.success ? parsed.output.tags : {})).toEqual(['t']);
  });

  it('on a clean page nothing is walked; once the page is polluted, the next call hardens the schema', () => {
    const used = schema();
    const entries = used.entries;
    expect(isObjectPrototypePolluted()).toBe(false);
    expect(ownEntries(used).entries).toBe(entries);
    expect(Object.getPrototypeOf(used.entries)).not.toBeNull();
    pollute();
    expect(isObjectPrototypePolluted()).toBe(true);
    expect(v.safeParse(ownEntries(used), input).success).toBe(true);
    expect(Object.getPrototypeOf(used.entries)).toBeNull();
  });

  it('returns the schema it was given, and a second call changes nothing', () => {
    pollute();
    const hardened = schema();
    expect(ownEntries(hardened)).toBe(hardened);
    const entries = hardened.entries;
    ownEntries(hardened);
    expect(hardened.entries).toBe(entries);
    expect(Object.getPrototypeOf(hardened.entries)).toBeNull();
  });

  it('a wrapper made by spreading a schema (v.fallback, as the money actions answer) parses too', () => {
    const lenient = v.fallback(v.object({ subscription: v.optional(v.object({ id: v.string() })) }), {});
    pollute();
    const parsed = v.safeParse(ownEntries(lenient), { subscription: { id: 'sub_1' } });
    expect(parsed.success && parsed.output).toEqual({ subscription: { id: 'sub_1' } });
  });
});
