/**
 * The playground's entry: wires the real widget, the msw worker and the control client into the app. The
 * widget calls and the control calls go to this page's own origin, where the worker answers them, so the
 * playground needs no backend and no network whatever static host or subpath serves it — unless
 * `?backend=<origin>` names a running one (backend-origin.ts).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MOCK_APP_ID, MOCK_APP_SECRET } from '../fixtures/index.ts';
import { computeAuthHash } from '../mocks/backend/index.ts';
import { App, type AppDeps } from './app.tsx';
import { externalBackendOrigin } from './backend-origin.ts';
import { createExperienceTracker } from './experiences.ts';
import { customerChoices, FIXTURE_NAMES } from './fixture-catalog.ts';
import { createMockControl } from './mock-control.ts';
import { startPlaygroundWorker } from './mock-worker.ts';
import { holdfast, widgetAvailable } from './widget.ts';
import './styles.css';

const origin = window.location.origin;
const external = externalBackendOrigin(window.location.search);
const backend = external ?? origin;

const deps: AppDeps = {
  widget: holdfast,
  widgetAvailable,
  experiences: createExperienceTracker(),
  control: createMockControl(backend),
  sign: (id) => computeAuthHash(MOCK_APP_SECRET, id),
  appId: MOCK_APP_ID,
  apiBase: backend,
  now: () => new Date(),
  // An external backend is already running: there is no worker to start.
  startWorker: () => (external ? Promise.resolve({ ok: true }) : startPlaygroundWorker(document.baseURI)),
  names: FIXTURE_NAMES,
  customers: customerChoices(new Date()),
};

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App deps={deps} />
    </StrictMode>,
  );
}
