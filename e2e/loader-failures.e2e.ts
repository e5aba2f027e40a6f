/**
 * The script-tag loader when its core fails to load, in a real browser on plain static host pages, with the
 * probe core behind it (as loader.e2e.ts): the next call loads it again and every waiting call runs in order;
 * a show waiting meanwhile is told to init's onError.
 */
import { describe, expect, it } from 'vitest';
import { CORE_LOAD_FAILED, CORE_RETRY_PARAM } from '../renderer/embed/loader.ts';
import { LOAD_ERROR_CODE } from '../renderer/embed/snippet.ts';
import { CORE_PATH, hostPage, LOADER_PATH, probeCalls, probePagesPerFile } from './probe/probe-pages.ts';

const suite = probePagesPerFile();

describe('a failed core load is retried on the next call', () => {
  it('serves 500 once; the next call loads the core and every waiting call runs in order', async () => {
    suite.server.route(CORE_PATH, (_request, hits) =>
      hits === 1 ? { status: 500, body: 'down for a moment' } : undefined,
    );
    suite.server.page(
      '/host.html',
      hostPage(
        `<script src="${LOADER_PATH}"></script><script>window.first = holdfast.init('first');</script>`,
      ),
    );
    const { page, log } = await suite.open('/host.html');
    await expect
      .poll(() => log.errors.some((line) => line.includes('[holdfast] could not load the widget')))
      .toBe(true);
    expect(await probeCalls(page)).toBeUndefined();

    const results = await page.evaluate(() =>
      Promise.all([Reflect.get(window, 'first'), Reflect.get(window, 'holdfast').show('second')]),
    );
    expect(results).toEqual(['init done', 'show done']);
    expect(await probeCalls(page)).toEqual([
      { method: 'init', args: ['first'] },
      { method: 'show', args: ['second'] },
    ]);
    expect(suite.coreRequests().map(({ url, status }) => ({ url, status }))).toEqual([
      { url: CORE_PATH, status: 500 },
      { url: `${CORE_PATH}?${CORE_RETRY_PARAM}=1`, status: 200 },
    ]);
  });
});

describe("a failed core load with a show waiting is told to init's onError", () => {
  it('calls onError with LOAD_ERROR in the browser; a later preload() runs the waiting calls', async () => {
    suite.server.route(CORE_PATH, (_request, hits) =>
      hits === 1 ? { status: 500, body: 'down' } : undefined,
    );
    suite.server.page(
      '/host.html',
      hostPage(
        `<script src="${LOADER_PATH}"></script><script>window.heard = [];
holdfast.init({ onError: (error) => window.heard.push(error) }); window.shown = holdfast.show('now');</script>`,
      ),
    );
    const { page } = await suite.open('/host.html');
    await expect.poll(() => page.evaluate(() => Reflect.get(window, 'heard').length)).toBe(1);
    const [heard] = await page.evaluate(() => Reflect.get(window, 'heard'));
    expect(heard).toMatchObject({ code: LOAD_ERROR_CODE, status: null });
    expect(heard.message).toContain(CORE_LOAD_FAILED);
    expect(await page.evaluate(() => Reflect.get(window, 'holdfast').preload())).toBe(true);
    expect(await page.evaluate(() => Reflect.get(window, 'shown'))).toBe('show done');
    expect(await page.evaluate(() => Reflect.get(window, 'heard').length)).toBe(1);
  });
});
