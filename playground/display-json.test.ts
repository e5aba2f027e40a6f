import { describe, expect, it } from 'vitest';
import { toDisplayJson } from './display-json.ts';

describe('callback arguments as JSON', () => {
  it('pretty-prints plain data', () => {
    expect(toDisplayJson({ a: [1, 'x', null] })).toBe('{\n  "a": [\n    1,\n    "x",\n    null\n  ]\n}');
  });

  it('shows what JSON cannot hold instead of dropping or throwing', () => {
    function handlePause() {}
    const shown = JSON.parse(
      toDisplayJson({
        f: handlePause,
        u: undefined,
        e: new TypeError('boom'),
        n: Number.NaN,
        d: new Date(0),
      }),
    );
    expect(shown).toEqual({
      f: '[function handlePause]',
      u: '[undefined]',
      e: { name: 'TypeError', message: 'boom' },
      n: 'NaN',
      d: '1970-01-01T00:00:00.000Z',
    });
  });

  it('marks a cycle but not a value that merely appears twice', () => {
    const shared = { id: 'cus_1' };
    const cyclic: Record<string, unknown> = { shared, again: shared };
    cyclic.self = cyclic;
    expect(JSON.parse(toDisplayJson(cyclic))).toEqual({
      shared: { id: 'cus_1' },
      again: { id: 'cus_1' },
      self: '[circular]',
    });
  });

  it('survives a getter that throws', () => {
    const hostile = {
      get secret() {
        throw new Error('no');
      },
    };
    expect(toDisplayJson(hostile)).toBe('[not displayable: Error: no]');
  });
});
