import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests: Node drives one headless Chromium (playwright-core) against the built dist/. One file
// at a time in a single fork, so the 2-core machine never runs two browsers at once.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // What a browser test polls for (a scroll landing, a request arriving, a count changing) is the browser's
    // to finish: vitest's 1 s default fails a correct page on a loaded 2-core machine (a smooth wheel scroll
    // in host-scroll.e2e.ts did), so a poll gets 10 s; only a wrong page waits that long, and it still fails.
    expect: { poll: { timeout: 10_000 } },
  },
});
