import { describe, expect, it } from 'vitest';
import { workerLocation } from './mock-worker.ts';

describe("msw's worker works from any subpath", () => {
  it('resolves the worker script and its scope against the page, not the origin root', () => {
    expect(workerLocation('http://127.0.0.1:4173/some/deep/subpath/')).toEqual({
      url: 'http://127.0.0.1:4173/some/deep/subpath/mockServiceWorker.js',
      scope: 'http://127.0.0.1:4173/some/deep/subpath/',
    });
  });

  it('ignores the page file name, query and fragment', () => {
    expect(workerLocation('https://example.test/play/index.html?mode=TEST#state=e30')).toEqual({
      url: 'https://example.test/play/mockServiceWorker.js',
      scope: 'https://example.test/play/',
    });
  });

  it('at the root of the dev server it is /mockServiceWorker.js', () => {
    expect(workerLocation('http://localhost:5173/').url).toBe('http://localhost:5173/mockServiceWorker.js');
  });
});
