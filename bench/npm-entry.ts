/**
 * The npm package's weight for a host that renders <CancelFlow>: two figures. `published` is the
 * package's own entry file as it ships (dist/lib, dependencies left to the host's bundler, not
 * minified). `inHostBundle` is what <CancelFlow> adds to a host's bundle: the entry bundled with its
 * dependencies, minified, React and react-dom left out (the host already has them), split the way a
 * bundler splits it, so the lazy parts (recording, card form, confetti, catalogs) stay out of the
 * initial figure.
 */
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { libraryConfig, ROOT } from '../vite.config.ts';
import { buildChunks, type EmbedChunk, staticClosure } from './bundle-graph.ts';
import { type Bytes, bytesOf, sumBytes } from './sizes.ts';

const ENTRY = 'virtual:cancel-flow-entry';

/** React stays the host's: the package declares it as a peer dependency. */
function isReact(id: string): boolean {
  return /^react(-dom)?(\/|$)/.test(id);
}

function entryPlugin(): Plugin {
  const resolved = `\0${ENTRY}`;
  return {
    name: 'bench-cancel-flow-entry',
    resolveId: (id) => (id === ENTRY ? resolved : undefined),
    load: (id) =>
      id === resolved
        ? `export { CancelFlow } from ${JSON.stringify(join(ROOT, 'renderer', 'index.ts'))};\n`
        : undefined,
  };
}

/** What the npm package weighs for <CancelFlow>. */
export interface NpmEntrySizes {
  /** dist/lib/index.js and the chunks it imports statically, as published (dependencies external, not minified). */
  published: Bytes;
  /** <CancelFlow> bundled into a host app: what loads with it, and everything it may load later. */
  inHostBundle: { initial: Bytes; lazy: Bytes };
}

function initialAndLazy(chunks: readonly EmbedChunk[]): { initial: Bytes; lazy: Bytes } {
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('a build without an entry chunk');
  const initialFiles = new Set(staticClosure(chunks, entry.file));
  const sizes = (inInitial: boolean) =>
    sumBytes(
      chunks.filter((chunk) => initialFiles.has(chunk.file) === inInitial).map((c) => bytesOf(c.code)),
    );
  return { initial: sizes(true), lazy: sizes(false) };
}

/** Measures the npm entry with in-memory builds of the library config and of a host bundle. */
export async function measureNpmEntry(): Promise<NpmEntrySizes> {
  const published = initialAndLazy(await buildChunks(libraryConfig())).initial;
  const chunks: EmbedChunk[] = await buildChunks({
    configFile: false,
    root: ROOT,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react(), entryPlugin()],
    define: { __HOLDFAST_API_BASE__: 'undefined', 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      target: 'es2020',
      minify: true,
      lib: { entry: ENTRY, formats: ['es'], fileName: () => 'cancel-flow.js' },
      rolldownOptions: { input: ENTRY, external: isReact, output: { minify: true } },
    },
  });
  return { published, inHostBundle: initialAndLazy(chunks) };
}
