import { SourceMapConsumer } from 'source-map-js';
import { minify } from 'terser';
import { describe, expect, it } from 'vitest';
import { minifyAgain } from './terser-after-minify.ts';

/** A module as our sources have it, and the same minified once, with its map, as rolldown hands it on. */
const SOURCE = `export function fee(plan) {
  const monthly = plan.monthly;
  const months = plan.annual ? 12 : 1;
  if (monthly === undefined) { return undefined; }
  return monthly * months;
}
export const LABEL = 'fee';
`;

async function minifiedOnce(): Promise<{ code: string; map: string }> {
  const once = await minify(
    { 'src/fee.ts': SOURCE },
    { module: true, compress: false, mangle: true, sourceMap: { url: 'fee.js.map', includeSources: true } },
  );
  if (!once.code || typeof once.map !== 'string') throw new Error('no first minification');
  return { code: once.code, map: once.map };
}

async function run(code: string): Promise<{ fee: (plan: object) => unknown; LABEL: unknown }> {
  return import(`data:text/javascript,${encodeURIComponent(code)}`);
}

describe('the second minification of the script-tag chunks', () => {
  it('makes a module smaller and keeps what it does and what it exports', async () => {
    const once = await minifiedOnce();
    const again = await minifyAgain({ ...once, fileName: 'fee.js', module: true });
    expect(again.code.length).toBeLessThan(once.code.length);
    const before = await run(once.code);
    const after = await run(again.code);
    for (const plan of [{ monthly: 5, annual: true }, { monthly: 5 }, {}])
      expect(after.fee(plan)).toBe(before.fee(plan));
    expect(after.LABEL).toBe('fee');
  });

  it('keeps the map comment and composes the map, so it still points at our sources', async () => {
    const once = await minifiedOnce();
    const again = await minifyAgain({ ...once, fileName: 'dist/fee.js', module: true });
    expect(again.code.endsWith('//# sourceMappingURL=fee.js.map')).toBe(true);
    const map = JSON.parse(again.map ?? '{}');
    expect(map.sources).toEqual(['src/fee.ts']);
    expect(map.sourcesContent).toEqual([SOURCE]);
    const at = again.code.indexOf('12');
    const original = new SourceMapConsumer(map).originalPositionFor({ line: 1, column: at });
    expect(original).toMatchObject({ source: 'src/fee.ts', line: 3 });
  });

  it('leaves a classic script’s top-level names alone, and a chunk without a map without one', async () => {
    const script = 'var holdfastLoader=function(){return 1}();';
    const again = await minifyAgain({ code: script, map: null, fileName: 'holdfast.js', module: false });
    expect(again.map).toBeNull();
    expect(again.code).toContain('holdfastLoader');
  });
});
