/**
 * The npm package as a host gets it: `npm pack` the repository, install the tarball into a fresh
 * Vite + React app outside the repository (dependencies from the npm registry or npm's cache), type-check
 * the app against the published declarations, build it, and see `<CancelFlow>` render in Chromium against
 * the mock server.
 */
import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import react from '@vitejs/plugin-react';
import type { Browser } from 'playwright-core';
import * as v from 'valibot';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMockApp, MOCK_APP_ID, MOCK_APP_SECRET } from '../../fixtures/mock-app.ts';
import { createMockServer, type MockServer } from '../../mocks/server/create-mock-server.ts';
import { en } from '../../renderer/i18n/catalogs/en.ts';
import { OUT, ROOT } from '../../vite.config.ts';
import { launchChromium, openPage } from '../browser.ts';
import { SURVEY_ANSWER } from '../embed/cancel-walk.ts';
import { startStaticServer } from '../static-server.ts';
import { writeFreshApp } from './fresh-app.ts';

const run = promisify(execFile);

/** What `npm pack --json` prints, as far as the test reads it. */
const PackManifestSchema = v.array(
  v.object({ filename: v.string(), files: v.array(v.object({ path: v.string() })) }),
);
const CUSTOMER_ID = 'cus_active_monthly';
/** Packing, installing and type-checking take a while on a busy machine. */
const PREPARE_TIMEOUT_MS = 240_000;
const STEP_TIMEOUT_MS = 120_000;

let workDir: string;
let appDir: string;
let packedFiles: string[] = [];
let browser: Browser | undefined;
let api: MockServer | undefined;

/**
 * The environment for the npm child processes: when the tests run under `npm test`, npm's lifecycle
 * variables describe this repository and must not leak into the fresh app's install.
 */
function npmEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !name.startsWith('npm_package_') &&
        !name.startsWith('npm_lifecycle_') &&
        name !== 'npm_config_local_prefix',
    ),
  );
}

function npm(args: string[], cwd: string) {
  return run('npm', args, { cwd, env: npmEnv(), maxBuffer: 64 * 1024 * 1024 });
}

beforeAll(async () => {
  if (!existsSync(join(OUT.lib, 'index.js'))) throw new Error('dist/lib is missing: run `npm run build`');
  workDir = mkdtempSync(join(tmpdir(), 'holdfast-package-'));
  appDir = join(workDir, 'app');
  mkdirSync(appDir);

  const packed = await npm(['pack', '--json', '--pack-destination', workDir], ROOT);
  const [manifest] = v.parse(PackManifestSchema, JSON.parse(packed.stdout));
  if (!manifest) throw new Error(`npm pack printed no manifest: ${packed.stdout}`);
  packedFiles = manifest.files.map((file) => file.path);

  writeFreshApp(appDir, join(workDir, manifest.filename));
  // --prefer-offline: npm's cache when it has the packages, else the registry (the only network used).
  await npm(
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'],
    appDir,
  );
}, PREPARE_TIMEOUT_MS);

afterAll(async () => {
  await browser?.close();
  await api?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('the packed npm package', () => {
  it('holds the library, its declarations and the script-tag files, and no sources', () => {
    expect(packedFiles).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'CHANGELOG.md',
        'dist/lib/index.js',
        'dist/lib/types/renderer/index.d.ts',
        'dist/lib/server-token.js',
        'dist/lib/types/renderer/server-token.d.ts',
        'dist/embed/holdfast.js',
        'dist/embed/holdfast-core.js',
      ]),
    );
    const unexpected = packedFiles.filter(
      (path) =>
        !/^(package\.json|README\.md|CHANGELOG\.md|LICENSE|dist\/(lib|embed)\/.+|docs\/.+\.md)$/.test(path),
    );
    expect(unexpected).toEqual([]);
  });

  it(
    'mints a customer token in Node with holdfast/server-token, which the backend accepts',
    async () => {
      const script = `import { mintCustomerToken } from 'holdfast/server-token';
const [secret, appId, customerId] = process.argv.slice(1); // node -e: the arguments follow the binary
console.log(await mintCustomerToken({ secret, keyId: 1, appId, customerId }));`;
      const minted = await run(
        process.execPath,
        ['--input-type=module', '-e', script, MOCK_APP_SECRET, MOCK_APP_ID, CUSTOMER_ID],
        { cwd: appDir },
      );
      const token = minted.stdout.trim();
      const backend = await createMockServer({ apps: [defaultMockApp(new Date())], port: 0 });
      try {
        const response = await fetch(`${backend.url}/api/orgs/${MOCK_APP_ID}/embed/customer`, {
          headers: { 'x-holdfast-customer-id': CUSTOMER_ID, 'x-holdfast-auth-hash': token },
        });
        expect(response.status).toBe(200);
      } finally {
        await backend.close();
      }
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'type-checks a strict TypeScript app against the published declarations',
    async () => {
      const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
      const result = await run(process.execPath, [tsc, '-p', appDir], { cwd: appDir }).catch(
        (error: { stdout?: string }) => ({ stdout: error.stdout ?? String(error) }),
      );
      expect(result.stdout).toBe('');
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'builds with Vite and renders <CancelFlow> in Chromium',
    async () => {
      const outDir = join(workDir, 'dist');
      await build({
        root: appDir,
        configFile: false,
        logLevel: 'warn',
        plugins: [react()],
        // The app bundles the whole widget into one chunk; its size is not what this test is about.
        build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4096 },
      });
      api = await createMockServer({ apps: [defaultMockApp(new Date())], port: 0 });
      const site = await startStaticServer({ '/': outDir });
      try {
        browser = await launchChromium();
        const { page, log, context } = await openPage(browser);
        const query = new URLSearchParams({
          app: MOCK_APP_ID,
          customer: CUSTOMER_ID,
          hash: createHmac('sha256', MOCK_APP_SECRET).update(CUSTOMER_ID).digest('hex'),
          api: api.url,
        });
        await page.goto(`${site.origin}/?${query}`);
        await page.getByRole('button', { name: 'Cancel subscription' }).click();
        await page.getByRole('dialog').waitFor({ state: 'visible', timeout: 20_000 });
        await page.getByRole('radio', { name: SURVEY_ANSWER, exact: true }).waitFor({ state: 'visible' });
        // The widget renders in its shadow root, not in the app's tree.
        expect(
          await page.evaluate(() => document.getElementById('holdfast-cancel-flow')?.shadowRoot?.mode),
        ).toBe('open');

        await page.getByRole('button', { name: en['a11y.closeDialog'], exact: true }).click();
        await expect
          .poll(() =>
            page
              .getByRole('status')
              .textContent()
              .catch(() => null),
          )
          .toBe('Closed; aborted: true');
        expect(await page.getByRole('dialog').count()).toBe(0);
        expect(log.errors).toEqual([]);
        await context.close();
      } finally {
        await site.close();
      }
    },
    STEP_TIMEOUT_MS,
  );
});
