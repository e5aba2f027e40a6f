import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { coreImportsIn, EMBED_FILES } from '../vite.config.ts';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('the loader learns what the built core imports', () => {
  it("names the core's relative static imports and re-exports, not its dynamic ones nor other specifiers", () => {
    dir = mkdtempSync(join(tmpdir(), 'holdfast-core-'));
    writeFileSync(
      join(dir, EMBED_FILES.core),
      [
        'import"./holdfast-main-Ab_1.js";',
        'export{t as P}from"./holdfast-shared-Q.js";',
        'export*from"./holdfast-all-R.js";',
        'import{a}from"https://elsewhere.test/x.js";',
        'const b=1;export{b};',
        'a(()=>import("./holdfast-de-Z.js"));',
      ].join(''),
    );
    expect(coreImportsIn(dir)).toEqual([
      'holdfast-main-Ab_1.js',
      'holdfast-shared-Q.js',
      'holdfast-all-R.js',
    ]);
  });

  it('refuses to build a loader before its core', () => {
    dir = mkdtempSync(join(tmpdir(), 'holdfast-core-'));
    expect(() => coreImportsIn(dir ?? '')).toThrow(/build the core before the loader/);
  });
});
