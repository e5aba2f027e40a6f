/**
 * The playground's mock backend: msw's service worker answering the widget's calls from the simulator,
 * seeded with the default fixtures app. The worker script is copied by `npm run msw:init`.
 */
import { setupWorker } from 'msw/browser';
import type { AppSeed } from '../contract/seed.ts';
import { defaultMockApp } from '../fixtures/mock-app.ts';
import { createMockBackend, type MockBackend } from './backend/backend.ts';
import { createHandlers } from './msw/handlers.ts';

export interface MockWorkerOptions {
  /** The apps to serve; the default fixtures app by default. */
  apps?: AppSeed[] | (() => AppSeed[]);
  /** Where the worker script is served (the playground's public folder). */
  serviceWorkerUrl?: string;
}

/** Starts the service worker; resolves once it intercepts calls. */
export async function startMockWorker(options: MockWorkerOptions = {}): Promise<{
  backend: MockBackend;
  stop: () => void;
}> {
  const backend = createMockBackend({ apps: options.apps ?? (() => [defaultMockApp()]) });
  const worker = setupWorker(...createHandlers(backend));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
  });
  return { backend, stop: () => worker.stop() };
}
