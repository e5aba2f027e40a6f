/** `npm start` rebuilds the embed or dashboard only when an output is missing or a source is newer. */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asProduction, buildWhatIsStale, staleReason } from './build-steps.ts';

let dir: string;
const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds));

function file(path: string, seconds: number): string {
  const full = join(dir, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, path);
  utimesSync(full, at(seconds), at(seconds));
  return full;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'holdfast-build-steps-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function target() {
  file('src/a.ts', 10);
  file('src/deep/b.ts', 20);
  const config = file('package.json', 5);
  const outputs = [file('out/loader.js', 30), file('out/core.js', 40)];
  // Folders' own times must not count as changes: only the files in them.
  utimesSync(join(dir, 'src'), at(10), at(10));
  utimesSync(join(dir, 'src', 'deep'), at(10), at(10));
  return { outputs, sources: [join(dir, 'src'), config] };
}

it('is up to date when every output is newer than every source', () => {
  expect(staleReason(target())).toBeNull();
});

it('is stale when an output is missing', () => {
  const built = target();
  rmSync(built.outputs[1]!);
  expect(staleReason(built)).toBe(`${built.outputs[1]} is missing`);
});

it('is stale when a file deep in a source folder changed after the oldest output', () => {
  const built = target();
  file('src/deep/b.ts', 35);
  expect(staleReason(built)).toBe(`${join(dir, 'src')} changed since it was built`);
});

it('builds only the stale targets', async () => {
  const ran: string[] = [];
  const fresh = { ...target(), label: 'fresh', run: async () => ran.push('fresh') };
  const stale = {
    outputs: [join(dir, 'out/none.js')],
    sources: [],
    label: 'stale',
    run: async () => ran.push('stale'),
  };
  const lines: string[] = [];
  await buildWhatIsStale([fresh, stale], (line) => lines.push(line));
  expect(ran).toEqual(['stale']);
  expect(lines[0]).toContain('building the stale');
});

describe('asProduction', () => {
  it('runs the build with NODE_ENV production and gives the process its own back, after a failure too', async () => {
    const before = process.env.NODE_ENV;
    try {
      process.env.NODE_ENV = 'test';
      expect(await asProduction(async () => process.env.NODE_ENV)).toBe('production');
      expect(process.env.NODE_ENV).toBe('test');
      await expect(
        asProduction(async () => {
          throw new Error('build failed');
        }),
      ).rejects.toThrow('build failed');
      expect(process.env.NODE_ENV).toBe('test');
      delete process.env.NODE_ENV;
      await asProduction(async () => undefined);
      expect('NODE_ENV' in process.env).toBe(false);
    } finally {
      if (before === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = before;
    }
  });
});
