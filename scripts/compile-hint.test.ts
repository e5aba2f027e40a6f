import { type RawSourceMap, SourceMapConsumer } from 'source-map-js';
import { minify } from 'terser';
import { describe, expect, it } from 'vitest';
import { COMPILE_ALL_FUNCTIONS_HINT, withCompileHint } from './compile-hint.ts';

const SOURCE = `export function fee(plan) {
  const months = plan.annual ? 12 : 1;
  return plan.monthly * months;
}
`;

async function minified(): Promise<{ code: string; map: RawSourceMap }> {
  const once = await minify(
    { 'src/fee.ts': SOURCE },
    { module: true, compress: false, mangle: true, sourceMap: { includeSources: true } },
  );
  if (!once.code || typeof once.map !== 'string') throw new Error('no minification');
  return { code: once.code, map: JSON.parse(once.map) };
}

describe('the compile hint on the main chunk', () => {
  it('is the first line, and the map still points every position at the same source', async () => {
    const { code, map } = await minified();
    const hinted = withCompileHint({ code, mappings: map.mappings });
    expect(hinted.code.split('\n')[0]).toBe(COMPILE_ALL_FUNCTIONS_HINT);
    const before = new SourceMapConsumer(map).originalPositionFor({ line: 1, column: code.indexOf('12') });
    const after = new SourceMapConsumer({ ...map, mappings: hinted.mappings ?? '' }).originalPositionFor({
      line: 2,
      column: hinted.code.split('\n')[1]?.indexOf('12') ?? -1,
    });
    expect(before).toMatchObject({ source: 'src/fee.ts', line: 2 });
    expect(after).toEqual(before);
  });

  it('leaves the code as it was after the comment, so the module does the same', async () => {
    const { code } = await minified();
    const hinted = withCompileHint({ code, mappings: null });
    expect(hinted).toEqual({ code: `${COMPILE_ALL_FUNCTIONS_HINT}\n${code}`, mappings: null });
    const module = await import(`data:text/javascript,${encodeURIComponent(hinted.code)}`);
    expect(module.fee({ monthly: 5, annual: true })).toBe(60);
  });

  it('is added once, however often the step runs', () => {
    const once = withCompileHint({ code: 'export const a=1;', mappings: 'AAAA' });
    expect(withCompileHint(once)).toEqual(once);
  });
});
