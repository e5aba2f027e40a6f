/**
 * One `npm start` per data folder. A second one on the same folder would re-point the demo app's Stripe
 * connection to its own fake and, once stopped, leave the first one's demo page answering 500. So the folder is
 * held by a lock file naming the process; a second start on it is refused with what to do, and a lock left by a
 * process that is gone (killed, crashed) is taken over, as is one naming this very process (a container
 * restarted after a kill gets the same small process id again). A lock file still empty is being written by a
 * start that has just begun: held, unless it is older than {@link EMPTY_LOCK_GRACE_MS}.
 */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'npm-start.pid';
/** How long a lock file may stay empty while the start that made it writes its process id. */
export const EMPTY_LOCK_GRACE_MS = 5_000;

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

/** Whether the lock file says another live process holds the folder (or one is writing it right now). */
function isHeld(path: string): { by: number | null } | null {
  const holder = holderOf(path);
  if (holder === null) {
    const age = Date.now() - (statSafe(path)?.mtimeMs ?? 0);
    return age < EMPTY_LOCK_GRACE_MS ? { by: null } : null;
  }
  return holder !== process.pid && isRunning(holder) ? { by: holder } : null;
}

function statSafe(path: string) {
  try {
    return statSync(path);
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
      const held = isHeld(path);
      if (held)
        throw new Error(
          `${dataDir} is in use by another npm start${held.by === null ? '' : ` (process ${held.by})`}: stop that one first, or use it (its URLs are printed where it runs). If none runs, delete ${path}.`,
        );
      // Left by a process that is gone: take it over.
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not take ${dataDir} for npm start: remove ${path} and try again`);
}
