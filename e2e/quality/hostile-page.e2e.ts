/**
 * Hostile host pages, in the built widget in Chromium. A page with Prototype.js-style toJSON on Array and
 * String, a polluted Object.prototype and a wrapped fetch: the customer's whole cancel flow, and a resume on
 * the pause wall and a card update on the failed-payment wall, send request bodies byte-identical to a
 * clean page's. A page whose ad blocker blocks the recording chunk: the cancel
 * flow still completes and its results arrive.
 */
import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWall, typeCard } from './support/experiences.ts';
import { FAKE_CARDS } from './support/fake-stripe.ts';
import { printFigures } from './support/figures.ts';
import { type HostInit, type HostPage, type QualityHarness, startHarness } from './support/harness.ts';
import { COUNTING_UUIDS_SCRIPT } from './support/host-page.ts';
import { afterBounceGuard, button, waitForText, widget } from './support/widget.ts';

/** What the page does before Holdfast loads, the way old libraries and injected scripts do it. */
const HOSTILE_SCRIPTS = {
  // Prototype.js 1.6: Array#toJSON and String#toJSON return JSON text, which JSON.stringify then quotes again.
  'Prototype.js toJSON': `
    Array.prototype.toJSON = function () {
      return '[' + Array.prototype.map.call(this, function (item) { return JSON.stringify(item); }).join(', ') + ']';
    };
    String.prototype.toJSON = function () { return '"' + this + '"'; };`,
  'polluted Object.prototype': `
    Object.prototype.polluted = 'yes';
    Object.prototype.isAdmin = true;`,
  'wrapped fetch': `
    window.__wrappedFetchCalls = 0;
    (function (original) {
      window.fetch = function (input, init) {
        window.__wrappedFetchCalls += 1;
        return original.apply(this, arguments);
      };
    })(window.fetch);`,
};

const START = Date.parse('2026-03-02T09:00:00.000Z');

let harness: QualityHarness;
const figures = { requests: 0, wallRequests: 0, hostile: Object.keys(HOSTILE_SCRIPTS).length, blocked: 0 };

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  printFigures(
    'hostile pages',
    `${figures.hostile} page hostilities at once: ${figures.requests} request bodies of the cancel flow and ` +
      `${figures.wallRequests} of the walls (resume, card update) byte-identical to a clean run; ` +
      `recording chunk blocked ${figures.blocked} time(s), cancel flow completed`,
  );
  await harness?.close();
});

/**
 * The customer's whole cancel flow, with the page's clock fixed and stepped by one second before each
 * action (so both runs stamp the same times): a survey answer, every step declined or filled, then the
 * cancel and Go to account.
 */
async function walkToCancel(host: HostPage, init: HostInit = {}, fixedClock = true): Promise<void> {
  let tick = 0;
  const step = async () => {
    if (fixedClock) await host.page.clock.setFixedTime(START + ++tick * 1000);
  };
  await step();
  await host.open(init);
  await widget(host.page).getByRole('radio', { name: 'I am not using it enough' }).check();
  for (let guard = 0; guard < 15; guard++) {
    await afterBounceGuard(host.page);
    await step();
    if (await button(host.page, 'Confirm and cancel').isVisible()) break;
    const box = widget(host.page).getByRole('textbox');
    if (await box.isVisible()) await box.fill('I do not use it every month.');
    const next = button(host.page, 'Next');
    await ((await next.isVisible()) ? next : button(host.page, 'Decline offer')).click();
  }
  await step();
  await button(host.page, 'Confirm and cancel').click();
  await waitForText(host.page, 'Your subscription has been cancelled');
  await step();
  await button(host.page, 'Go to account').click();
  await expect.poll(() => harness.mock.backend.app()?.sessions.length).toBe(1);
}

/**
 * The walls, with the page's clock fixed and stepped the same way: the paused customer resumes from the
 * pause wall and closes it, then the past-due customer pays with a new card on the failed-payment wall
 * (the fake Stripe confirms it), and every track event has arrived.
 */
async function walkWalls(host: HostPage): Promise<void> {
  // The fixtures' instant, not START: the walls judge the pause and the invoice's grace by the page's clock.
  const start = Math.floor(harness.now.getTime() / 1000) * 1000;
  let tick = 0;
  const step = () => host.page.clock.setFixedTime(start + ++tick * 1000);
  await step();
  await openWall({ harness, host }, 'pause', { customer: 'paused' });
  await step();
  await button(host.page, 'Resume Subscription Now').click();
  await waitForText(host.page, 'Welcome back!');
  await step();
  await button(host.page, 'Close').click();
  await expect.poll(() => widget(host.page).count()).toBe(0);
  await step();
  await openWall({ harness, host }, 'failed-payment', { customer: 'past-due-outside-grace' });
  await typeCard(host.page, FAKE_CARDS.succeeds);
  await step();
  await button(host.page, 'Update billing').click();
  await waitForText(host.page, 'Payment successful');
  await expect
    .poll(() => harness.mock.backend.requests().filter((r) => r.path === '/api/events/new').length)
    .toBe(4);
}

/** Every request the page sent to the backend, as `METHOD path body`, in a stable order. */
async function recordRun(
  before: string[],
  walk: (host: HostPage) => Promise<void> = (host) => walkToCancel(host),
): Promise<{ requests: string[]; host: HostPage }> {
  harness.resetBackend();
  const host = await harness.openHost({ before: [COUNTING_UUIDS_SCRIPT, ...before] });
  const requests: string[] = [];
  const mockOrigin = new URL(harness.mock.url).origin;
  host.page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.origin !== mockOrigin || request.method() === 'OPTIONS') return;
    requests.push(`${request.method()} ${url.pathname}${url.search} ${request.postData() ?? ''}`);
  });
  await walk(host);
  return { requests: requests.sort(), host };
}

describe('a hostile host page cannot bend what Holdfast sends', () => {
  it('Prototype.js toJSON, a polluted Object.prototype and a wrapped fetch: bodies byte-identical to a clean page', async () => {
    const clean = await recordRun([]);
    await clean.host.close();
    const hostile = await recordRun(Object.values(HOSTILE_SCRIPTS));
    try {
      expect(clean.requests.length).toBeGreaterThan(5);
      expect(hostile.requests).toEqual(clean.requests);
      // The hostility was in force: the page's own JSON and fetch were bent, and the wrapper saw our calls.
      expect(await hostile.host.page.evaluate(() => JSON.stringify(['a']))).not.toBe('["a"]');
      expect(
        await hostile.host.page.evaluate(() => Reflect.get(window, '__wrappedFetchCalls')),
      ).toBeGreaterThan(0);
      expect(hostile.host.log.errors.filter((line) => line.startsWith('uncaught'))).toEqual([]);
      figures.requests = clean.requests.length;
    } finally {
      await hostile.host.close();
    }
  });
});

describe('a hostile host page cannot bend what the walls send', () => {
  it('a pause-wall resume and a failed-payment card update: bodies byte-identical to a clean page', async () => {
    const clean = await recordRun([], walkWalls);
    await clean.host.close();
    const hostile = await recordRun(Object.values(HOSTILE_SCRIPTS), walkWalls);
    try {
      expect(
        clean.requests.filter((line) =>
          / \/api\/orgs\/app_test\/(stripe\/resume|embed\/billing) /.test(line),
        ),
      ).toHaveLength(3);
      expect(hostile.requests).toEqual(clean.requests);
      expect(
        await hostile.host.page.evaluate(() => Reflect.get(window, '__wrappedFetchCalls')),
      ).toBeGreaterThan(0);
      expect(hostile.host.log.errors.filter((line) => line.startsWith('uncaught'))).toEqual([]);
      figures.wallRequests = clean.requests.length;
    } finally {
      await hostile.host.close();
    }
  });
});

describe('an ad blocker that blocks the recording chunk', () => {
  it('leaves the cancel flow working: the customer cancels and the results arrive', async () => {
    harness.resetBackend();
    const host = await harness.openHost();
    let blocked = 0;
    await host.context.route(/\/holdfast-recorder-[\w-]+\.js/, (route) => {
      blocked++;
      return route.abort('blockedbyclient');
    });
    try {
      await walkToCancel(host, { extra: { record: true, recordingConsent: true } }, false);
      expect(blocked).toBeGreaterThan(0);
      figures.blocked = blocked;
      expect(host.log.errors.filter((line) => line.startsWith('uncaught'))).toEqual([]);
    } finally {
      await host.close();
    }
  });
});
