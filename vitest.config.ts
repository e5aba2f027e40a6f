import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit tests (pure rules, api client, mock backend, fixtures) run in Node; component tests (*.test.tsx)
// run in jsdom. Browser tests live in e2e/ with their own config.
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            '{contract,renderer,mocks,integration,fixtures,playground,scripts,bench,dashboard}/**/*.test.ts',
          ],
          setupFiles: ['./renderer/setup-delivery.testing.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The server and its contract suite: real SQLite files and a real PostgreSQL (127.0.0.1:5432); the
          // Stripe fake the server's Stripe adapter is proven against, driven by the official SDK.
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'stripe-fake/**/*.test.ts'],
          // Real HTTP and database work (50 parallel money actions, a database copied table by table): vitest's
          // 5 s default is for in-memory tests, and a starved CPU timed these out while they still progressed.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['{renderer,playground,mocks,integration,dashboard}/**/*.test.tsx'],
          setupFiles: ['./renderer/setup-delivery.testing.ts', './renderer/setup-dom.testing.ts'],
          // Longer than a Testing Library wait (5 s, setup-dom.testing.ts), so a wrong view fails with what it
          // waited for, not with a bare timeout.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
