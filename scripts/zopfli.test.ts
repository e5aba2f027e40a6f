import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { zopfli } from './zopfli.ts';

describe('zopfli(): the compressor without its process listeners', () => {
  it('adds no uncaughtException or unhandledRejection listener, and still compresses', async () => {
    const before = [process.listenerCount('uncaughtException'), process.listenerCount('unhandledRejection')];
    const { gzipAsync } = await zopfli();
    expect([process.listenerCount('uncaughtException'), process.listenerCount('unhandledRejection')]).toEqual(
      before,
    );
    const text = Buffer.from('holdfast '.repeat(200));
    expect(gunzipSync(Buffer.from(await gzipAsync(text, { numiterations: 1 })))).toEqual(text);
  });
});
