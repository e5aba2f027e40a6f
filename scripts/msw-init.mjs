// Copies msw's service worker into the playground's public folder. npm 11 does not run msw's own
// postinstall until approved, so the project does it itself before `start` and `build`.
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(dirname(require.resolve('msw/package.json')), 'lib', 'mockServiceWorker.js');
const targetDir = join(root, 'playground', 'public');
mkdirSync(targetDir, { recursive: true });
copyFileSync(source, join(targetDir, 'mockServiceWorker.js'));
