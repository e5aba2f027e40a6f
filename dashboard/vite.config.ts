/**
 * The dashboard: `npm run build` writes it to dist/dashboard, which the server serves under /dashboard;
 * `npm run dashboard` serves it with Vite's dev server, sending its API calls to a running `npm run server`
 * (DASHBOARD_API_TARGET, default http://127.0.0.1:8787) so sign-in cookies stay same-origin.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { DASHBOARD_API, DASHBOARD_BASE } from '../contract/dashboard-api.ts';
import { PREVIEW_LOADER_PATH, PREVIEW_PAGE_PATH } from '../contract/dashboard-flows-api.ts';

export const DASHBOARD_OUT = fileURLToPath(new URL('../dist/dashboard', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: `${DASHBOARD_BASE}/`,
  plugins: [
    react(),
    {
      // The server answers /dashboard/preview with the built preview.html; the dev server does the same.
      name: 'preview-page-path',
      configureServer(server) {
        server.middlewares.use((request, _response, next) => {
          if (request.url === PREVIEW_PAGE_PATH) request.url = `${PREVIEW_PAGE_PATH}.html`;
          next();
        });
      },
    },
  ],
  build: {
    outDir: DASHBOARD_OUT,
    emptyOutDir: true,
    // The app, and the flow editor's preview page it frames (dashboard/preview/).
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        preview: fileURLToPath(new URL('preview.html', import.meta.url)),
      },
    },
  },
  server: {
    open: false,
    proxy: {
      // The preview's script tag: the server serves the built embed.
      [PREVIEW_LOADER_PATH.slice(0, PREVIEW_LOADER_PATH.lastIndexOf('/'))]: {
        target: process.env.DASHBOARD_API_TARGET ?? 'http://127.0.0.1:8787',
      },
      [DASHBOARD_API]: {
        target: process.env.DASHBOARD_API_TARGET ?? 'http://127.0.0.1:8787',
        // The server checks a sign-in's Origin against its own: present the dev page as the server.
        changeOrigin: true,
        headers: { origin: process.env.DASHBOARD_API_TARGET ?? 'http://127.0.0.1:8787' },
      },
    },
  },
});
