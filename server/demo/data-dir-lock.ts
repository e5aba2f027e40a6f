/**
 * One `npm start` per data folder. A second one on the same folder would re-point the demo app's Stripe
 * connection to its own fake and, once stopped, leave the first one's demo page answering 500. So the folder is
 * held by a lock file naming the process; a second start on it is refused with what to do, and a lock left by a
 * process that is gone (killed, crashed) is taken over.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'npm-start.pid';

/** Whether a process with this id is running (signal 0 checks, sends nothing). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(path: string): number | null {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the folder for this process, or throws naming the process that has it. Returns the release. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  for (let tries = 0; tries < 2; tries++) {
    try {
      writeFileSync(path, `${process.pid}\n`, { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (holderOf(path) === process.pid) rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(path);
      if (holder !== null && isRunning(holder))
        throw new Error(
          `${dataDir} is in use by another npm start (process ${holder}): stop that one first, or use it (its URLs are printed where it runs)`,
        );
      // Left by a process that is gone: take it over.
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not take ${dataDir} for npm start: remove ${path} and try again`);
}
