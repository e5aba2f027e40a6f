import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { unrunModule } from './weighted-floor.ts';

const CHUNK = [
  'import"./holdfast-rolldown-runtime-abc.js";',
  'var e=[`init`];globalThis.ran=(globalThis.ran??0)+1;',
  'function t(n){return n+e.length}',
  'export{t as a,e as b};',
  '//# sourceMappingURL=holdfast-main-abc.js.map',
].join('');

describe('the weighted floor carries our code unrun', () => {
  it('holds every top-level statement of the chunk, and no import, export or trailing comment', () => {
    const module = unrunModule(CHUNK);
    expect(module).toContain('var e=[`init`];');
    expect(module).toContain('function t(n){return n+e.length}');
    expect(module).not.toMatch(/import|export|sourceMappingURL/);
  });

  it('runs none of it when loaded, yet the code is all there', () => {
    const context: { ran?: number; holdfastBenchWeight?: () => void } = {};
    runInNewContext(unrunModule(CHUNK), context);
    expect(context.ran).toBeUndefined();
    context.holdfastBenchWeight?.();
    expect(context.ran).toBe(1);
  });
});
