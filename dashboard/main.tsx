import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createDashboardClient } from './api/client.ts';
import { App } from './app.tsx';
import './styles.css';

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App client={createDashboardClient(window.fetch.bind(window))} />
    </StrictMode>,
  );
