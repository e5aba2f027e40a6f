/**
 * `server/main.ts <args>` in a process of its own, as `npm run server` runs it, on the SQLite file and blob
 * folder under `dir`: for the tests of what the command prints and how it stops.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export interface ServerCommand {
  child: ReturnType<typeof spawn>;
  exited: Promise<number | null>;
  /** What it has printed on stdout so far. */
  output: () => string;
  /** Its exit code (-1 when a signal ended it), null while it runs. */
  exitCode: () => number | null;
}

export function runServerCommand(
  dir: string,
  args: string[],
  env: Record<string, string> = {},
): ServerCommand {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...args], {
    env: {
      ...process.env,
      DATABASE_URL: `sqlite:${join(dir, 'holdfast.sqlite')}`,
      BLOB_DIR: join(dir, 'blobs'),
      PORT: '0',
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    child,
    exited,
    output: () => output,
    exitCode: () => child.exitCode ?? (child.signalCode ? -1 : null),
  };
}

/** The first match of `pattern` in what `server` prints, once it appears; refused once the server has exited. */
export async function waitForOutput(server: ServerCommand, pattern: RegExp): Promise<RegExpExecArray> {
  for (;;) {
    const found = pattern.exec(server.output());
    if (found) return found;
    if (server.exitCode() !== null) throw new Error(`exited ${server.exitCode()} before printing ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
