import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'holdfast-data-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('one npm start per data folder', () => {
  it('refuses a second start on a folder in use, naming the process; free again once released', () => {
    const dir = newDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(
      `${dir} is in use by another npm start (process ${process.pid}): stop that one first`,
    );
    release();
    expect(existsSync(join(dir, 'npm-start.pid'))).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over a folder whose lock a process that is gone left (killed, crashed)', () => {
    const dir = newDir();
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(join(dir, 'npm-start.pid'), `${gone}\n`);
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'npm-start.pid'), 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('makes the folder of a first start', () => {
    const dir = join(newDir(), 'data', 'demo');
    lockDataDir(dir)();
    expect(existsSync(dir)).toBe(true);
  });
});
