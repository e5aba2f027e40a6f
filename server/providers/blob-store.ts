/**
 * Where large uploads (session recordings) are kept, as received. The filesystem store writes one file per
 * key under BLOB_DIR; keys are made by the server (never taken from a request), so no path can escape it.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface BlobStore {
  put(key: string, data: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
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
      // Write then rename: a reader never sees half a recording.
      const temporary = `${path}.${process.pid}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
