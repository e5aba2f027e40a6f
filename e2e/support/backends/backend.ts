/**
 * The backend a browser suite runs against, behind one face: an origin the widget calls (its `apiBase`)
 * that also answers the mock's control API (/__mock/reset, load, requests, emails), so a suite seeds its
 * fixture and reads what the backend received the same way on either target.
 *
 * - `mock`: the in-memory simulator (mocks/), as a Node server in the test process.
 * - `server`: the real server (server/) on SQLite in the test process, a fresh database for each reset or
 *   load, with the database-kept billing provider and a capturing mailer, behind a recording proxy that
 *   answers the control API (server-backend.ts).
 * - `server-postgres`: the same on PostgreSQL (a schema of its own per reset or load).
 *
 * The playground's own mock (msw's worker in the page) needs nothing started: its suites pass no backend.
 */

import type { FailedInvoice } from '../../../contract/schemas/index.ts';
import type { AppSeed } from '../../../contract/seed.ts';
import { defaultMockApp } from '../../../fixtures/index.ts';
import type { LoggedRequest } from '../../../mocks/backend/types.ts';

export type BackendName = 'mock' | 'server' | 'server-postgres';

export interface E2eBackend {
  name: BackendName;
  /** `http://127.0.0.1:<port>`: the widget's apiBase and the control API's origin. */
  url: string;
  /** What the backend received (its request log), oldest first. */
  requests(): LoggedRequest[];
  /** Back to the seeded app: its state as seeded, an empty request log. */
  reset(): Promise<void>;
  /** The failed invoices the backend keeps for a customer of the app (its billing state, not an answer). */
  failedInvoices(customerId: string): Promise<FailedInvoice[]>;
  close(): Promise<void>;
}

/**
 * The app both backends serve: the mock's default app (app_test, its secret, every fixture) relative to
 * `now`. The server answers cross-origin calls only for registered origins: the loopback pages of the tests.
 */
export function e2eAppSeed(now: Date): AppSeed {
  return { ...defaultMockApp(now), allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*'] };
}
