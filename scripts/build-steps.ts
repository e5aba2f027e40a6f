/**
 * The builds `npm run build` (scripts/build.mjs) and `npm start` (scripts/start.ts) share: the script-tag
 * embed and the dashboard, each with the files it must emit and the sources it is made from, so `npm start`
 * can tell whether a build is missing or older than its sources and rebuild only then.
 */
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build, type InlineConfig } from 'vite';
import { DEMO_STRIPE_JS } from '../server/demo/demo-stripe-js.ts';
import {
  EMBED_FILES,
  embedCoreConfig,
  embedEarlyConfig,
  embedLoaderConfig,
  OUT,
  ROOT,
} from '../vite.config.ts';
import { precompressDir } from './precompress.ts';

/** Where the dashboard is built (dashboard/vite.config.ts writes there; the server's DASHBOARD_DIR default). */
export const DASHBOARD_OUT = join(ROOT, 'dist', 'dashboard');

export interface BuildTarget {
  label: string;
  /** Files the build must leave behind; missing or older than a source, it is built again. */
  outputs: string[];
  /** Files and folders (searched recursively) the build is made from. */
  sources: string[];
  run(): Promise<unknown>;
}

/** Configuration every build reads: the package's dependencies and the shared Vite settings. */
const BUILD_CONFIG = [
  join(ROOT, 'package.json'),
  join(ROOT, 'vite.config.ts'),
  join(ROOT, 'scripts', 'harden-bundler-runtime.ts'),
  join(ROOT, 'scripts', 'precompress.ts'),
];

/**
 * Runs a build as production whatever NODE_ENV the process holds (a shell's `development`, or vitest's `test`
 * when a browser suite starts the product and it rebuilds): Vite keeps a NODE_ENV it finds, and the React
 * plugin then compiles JSX for development; the dashboard was React's development build, every effect run
 * twice (StrictMode) and 590 KB instead of 346 KB.
 */
export async function asProduction<T>(run: () => Promise<T>): Promise<T> {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await run();
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

/**
 * The script tag: dist/embed/holdfast-core.js with its lazy chunks, then the loader (which names them) and the
 * early script; last, each script's `.br` and `.gz` beside it (precompress.ts).
 */
export const EMBED_BUILD: BuildTarget = {
  label: 'embed (dist/embed: holdfast.js, holdfast-early.js, holdfast-core.js + lazy chunks)',
  outputs: [
    join(OUT.embed, EMBED_FILES.loader),
    join(OUT.embed, EMBED_FILES.early),
    join(OUT.embed, EMBED_FILES.core),
  ],
  sources: [join(ROOT, 'renderer'), join(ROOT, 'contract'), ...BUILD_CONFIG],
  run: () =>
    asProduction(async () => {
      // The chunks' names carry hashes: a fresh folder holds only this build's.
      rmSync(OUT.embed, { recursive: true, force: true });
      await build(embedCoreConfig());
      await build(embedLoaderConfig());
      await build(embedEarlyConfig());
      await precompressDir(OUT.embed);
    }),
};

/** The dashboard the server serves under /dashboard; it may render the widget's views for previews. */
export const DASHBOARD_BUILD: BuildTarget = {
  label: 'dashboard (dist/dashboard, served by the server under /dashboard)',
  outputs: [join(DASHBOARD_OUT, 'index.html'), join(DASHBOARD_OUT, 'preview.html')],
  sources: [join(ROOT, 'dashboard'), join(ROOT, 'renderer'), join(ROOT, 'contract'), ...BUILD_CONFIG],
  run: () =>
    asProduction(() =>
      build({ configFile: join(ROOT, 'dashboard', 'vite.config.ts'), mode: 'production', logLevel: 'warn' }),
    ),
};

/** The playground's fake Stripe.js, which the demo page's copy and the browser tests' copies are built from. */
const FAKE_STRIPE_SOURCES = ['fake-stripe.testing.ts', 'fake-card-element.testing.ts'].map((file) =>
  join(ROOT, 'renderer', 'views', 'walls', file),
);

/** The fake Stripe.js as a classic script, `fake-stripe.js` in `outDir` (emptied first). */
export function fakeStripeJsConfig(outDir: string): InlineConfig {
  return {
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      lib: {
        entry: FAKE_STRIPE_SOURCES[0] ?? '',
        formats: ['iife'],
        name: DEMO_STRIPE_JS.global,
        fileName: () => DEMO_STRIPE_JS.file,
      },
    },
  };
}

/** The demo page's stand-in for Stripe.js (server/demo/demo-stripe-js.ts): its failed-payment wall's card form. */
export const DEMO_STRIPE_JS_BUILD: BuildTarget = {
  label: `demo page's Stripe.js stand-in (${DEMO_STRIPE_JS.dir}/${DEMO_STRIPE_JS.file})`,
  outputs: [join(ROOT, DEMO_STRIPE_JS.dir, DEMO_STRIPE_JS.file)],
  sources: [...FAKE_STRIPE_SOURCES, ...BUILD_CONFIG],
  run: () => build(fakeStripeJsConfig(join(ROOT, DEMO_STRIPE_JS.dir))),
};

function newestMtimeMs(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * Why `target` must be built, or null when it is up to date: an output is missing, or a source changed
 * after the oldest output was written.
 */
export function staleReason(target: Pick<BuildTarget, 'outputs' | 'sources'>): string | null {
  const missing = target.outputs.find((output) => !existsSync(output));
  if (missing) return `${missing} is missing`;
  const built = Math.min(...target.outputs.map((output) => statSync(output).mtimeMs));
  const changed = target.sources.find((source) => newestMtimeMs(source) > built);
  return changed ? `${changed} changed since it was built` : null;
}

/** Builds each of `targets` that is missing or stale (what `npm start` runs first); says what and why. */
export async function buildWhatIsStale(
  targets: BuildTarget[] = [EMBED_BUILD, DASHBOARD_BUILD, DEMO_STRIPE_JS_BUILD],
  log: (line: string) => void = (line) => console.log(line),
): Promise<void> {
  for (const target of targets) {
    const reason = staleReason(target);
    if (!reason) continue;
    const started = Date.now();
    log(`• building the ${target.label}: ${reason} …`);
    await target.run();
    log(`  done in ${Date.now() - started} ms`);
  }
}
