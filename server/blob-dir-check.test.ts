/** A server refuses to start on a BLOB_DIR it cannot write, before it listens (docs/server.md "Configuration"). */
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { buildDeps, closeDeps, startServer } from './create-server.ts';
import { checkBlobDirWritable } from './providers/blob-store.ts';
import { createTestDatabase } from './testing/test-database.ts';

it('refuses to start on a BLOB_DIR it cannot write, naming it', async () => {
  const database = createTestDatabase('sqlite');
  // Under a file, so not even root can make it: it used to start, and each recording's upload then failed.
  const blocker = join(tmpdir(), `holdfast-blob-blocker-${process.pid}`);
  writeFileSync(blocker, '');
  const blobDir = join(blocker, 'blobs');
  const config = { ...readConfig({}), port: 0, databaseUrl: database.url, blobDir };
  const deps = await buildDeps(config, { logger: pino({ level: 'silent' }) });
  try {
    await expect(startServer(config, deps)).rejects.toThrow(
      `BLOB_DIR ${blobDir} cannot be written (ENOTDIR): session recordings are stored there`,
    );
  } finally {
    await closeDeps(deps);
    rmSync(blocker);
    await database.drop();
  }
}, 60_000);

// Node's recursive mkdir looped forever there, and the start with it (the test's timeout is the proof).
it.runIf(process.platform === 'linux')(
  'refuses a BLOB_DIR under /proc at once rather than hang',
  async () => {
    for (const blobDir of ['/proc/self/blobs', '/proc/self/blobs/deeper', '/proc/self'])
      await expect(checkBlobDirWritable(blobDir)).rejects.toThrow(
        `BLOB_DIR ${blobDir} cannot be written (ENOENT): session recordings are stored there`,
      );
  },
  5_000,
);
