/**
 * Which backends a browser suite runs on. Every suite runs on the mock (fast, with fault injection); the
 * suites listed in docs/quality.md ("Browser suites on the real server") run on the server too — one full
 * suite of the cancel flow, of each wall and of the managed flow, not every suite twice (CI time).
 */
import { describe } from 'vitest';
import type { BackendName } from './backend.ts';

/** The mock, then the real server. */
export const MOCK_AND_SERVER: readonly BackendName[] = ['mock', 'server'];
/** The mock, then the real server on SQLite and on PostgreSQL: for the suite of money actions only (CI time). */
export const MOCK_AND_BOTH_DATABASES: readonly BackendName[] = ['mock', 'server', 'server-postgres'];

/**
 * Registers `suite` once per backend, each in a `describe` named for it, so its hooks (a harness started in
 * beforeAll) are scoped to that backend and the report says which one a test ran on.
 */
export function describeOnBackends(
  backends: readonly BackendName[],
  suite: (backend: BackendName) => void,
): void {
  for (const backend of backends) describe(`on the ${backend}`, () => suite(backend));
}
