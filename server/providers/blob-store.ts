/**
 * Where large uploads (session recordings) are kept, as received. The filesystem store writes one file per
 * key under BLOB_DIR; keys are made by the server (never taken from a request), so no path can escape it.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export interface BlobStore {
  /** Stores `data` under `key`, replacing what was there; on a failure the key keeps what it had. */
  put(key: string, data: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  /** Deletes the key's data; a key already gone is no error, so a delete is safe to repeat. */
  delete(key: string): Promise<void>;
}

/**
 * Refuses a BLOB_DIR the server cannot write (a read-only mount, a wrong owner, a path under /proc): it used to
 * start, and each recording then failed at its upload with EACCES in the log. Made when missing, as a put does.
 */
export async function checkBlobDirWritable(root: string): Promise<void> {
  const probe = join(root, `.write-check-${randomUUID()}`);
  try {
    await makeDirectory(root);
    await writeFile(probe, '');
    await rm(probe, { force: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new Error(`BLOB_DIR ${root} cannot be written (${code}): session recordings are stored there`);
  }
}

function codeOf(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

/**
 * `mkdir -p` a level at a time. Node's recursive mkdir never ends under /proc (BLOB_DIR=/proc/self/blobs hung
 * the start): the folder answers ENOENT, its parent exists, and it tries the folder again, forever. Here a
 * second ENOENT once the parent exists is the answer.
 */
async function makeDirectory(path: string): Promise<void> {
  try {
    await mkdir(path);
    return;
  } catch (error) {
    if (codeOf(error) === 'EEXIST') return;
    if (codeOf(error) !== 'ENOENT' || dirname(path) === path) throw error;
  }
  await makeDirectory(dirname(path));
  await mkdir(path).catch((error: unknown) => {
    if (codeOf(error) !== 'EEXIST') throw error;
  });
}

const SAFE_KEY = /^[a-zA-Z0-9_-]+(\/[a-zA-Z0-9_.-]+)*$/;

export function createFileBlobStore(root: string): BlobStore {
  function pathOf(key: string): string {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe blob key: ${key}`);
    return join(root, key);
  }
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(join(path, '..'), { recursive: true });
      // Write then rename: a reader never sees half a recording. The temporary name is the write's own, so two
      // uploads to one session at once never write into one file; a failed write leaves none behind (a full disk
      // would otherwise keep half a recording, which no row names and no purge finds).
      const temporary = `${path}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, data);
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
