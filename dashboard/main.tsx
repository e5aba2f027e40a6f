import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createDashboardClient } from './api/client.ts';
import { watchSession } from './api/session-watch.ts';
import { App } from './app.tsx';
import { createFlowsClient } from './flows/flows-client.ts';
import './styles.css';

const root = document.getElementById('root');
// Both clients' calls go through the watch, so a session that ended is noticed whichever page made the call.
const session = watchSession(window.fetch.bind(window));
if (root)
  createRoot(root).render(
    <StrictMode>
      <App
        client={createDashboardClient(session.fetch)}
        flows={createFlowsClient(session.fetch)}
        session={session}
      />
    </StrictMode>,
  );
