import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_LOCK_GRACE_MS, lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
const children: ChildProcess[] = [];
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'holdfast-data-lock-'));
  dirs.push(dir);
  return dir;
};
const lockFile = (dir: string) => join(dir, 'npm-start.pid');
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('one npm start per data folder', () => {
  it('refuses a start on a folder another running process holds, naming it and what to do', () => {
    const dir = newDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    children.push(other);
    writeFileSync(lockFile(dir), `${other.pid}\n`);
    expect(() => lockDataDir(dir)).toThrow(
      `${dir} is in use by another npm start (process ${other.pid}): stop that one first, or use it (its URLs are printed where it runs). If none runs, delete ${lockFile(dir)}.`,
    );
  });

  it('takes, releases, and takes again; a lock naming this process (a restarted container) is its own', () => {
    const dir = newDir();
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(dir), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile(dir))).toBe(false);
    writeFileSync(lockFile(dir), `${process.pid}\n`);
    lockDataDir(dir)();
  });

  it('takes over a folder whose lock a process that is gone left (killed, crashed)', () => {
    const dir = newDir();
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(lockFile(dir), `${gone}\n`);
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(dir), 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('an empty lock is a start writing it: held at first, taken over once older than the grace', () => {
    const dir = newDir();
    writeFileSync(lockFile(dir), '');
    expect(() => lockDataDir(dir)).toThrow(`${dir} is in use by another npm start: stop that one first`);
    const old = (Date.now() - EMPTY_LOCK_GRACE_MS - 1_000) / 1000;
    utimesSync(lockFile(dir), old, old);
    lockDataDir(dir)();
  });

  it('makes the folder of a first start', () => {
    const dir = join(newDir(), 'data', 'demo');
    lockDataDir(dir)();
    expect(existsSync(dir)).toBe(true);
  });
});
