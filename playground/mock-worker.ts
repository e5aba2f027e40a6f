/**
 * Starts msw's service worker for the playground. The worker script and its scope are resolved against
 * the page's base URL, so the static build works from any subpath of any static file server; the backend
 * it answers from lives in this page, seeded with the default fixtures app.
 */
import { setupWorker } from 'msw/browser';
import { defaultMockApp } from '../fixtures/index.ts';
import { createMockBackend } from '../mocks/backend/index.ts';
import { createHandlers } from '../mocks/msw/handlers.ts';

/** The worker script beside index.html (copied there by scripts/msw-init.mjs). */
export const WORKER_SCRIPT = 'mockServiceWorker.js';

/** The worker's URL and scope for a page whose base URL is `baseUri`. */
export function workerLocation(baseUri: string): { url: string; scope: string } {
  return { url: new URL(WORKER_SCRIPT, baseUri).href, scope: new URL('./', baseUri).href };
}

export type WorkerStart = { ok: true } | { ok: false; message: string };

let started: Promise<WorkerStart> | null = null;

/** Starts the worker once per page (React may ask twice); resolves when it intercepts calls. */
export function startPlaygroundWorker(baseUri: string = document.baseURI): Promise<WorkerStart> {
  started ??= (async (): Promise<WorkerStart> => {
    if (!('serviceWorker' in navigator)) {
      return {
        ok: false,
        message: 'This browser offers no service workers here (they need https or localhost).',
      };
    }
    const backend = createMockBackend({ apps: () => [defaultMockApp(new Date())] });
    const { url, scope } = workerLocation(baseUri);
    try {
      await setupWorker(...createHandlers(backend)).start({
        serviceWorker: { url, options: { scope } },
        onUnhandledRequest: 'bypass',
        quiet: true,
      });
      return { ok: true };
    } catch (error) {
      return { ok: false, message: `The mock backend did not start: ${String(error)}` };
    }
  })();
  return started;
}
