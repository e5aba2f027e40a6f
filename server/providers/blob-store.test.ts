/** The file blob store under a temporary BLOB_DIR: what a failed write leaves, concurrent writes, deletes. */
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileBlobStore } from './blob-store.ts';

const MIB = 1024 * 1024;

describe('the file blob store', () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'holdfast-blobs-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('a write that fails leaves no half-written file behind', async () => {
    const store = createFileBlobStore(root);
    // A folder where the file goes: the data is written, then the rename into place fails.
    mkdirSync(join(root, 'app', 'sess_1.deflate'), { recursive: true });
    await expect(store.put('app/sess_1.deflate', new Uint8Array(MIB))).rejects.toThrow();
    expect(readdirSync(join(root, 'app'))).toEqual(['sess_1.deflate']);
  });

  it('two writes to one key at once both succeed, and one of them is kept whole', async () => {
    const store = createFileBlobStore(root);
    const first = new Uint8Array(4 * MIB).fill(1);
    const second = new Uint8Array(4 * MIB).fill(2);
    await Promise.all([store.put('app/sess_2.deflate', first), store.put('app/sess_2.deflate', second)]);
    const kept = Buffer.from((await store.get('app/sess_2.deflate')) ?? []);
    expect(kept.equals(first) || kept.equals(second)).toBe(true);
    expect(readdirSync(join(root, 'app'))).toEqual(['sess_2.deflate']);
  });

  it('a delete is safe to repeat', async () => {
    const store = createFileBlobStore(root);
    await store.put('app/sess_3.deflate', new Uint8Array([1, 2, 3]));
    await store.delete('app/sess_3.deflate');
    await store.delete('app/sess_3.deflate');
    expect(await store.get('app/sess_3.deflate')).toBeNull();
  });
});
