// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStore } from './browser-store.ts';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('browserStore: localStorage behind the KeyValueStore', () => {
  it('keeps, reads and removes values', () => {
    const store = browserStore();
    store.set('holdfast:test', 'yes');
    expect(store.get('holdfast:test')).toBe('yes');
    expect(localStorage.getItem('holdfast:test')).toBe('yes');
    store.remove('holdfast:test');
    expect(store.get('holdfast:test')).toBeNull();
  });

  it('touches localStorage only on first use, not when made (a first touch can block)', () => {
    const reach = vi.spyOn(window, 'localStorage', 'get');
    const store = browserStore();
    expect(reach).not.toHaveBeenCalled();
    store.get('holdfast:test');
    store.get('holdfast:test');
    expect(reach).toHaveBeenCalledTimes(1);
  });

  it('storage that throws (denied, private mode) remembers nothing and breaks nothing', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const store = browserStore();
    expect(() => store.set('holdfast:test', 'yes')).not.toThrow();
    expect(store.get('holdfast:test')).toBeNull();
    expect(() => store.remove('holdfast:test')).not.toThrow();
  });
});
