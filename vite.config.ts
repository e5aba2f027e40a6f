/**
 * Vite settings shared by every build (see scripts/build.mjs) and the base config Ladle reads.
 *
 * Three outputs come from here: the script-tag embed (`dist/embed/`: the loader and the core with its
 * lazy chunks, React swapped for preact/compat), the npm library (`dist/lib/`, React left to the host)
 * and, through playground/vite.config.ts, the playground site (`dist/playground/`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Alias, defineConfig, type InlineConfig, type Plugin, parseAst } from 'vite';
import { compileHint } from './scripts/compile-hint.ts';
import { hardenBundlerRuntime } from './scripts/harden-bundler-runtime.ts';
import { sharedExportNames } from './scripts/shared-export-names.ts';
import { terserAfterMinify } from './scripts/terser-after-minify.ts';

/** The repository root; every path below is resolved from it so the configs work from any cwd. */
export const ROOT = dirname(fileURLToPath(import.meta.url));

/** Output folders, one per product. */
export const OUT = {
  embed: join(ROOT, 'dist', 'embed'),
  lib: join(ROOT, 'dist', 'lib'),
  playground: join(ROOT, 'dist', 'playground'),
} as const;

/** Emitted file names the loader, the docs and the browser tests rely on (see renderer/embed/snippet.ts). */
export const EMBED_FILES = {
  loader: 'holdfast.js',
  core: 'holdfast-core.js',
  early: 'holdfast-early.js',
} as const;

/**
 * `__HOLDFAST_API_BASE__` from env HOLDFAST_API_BASE (spec §9: the API base is fixed at build time);
 * `undefined` when unset or empty, so the client falls back to its default.
 */
export function apiBaseDefine(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const base = env.HOLDFAST_API_BASE;
  return { __HOLDFAST_API_BASE__: base === undefined || base === '' ? 'undefined' : JSON.stringify(base) };
}

/**
 * The script tag ships through preact/compat. Exact-match patterns, so `react` does not also catch
 * `react-dom` or `react-hook-form`. `react` itself is compat's named exports with a default export of
 * only what our lazy chunks' libraries read (renderer/embed/react-default.ts): compat's own default would
 * keep all of compat in the main chunk. The JSX runtime goes to `preact/compat/jsx-runtime` (preact 11),
 * which loads compat's option hooks before re-exporting `preact/jsx-runtime`, so components behave the
 * same whether a module imports React or only uses JSX.
 */
export const PREACT_ALIASES: Alias[] = [
  { find: /^react$/, replacement: join(ROOT, 'renderer/embed/react-default.ts') },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/** Bare imports the npm library leaves to the host's bundler: its dependencies and peer dependencies. */
export function libraryExternals(): (id: string) => boolean {
  const manifest: unknown = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const names = new Set<string>();
  if (typeof manifest === 'object' && manifest !== null) {
    for (const field of ['dependencies', 'peerDependencies'] as const) {
      const section: unknown = Reflect.get(manifest, field);
      if (typeof section === 'object' && section !== null)
        for (const name of Object.keys(section)) names.add(name);
    }
  }
  return (id) => [...names].some((name) => id === name || id.startsWith(`${name}/`));
}

/** The bundler's name of the script-tag's main chunk: everything the core imports statically. */
const MAIN_CHUNK = 'main';

/**
 * The core of the script-tag embed: `holdfast-core.js`, an ES module whose `import()`s become lazy
 * chunks beside it (`holdfast-<name>-<hash>.js`), resolved relative to the core's own URL.
 *
 * @param entry the module that calls attachCore; the real core, or a test core in e2e/.
 * @param outDir where to write; `dist/embed` for the product.
 */
export function embedCoreConfig(
  entry = join(ROOT, 'renderer/embed/core.ts'),
  outDir = OUT.embed,
): InlineConfig {
  return {
    configFile: false,
    root: ROOT,
    mode: 'production',
    logLevel: 'warn',
    // terser, then the shared export names (the minifiers keep export names), then the main chunk's compile
    // hint (its first line: after every edit), then the hardening plugin, whose check must see the final code.
    plugins: [
      react(),
      terserAfterMinify(),
      sharedExportNames(),
      compileHint(MAIN_CHUNK),
      hardenBundlerRuntime(),
    ],
    resolve: { alias: PREACT_ALIASES },
    // Library mode leaves process.env alone, but the core runs in a browser with no `process`.
    define: { ...apiBaseDefine(), 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2020',
      sourcemap: true,
      lib: { entry, formats: ['es'], fileName: () => EMBED_FILES.core },
      rolldownOptions: {
        output: {
          chunkFileNames: 'holdfast-[name]-[hash].js',
          // Library mode keeps whitespace in ES output for the sake of later bundlers; nobody re-bundles
          // the script-tag core, so it is minified fully.
          minify: true,
          // Library mode keeps the bundlers' annotations (`/* @__PURE__ */` before nearly every schema call:
          // ~15 KB of the main chunk): nobody tree-shakes the script-tag build again, so they go. Licences stay.
          comments: { legal: true, annotation: false, jsdoc: false },
          // Everything the core imports statically goes into ONE chunk (`holdfast-main-<hash>.js`), so the
          // first step waits for two requests whatever the lazy chunks share with it. The core file stays
          // a one-line facade: lazy chunks import the hashed main chunk, never `holdfast-core.js`, which
          // the loader fetches with the host's query string (a second URL would run a second core).
          codeSplitting: { groups: [{ name: MAIN_CHUNK, tags: ['$initial'] }] },
        },
      },
    },
  };
}

const LOADER_ENTRY = 'virtual:holdfast-loader';
const EARLY_ENTRY = 'virtual:holdfast-early';

/** Makes `entry` a one-line call of `boot` from `module`, so the module itself stays free of side effects. */
function bootEntryPlugin(entry: string, module: string, boot: string): Plugin {
  const resolved = `\0${entry}`;
  return {
    name: `holdfast-boot-${entry}`,
    resolveId: (id) => (id === entry ? resolved : undefined),
    load: (id) =>
      id === resolved
        ? `import { ${boot} } from ${JSON.stringify(join(ROOT, module))};\n${boot}();\n`
        : undefined,
  };
}

/**
 * The files the built core in `outDir` imports statically (`./holdfast-main-<hash>.js`), which the loader
 * preloads beside the core (renderer/embed/loader.ts `preloadCoreImports`). The core must be built first.
 */
export function coreImportsIn(outDir: string): string[] {
  const core = join(outDir, EMBED_FILES.core);
  if (!existsSync(core)) throw new Error(`build the core before the loader: ${core} is missing`);
  return parseAst(readFileSync(core, 'utf8')).body.flatMap((statement) => {
    // `import "./x.js"` and `export { a } from "./x.js"` both fetch x.js before the core runs.
    const fetched =
      statement.type === 'ImportDeclaration' ||
      statement.type === 'ExportAllDeclaration' ||
      statement.type === 'ExportNamedDeclaration'
        ? statement.source?.value
        : undefined;
    return typeof fetched === 'string' && fetched.startsWith('./') ? [fetched.slice(2)] : [];
  });
}

/**
 * The loader: `holdfast.js`, one classic script (IIFE) with no imports. Its only `import()` takes a
 * runtime URL, so nothing is bundled behind it. It names the core's own imports, read from the core
 * already built in `outDir`, to preload them.
 */
export function embedLoaderConfig(outDir = OUT.embed): InlineConfig {
  return {
    configFile: false,
    root: ROOT,
    mode: 'production',
    logLevel: 'warn',
    plugins: [bootEntryPlugin(LOADER_ENTRY, 'renderer/embed/loader.ts', 'bootLoader'), terserAfterMinify()],
    define: { __HOLDFAST_CORE_IMPORTS__: JSON.stringify(coreImportsIn(outDir)) },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      // Native dynamic import() is ES2020; every browser that can run the ES-module core has it.
      target: 'es2020',
      minify: true,
      lib: {
        entry: LOADER_ENTRY,
        formats: ['iife'],
        name: 'holdfastLoader',
        fileName: () => EMBED_FILES.loader,
      },
      rolldownOptions: { input: LOADER_ENTRY },
    },
  };
}

/**
 * The early script: `holdfast-early.js`, which the loader imports at `show()` beside the core to send the
 * embed request meanwhile (renderer/embed/early-embed.ts). An ES module with no imports and no exports:
 * it shares no chunk with the core, so it never waits for the core's files.
 */
export function embedEarlyConfig(outDir = OUT.embed): InlineConfig {
  return {
    configFile: false,
    root: ROOT,
    mode: 'production',
    logLevel: 'warn',
    plugins: [
      bootEntryPlugin(EARLY_ENTRY, 'renderer/embed/early-embed.ts', 'bootEarly'),
      terserAfterMinify(),
    ],
    define: apiBaseDefine(),
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2020',
      minify: true,
      lib: { entry: EARLY_ENTRY, formats: ['es'], fileName: () => EMBED_FILES.early },
      // Library mode keeps whitespace and comments in ES output; this file is served as it is.
      rolldownOptions: { input: EARLY_ENTRY, output: { minify: true, comments: false } },
    },
  };
}

/** The npm library: ESM from renderer/index.ts, React and every dependency left external. */
export function libraryConfig(outDir = OUT.lib): InlineConfig {
  return {
    configFile: false,
    root: ROOT,
    mode: 'production',
    logLevel: 'warn',
    // The package's chunks go into the host's bundle as they are: their export loop must be hardened too.
    plugins: [react(), hardenBundlerRuntime()],
    define: apiBaseDefine(),
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      sourcemap: true,
      minify: false,
      lib: {
        // The host's server imports holdfast/server-token alone: none of the widget comes with it.
        entry: {
          index: join(ROOT, 'renderer/index.ts'),
          'server-token': join(ROOT, 'renderer/server-token.ts'),
        },
        formats: ['es'],
        fileName: (_format, name) => `${name}.js`,
      },
      rolldownOptions: { external: libraryExternals(), output: { chunkFileNames: '[name]-[hash].js' } },
    },
  };
}

/** Base config, read by Ladle (`npm run stories`) and extended by the playground. */
export default defineConfig({
  plugins: [react(), hardenBundlerRuntime()],
  define: apiBaseDefine(),
});
