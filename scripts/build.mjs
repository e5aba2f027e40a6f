// Builds the three products with Vite's JS API (run through tsx, which lets it import the TypeScript
// config factories in vite.config.ts): dist/embed (script tag), dist/lib (npm) and dist/playground,
// then checks what was emitted. Any failed check exits non-zero.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { BYTE_BUDGETS } from '../bench/budgets.ts';
import { SHIPPED_ENCODINGS } from '../contract/shipped-encodings.ts';
import { EMBED_FILES, libraryConfig, OUT, ROOT } from '../vite.config.ts';
import { DASHBOARD_BUILD, DASHBOARD_OUT, DEMO_STRIPE_JS_BUILD, EMBED_BUILD } from './build-steps.ts';

/** Code that would need CSP 'unsafe-eval': forbidden in anything we ship or serve. */
const EVAL_PATTERNS = [/\beval\s*\(/, /\bnew\s+Function\s*\(/, /(?<![.\w$])Function\s*\(\s*["'`]/];

function step(label, run) {
  const started = Date.now();
  process.stdout.write(`• ${label} … `);
  const result = run();
  return Promise.resolve(result).then((value) => {
    process.stdout.write(`done in ${Date.now() - started} ms\n`);
    return value;
  });
}

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

function fail(message) {
  console.error(`\n✗ build check failed: ${message}`);
  process.exit(1);
}

const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

for (const dir of Object.values(OUT)) rmSync(dir, { recursive: true, force: true });

await step(EMBED_BUILD.label, () => EMBED_BUILD.run());
await step('npm library (dist/lib)', () => build(libraryConfig()));
await step('library declarations (dist/lib/types)', () =>
  execFileSync(process.execPath, [tsc, '-p', join(ROOT, 'tsconfig.lib.json')], { stdio: 'inherit' }),
);
await step('playground (dist/playground)', () =>
  build({ configFile: join(ROOT, 'playground', 'vite.config.ts'), mode: 'production', logLevel: 'warn' }),
);

await step(DASHBOARD_BUILD.label, () => DASHBOARD_BUILD.run());
await step(DEMO_STRIPE_JS_BUILD.label, () => DEMO_STRIPE_JS_BUILD.run());

const required = [
  join(OUT.embed, EMBED_FILES.loader),
  join(OUT.embed, EMBED_FILES.early),
  join(OUT.embed, EMBED_FILES.core),
  join(OUT.lib, 'index.js'),
  join(OUT.lib, 'types', 'renderer', 'index.d.ts'),
  join(OUT.lib, 'server-token.js'),
  join(OUT.lib, 'types', 'renderer', 'server-token.d.ts'),
  join(OUT.playground, 'index.html'),
  join(OUT.playground, 'mockServiceWorker.js'),
  join(DASHBOARD_OUT, 'index.html'),
  ...DEMO_STRIPE_JS_BUILD.outputs,
];
for (const file of required) if (!existsSync(file)) fail(`${relative(ROOT, file)} was not emitted`);

const emittedJs = Object.values(OUT)
  .flatMap(filesUnder)
  .filter((file) => /\.(m?js)$/.test(file));
for (const file of emittedJs) {
  const code = readFileSync(file, 'utf8');
  const hit = EVAL_PATTERNS.find((pattern) => pattern.test(code));
  if (hit) fail(`${relative(ROOT, file)} contains ${hit} (eval-like code breaks CSP without 'unsafe-eval')`);
}

// The loader is the part every host page pays for: its shipped .gz (scripts/precompress.ts) within the budget.
for (const { suffix } of SHIPPED_ENCODINGS) {
  for (const file of filesUnder(OUT.embed).filter((name) => name.endsWith('.js')))
    if (!existsSync(file + suffix)) fail(`${relative(ROOT, file)}${suffix} was not emitted`);
}
const loaderGzip = statSync(join(OUT.embed, `${EMBED_FILES.loader}.gz`)).size;
if (loaderGzip > BYTE_BUDGETS.loaderGzip) {
  fail(`${EMBED_FILES.loader} is ${loaderGzip} B gzip, over its ${BYTE_BUDGETS.loaderGzip} B budget`);
}
// A classic script cannot hold static imports or exports; only the runtime import() of the core. The early
// script must not wait for any of the core's files, so it imports nothing either.
for (const file of [EMBED_FILES.loader, EMBED_FILES.early]) {
  const code = readFileSync(join(OUT.embed, file), 'utf8');
  if (/(^|[;}\s])(import\s*[{*\w"'`]|export\s)/.test(code))
    fail(`${file} contains a static import or export`);
}

console.log('\nEmitted:');
for (const dir of Object.values(OUT)) {
  for (const file of filesUnder(dir).sort()) {
    // The embed's .br and .gz (scripts/precompress.ts) are its scripts again, compressed.
    if (/\.(map|d\.ts|br|gz)$/.test(file)) continue;
    const bytes = statSync(file).size;
    const gzip = gzipSync(readFileSync(file)).length;
    console.log(
      `  ${relative(ROOT, file).padEnd(56)} ${String(bytes).padStart(8)} B  ${String(gzip).padStart(7)} B gzip`,
    );
  }
}
console.log(`  ${relative(ROOT, join(OUT.lib, 'types'))}/**/*.d.ts (declarations)`);
console.log(`\n✓ build ok; eval check clean over ${emittedJs.length} JS files; loader ${loaderGzip} B gzip`);
