/**
 * XSS: every payload of the corpus (renderer/views/html/xss-corpus.testing.ts) through every injection point of
 * INJECTION_RUNS, in the built widget in Chromium, on both description sanitisers (the HTML Sanitizer API,
 * and DOMPurify with the API taken away). No script runs (alert/confirm/prompt/print and a window
 * flag are trapped in the page, dialogs from any frame are caught), every surviving target=_blank link has
 * rel="noopener noreferrer", and only allowlisted video iframes survive.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../../renderer/views/html/xss-corpus.testing.ts';
import { auditWidget } from './support/dom-audit.ts';
import { printFigures } from './support/figures.ts';
import { type HostPage, type QualityHarness, startHarness } from './support/harness.ts';
import { SKIP_AHEAD_SCRIPT } from './support/host-page.ts';
import { INJECTION_RUNS } from './support/injection-points.ts';
import { domPurifyFetches, SANITISER_PATHS } from './support/sanitiser-paths.ts';

/** The issue asks for at least this many payloads. */
const MINIMUM_PAYLOADS = 150;

let harness: QualityHarness;
let host: HostPage;
const figures = { points: 0, cases: 0, renders: 0 };

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  printFigures(
    'xss',
    `${XSS_PAYLOADS.length} payloads × ${figures.points} injection points = ${figures.cases} cases ` +
      `(${figures.renders} audited renders, both sanitiser paths), 0 executions`,
  );
  await harness?.close();
});

describe('the corpus', () => {
  it(`holds at least ${MINIMUM_PAYLOADS} distinct payloads`, () => {
    expect(new Set(XSS_PAYLOADS).size).toBe(XSS_PAYLOADS.length);
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(MINIMUM_PAYLOADS);
  });
});

describe.each(SANITISER_PATHS)('descriptions sanitised by $name', (path) => {
  beforeAll(async () => {
    host = await harness.openHost({ before: [SKIP_AHEAD_SCRIPT, ...path.before] });
  });

  afterAll(async () => {
    await host?.close();
  });

  describe('the traps catch a payload that does run', () => {
    it('an onerror handler planted in the shadow root trips the page trap and the DOM audit', async () => {
      harness.resetBackend();
      await host.open();
      await host.page.evaluate(() => {
        const root = document.querySelector('[data-holdfast]')?.shadowRoot?.querySelector('[role="dialog"]');
        root?.insertAdjacentHTML('beforeend', '<img src="x:" onerror="alert(\'control\')">');
      });
      await expect.poll(() => host.xssTraps()).toEqual(['alert(control)']);
      const audit = await auditWidget(host.page);
      expect(audit.problems.some((problem) => problem.startsWith('event handler onerror'))).toBe(true);
      await host.page.evaluate(() => {
        Reflect.set(window, '__xss', []);
      });
      await host.clear();
    });
  });

  describe('no payload runs script, keeps an opener or smuggles an iframe', () => {
    for (const run of INJECTION_RUNS) {
      it(`${run.experience}: ${run.points.join(', ')}`, { timeout: 180_000 }, async () => {
        const result = await run.run({ harness, host, payloads: XSS_PAYLOADS });
        figures.points += run.points.length;
        figures.cases += XSS_PAYLOADS.length * run.points.length;
        figures.renders += result.renders;
        expect(result.problems.slice(0, 20)).toEqual([]);
        expect(await host.xssTraps()).toEqual([]);
        expect(host.dialogs).toEqual([]);
        expect(host.log.errors.filter((line) => line.startsWith('uncaught'))).toEqual([]);
      });
    }
  });

  it('ran on this path: DOMPurify fetched only without the Sanitizer API', async () => {
    expect((await domPurifyFetches(host.page)).length > 0).toBe(path.fetchesDomPurify);
  });
});
