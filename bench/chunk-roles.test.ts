import { describe, expect, it } from 'vitest';
import type { EmbedChunk } from './bundle-graph.ts';
import { catalogRole, lazyOnlyIn, roleOf } from './chunk-roles.ts';

function chunk(file: string, modules: string[], extra: Partial<EmbedChunk> = {}): EmbedChunk {
  return {
    file,
    name: file,
    isEntry: false,
    imports: [],
    dynamicImports: [],
    modules,
    code: '',
    map: null,
    inlineStrings: [],
    ...extra,
  };
}

const core = chunk('holdfast-core.js', ['/r/renderer/embed/core.ts'], {
  isEntry: true,
  imports: ['main.js'],
});
const main = chunk('main.js', ['/r/renderer/embed/holdfast.ts', '/r/node_modules/preact/dist/preact.mjs']);

describe('chunks are named by what they hold', () => {
  it('the entry is the core and what it imports statically is the main chunk', () => {
    expect(roleOf(core, [core, main])).toBe('core');
    expect(roleOf(main, [core, main])).toBe('main');
  });

  it('lazy chunks by their most specific module', () => {
    const all = [core, main];
    expect(
      roleOf(
        chunk('r.js', ['/r/node_modules/@rrweb/record/dist/record.js', '/r/node_modules/pako/x.js']),
        all,
      ),
    ).toBe('recording');
    expect(
      roleOf(
        chunk('f.js', [
          '/r/renderer/recording/deflate-fallback.ts',
          '/r/node_modules/pako/dist/pako.esm.mjs',
        ]),
        all,
      ),
    ).toBe('recording-fallback');
    expect(
      roleOf(
        chunk('s.js', ['/r/node_modules/@stripe/react-stripe-js/x.mjs', '/r/renderer/views/walls/card.tsx']),
        all,
      ),
    ).toBe('card-form');
    expect(roleOf(chunk('d.js', ['/r/renderer/i18n/catalogs/de.ts']), all)).toBe('catalog-de');
    expect(roleOf(chunk('m.js', ['/r/renderer/embed/managed-flow-api.ts']), all)).toBe('managed-flow');
    expect(roleOf(chunk('w.js', ['/r/renderer/state/pause-wall/check.ts']), all)).toBe('walls');
    expect(
      roleOf(
        chunk('h.js', [
          '/r/renderer/views/html/sanitize-html.ts',
          '/r/node_modules/dompurify/dist/purify.es.mjs',
        ]),
        all,
      ),
    ).toBe('sanitizer');
    const sanitiser = 'the fallback description sanitiser (DOMPurify and its configuration)';
    expect(lazyOnlyIn(chunk('h.js', ['/r/node_modules/dompurify/dist/purify.es.mjs']))).toEqual([sanitiser]);
    expect(lazyOnlyIn(chunk('h.js', ['/r/renderer/views/html/sanitize-html.ts']))).toEqual([sanitiser]);
    // The browser's sanitiser needs the HTML placeholders with the first step.
    expect(lazyOnlyIn(chunk('t.js', ['/r/renderer/domain/html-templates.ts']))).toEqual([]);
    expect(lazyOnlyIn(chunk('t.js', ['/r/renderer/domain/templates.ts']))).toEqual([]);
    expect(lazyOnlyIn(chunk('b.js', ['/r/contract/billing-call-table.ts']))).toEqual([
      "the walls' billing calls",
    ]);
    expect(lazyOnlyIn(chunk('i.js', ['/r/contract/schemas/identity.ts']))).toEqual([
      "the managed flow's identity calls",
    ]);
    expect(lazyOnlyIn(chunk('c.js', ['/r/renderer/api/client.ts']))).toEqual([
      'the client with every call (npm package, tests)',
    ]);
    expect(
      lazyOnlyIn(chunk('f.js', ['/r/contract/flow-call-table.ts', '/r/renderer/api/flow-client.ts'])),
    ).toEqual([]);
    expect(roleOf(chunk('q.js', ['/r/renderer/state/reporting/deliver.ts']), all)).toBe('reporting');
    expect(lazyOnlyIn(chunk('q.js', ['/r/renderer/state/reporting/delivery-queue.ts']))).toEqual([
      'the delivery queue (events, session results)',
    ]);
    expect(roleOf(chunk('a.js', ['/r/renderer/api/answer-warm-up.ts']), all)).toBe('answer-warm-up');
    expect(lazyOnlyIn(chunk('a.js', ['/r/renderer/api/answer-warm-up.ts']))).toEqual([
      "the answer check's warm-up (its made-up answer)",
    ]);
    expect(roleOf(chunk('x.js', ['\0rolldown/runtime.js']), all)).toBe('shared');
  });

  it('English has no catalog chunk; the other languages each have one', () => {
    expect(catalogRole('en')).toBeNull();
    expect(catalogRole('fr')).toBe('catalog-fr');
  });

  it('names the lazy-only code a chunk holds', () => {
    expect(lazyOnlyIn(main)).toEqual([]);
    expect(
      lazyOnlyIn(
        chunk('x.js', [
          '/r/node_modules/react-confetti/dist/x.mjs',
          '/r/renderer/views/managed/code-boxes.tsx',
        ]),
      ),
    ).toEqual(['confetti', 'the managed flow']);
  });
});

describe('the recording’s pako fallback is a role of its own, apart from the recorder', () => {
  const all = [core, main];
  const recorder = chunk('holdfast-recorder-x.js', [
    '/r/renderer/recording/recorder.ts',
    '/r/renderer/recording/encode-recording.ts',
    '/r/node_modules/@rrweb/record/dist/record.js',
  ]);
  const fallback = chunk('holdfast-deflate-fallback-x.js', [
    '/r/renderer/recording/deflate-fallback.ts',
    '/r/node_modules/pako/dist/pako.esm.mjs',
  ]);

  it('the recorder is `recording`, pako’s deflate beside it `recording-fallback`', () => {
    expect(roleOf(recorder, [...all, recorder, fallback])).toBe('recording');
    expect(roleOf(fallback, [...all, recorder, fallback])).toBe('recording-fallback');
  });

  it('pako is lazy-only code: never in the main chunk', () => {
    expect(lazyOnlyIn(fallback)).toEqual(['recording compression (pako)']);
  });
});
