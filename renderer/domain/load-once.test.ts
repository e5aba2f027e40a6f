import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once.ts';

describe('loadOnce: a chunk is fetched once, and again only after a failure', () => {
  it('imports on the first load only and hands every caller the same module', async () => {
    const importer = vi.fn(async () => ({ name: 'walls' }));
    const chunk = loadOnce(importer);
    expect(importer).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([chunk.load(), chunk.load()]);
    expect(a).toBe(b);
    expect(await chunk.load()).toBe(a);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('says nothing has arrived until the import resolves', async () => {
    const chunk = loadOnce(async () => 42);
    expect(chunk.loaded()).toBeNull();
    const pending = chunk.load();
    expect(chunk.loaded()).toBeNull();
    await pending;
    expect(chunk.loaded()).toBe(42);
  });

  it('forgets a failed fetch, so the next load tries again and can succeed', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('module');
    const chunk = loadOnce(importer);
    await expect(chunk.load()).rejects.toThrow('offline');
    expect(chunk.loaded()).toBeNull();
    await expect(chunk.load()).resolves.toBe('module');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('hands a requested module to those who only act on one in use, and null when none was asked for', async () => {
    const chunk = loadOnce(async () => 'walls');
    expect(await chunk.requested()).toBeNull();
    const pending = chunk.requested();
    void chunk.load();
    expect(await pending).toBeNull();
    expect(await chunk.requested()).toBe('walls');
    const failing = loadOnce(() => Promise.reject(new Error('offline')));
    await failing.load().catch(() => undefined);
    expect(await failing.requested()).toBeNull();
  });
});
