import { describe, expect, it } from 'vitest';
import { type EmbedChunk, mainChunksOf } from './bundle-graph.ts';

const chunk = (file: string, imports: string[] = []): EmbedChunk => ({
  file,
  name: file,
  isEntry: file === 'holdfast-core.js',
  imports,
  dynamicImports: [],
  modules: [],
  code: '',
  map: null,
  inlineStrings: [],
});

describe('the main chunks', () => {
  it('are what the core imports statically, transitively, without the core itself', () => {
    const chunks = [
      chunk('holdfast-core.js', ['holdfast-main-a.js']),
      chunk('holdfast-main-a.js', ['holdfast-runtime-b.js']),
      chunk('holdfast-runtime-b.js'),
      chunk('holdfast-walls-c.js', ['holdfast-main-a.js']),
    ];
    expect(mainChunksOf(chunks).map((found) => found.file)).toEqual([
      'holdfast-main-a.js',
      'holdfast-runtime-b.js',
    ]);
  });
});
