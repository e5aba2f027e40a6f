/** Starts a browser suite's backend by name (backend.ts). */
import type { BackendName, E2eBackend } from './backend.ts';
import { startMockBackend } from './mock-backend.ts';
import { startServerBackend } from './server-backend.ts';

/** The mock or the real server (on SQLite or PostgreSQL), serving the e2e app with its fixtures relative to `now`. */
export function startBackend(name: BackendName, now: Date): Promise<E2eBackend> {
  return name === 'mock' ? startMockBackend(now) : startServerBackend(now, name);
}
