/**
 * The playground: `npm run playground` serves it with Vite's dev server; `npm run build` writes a static site
 * to dist/playground with relative URLs (base './'), so it works from any subpath of any static file
 * server. msw's worker comes from playground/public (copied there by scripts/msw-init.mjs).
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { apiBaseDefine, OUT, PREACT_ALIASES } from '../vite.config.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react()],
  // The playground (and so the browser e2e suite, which drives its build) runs the widget's React code
  // through preact/compat, exactly as the script tag does.
  resolve: { alias: PREACT_ALIASES },
  define: apiBaseDefine(),
  // The playground bundles fixtures, faker and msw on purpose; it is a dev tool, not shipped to hosts.
  build: { outDir: OUT.playground, emptyOutDir: true, chunkSizeWarningLimit: 2048 },
  server: { open: false },
});
