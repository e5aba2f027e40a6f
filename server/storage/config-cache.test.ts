import { describe, expect, it } from 'vitest';
import { CONFIG_CACHE_ENTRIES, createConfigCache } from './config-cache.ts';

/** A loader that counts its reads and answers the value it holds now. */
function source<T>(initial: T) {
  const state = { value: initial, reads: 0 };
  return {
    state,
    load: async () => {
      state.reads += 1;
      return structuredClone(state.value);
    },
  };
}

function clockAt(start = 0) {
  const clock = { now: start };
  return { clock, read: () => clock.now };
}

describe('config cache', () => {
  it('reads once within the time kept, and again once it has passed', async () => {
    const { clock, read } = clockAt();
    const cache = createConfigCache(1_000, read);
    const app = source({ name: 'Acme' });
    expect(await cache.read('app_1', 'app', app.load)).toEqual({ name: 'Acme' });
    app.state.value = { name: 'Acme 2' };
    clock.now = 999;
    expect(await cache.read('app_1', 'app', app.load)).toEqual({ name: 'Acme' });
    expect(app.state.reads).toBe(1);
    clock.now = 1_000;
    expect(await cache.read('app_1', 'app', app.load)).toEqual({ name: 'Acme 2' });
    expect(app.state.reads).toBe(2);
  });

  it('sees a change at once after forget, for every part of that app only', async () => {
    const cache = createConfigCache(60_000, clockAt().read);
    const [secrets, catalog, other] = [source(['s1']), source(['c1']), source(['o1'])];
    await cache.read('app_1', 'secrets', secrets.load);
    await cache.read('app_1', 'catalog', catalog.load);
    await cache.read('app_2', 'secrets', other.load);
    secrets.state.value = ['s2'];
    catalog.state.value = ['c2'];
    other.state.value = ['o2'];
    cache.forget('app_1');
    expect(await cache.read('app_1', 'secrets', secrets.load)).toEqual(['s2']);
    expect(await cache.read('app_1', 'catalog', catalog.load)).toEqual(['c2']);
    expect(await cache.read('app_2', 'secrets', other.load)).toEqual(['o1']);
  });

  it('shares one read between concurrent callers', async () => {
    const cache = createConfigCache(1_000, clockAt().read);
    const app = source(1);
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.read('app_1', 'app', app.load)));
    expect(answers).toEqual(Array(20).fill(1));
    expect(app.state.reads).toBe(1);
  });

  it('keeps neither a failed read nor a value `keep` refuses', async () => {
    const cache = createConfigCache(1_000, clockAt().read);
    let reads = 0;
    const failing = async () => {
      reads += 1;
      throw new Error('database gone');
    };
    await expect(cache.read('app_1', 'app', failing)).rejects.toThrow('database gone');
    await expect(cache.read('app_1', 'app', failing)).rejects.toThrow('database gone');
    expect(reads).toBe(2);
    const missing = source<null | string>(null);
    const keepFound = (value: string | null) => value !== null;
    expect(await cache.read('app_nobody', 'app', missing.load, keepFound)).toBeNull();
    missing.state.value = 'created since';
    expect(await cache.read('app_nobody', 'app', missing.load, keepFound)).toBe('created since');
  });

  it('freezes what it keeps, so no caller can change it for the next', async () => {
    const cache = createConfigCache(1_000, clockAt().read);
    const kept = await cache.read('app_1', 'catalog', source({ coupons: [{ id: 'c' }] }).load);
    expect(() => kept.coupons.push({ id: 'd' })).toThrow(TypeError);
    expect(() => {
      (kept.coupons[0] as { id: string }).id = 'x';
    }).toThrow(TypeError);
  });

  it('keeps nothing when the time kept is 0', async () => {
    const cache = createConfigCache(0, clockAt().read);
    const app = source(1);
    await cache.read('app_1', 'app', app.load);
    await cache.read('app_1', 'app', app.load);
    expect(app.state.reads).toBe(2);
  });

  it('stays bounded whatever app ids arrive', async () => {
    const cache = createConfigCache(60_000, clockAt().read);
    const first = source('first');
    await cache.read('app_0', 'app', first.load);
    for (let index = 1; index <= CONFIG_CACHE_ENTRIES; index += 1) {
      await cache.read(`app_${index}`, 'app', async () => index);
    }
    // The oldest app was dropped to make room: read again.
    await cache.read('app_0', 'app', first.load);
    expect(first.state.reads).toBe(2);
    // The newest is still kept.
    let newest = 0;
    await cache.read(`app_${CONFIG_CACHE_ENTRIES}`, 'app', async () => {
      newest += 1;
      return 0;
    });
    expect(newest).toBe(0);
  });
});
