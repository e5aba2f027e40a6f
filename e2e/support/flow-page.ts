/**
 * Drives the cancel flow in the built playground as a customer does: open the page with its query
 * parameters, press Show, answer, click through the footer (respecting the 400 ms Next bounce guard), and
 * read what the page shows — the widget's shadow root, the host callbacks panel and the mock backend's log.
 */
import type { Locator, Page } from 'playwright-core';
import type { LoggedRequest } from '../../mocks/backend/types.ts';
import { BACKEND_PARAM } from '../../playground/backend-origin.ts';
import { NEXT_STEP_BOUNCE_MS } from '../../renderer/domain/constants.ts';
import { openPage, type TrackedPage } from '../browser.ts';
import type { PlaygroundHarness } from './playground-harness.ts';

/** How long a locator wait may take before the test fails (the widget answers in well under a second). */
export const WAIT_MS = 10_000;

/** A margin over the bounce guard, so a click never lands on its edge. */
const BOUNCE_MARGIN_MS = 60;

/** Playground query parameters (docs/playground.md); `true` flags are written as `1`. */
export type PlaygroundQuery = Record<string, string | true>;

/** The playground page with the cancel flow's widget and the panels around it. */
export interface FlowPage extends TrackedPage {
  /**
   * Where the playground's backend answers the control API (/__mock/): the page's own origin for msw's
   * worker, else the origin of the backend it was pointed at (`?backend=`).
   */
  backendOrigin: string;
  /** The widget's host element; Playwright's locators pierce its open shadow root. */
  widget: Locator;
  dialog: Locator;
  /** The step header (level 2 heading) of the current screen. */
  title: Locator;
  /** Opens the flow with the playground's Show button. */
  show(): Promise<void>;
  /** Waits until the current step's header reads `title`. */
  expectTitle(title: string | RegExp): Promise<void>;
  /** Waits until `locator` is visible. */
  expectVisible(locator: Locator): Promise<void>;
  /** Clicks a footer button, first waiting out the bounce guard since the last footer click. */
  footer(name: string): Promise<void>;
  /**
   * Clicks the footer's primary button (Next, Decline offer, Confirm and cancel… in any language), first
   * waiting out the bounce guard.
   */
  forward(): Promise<void>;
  /** Picks a survey answer. */
  choose(answer: string): Promise<void>;
  /** Everything the backend received, optionally only calls whose path ends with `pathEnd`. */
  requests(pathEnd?: string): Promise<LoggedRequest[]>;
  /** Names of the host callbacks the playground logged, oldest first. */
  callbacks(): Promise<string[]>;
  close(): Promise<void>;
}

function queryString(query: PlaygroundQuery): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) search.set(name, value === true ? '1' : value);
  return search.toString();
}

/**
 * Opens the playground with `query` in a fresh context and waits until the widget is initialised against
 * the freshly loaded backend: msw's worker in the page, or the harness's backend (`backendUrl`). The flow is
 * not shown yet.
 */
export async function openFlowPage(
  harness: Pick<PlaygroundHarness, 'browser' | 'origin' | 'backendUrl'>,
  query: PlaygroundQuery = {},
): Promise<FlowPage> {
  const tracked = await openPage(harness.browser);
  const { page, context } = tracked;
  context.setDefaultTimeout(WAIT_MS);
  const backend: PlaygroundQuery = harness.backendUrl === null ? {} : { [BACKEND_PARAM]: harness.backendUrl };
  await page.goto(`${harness.origin}/?${queryString({ ...query, ...backend })}`);
  const backendOrigin = harness.backendUrl ?? harness.origin;
  await page.locator('output.status', { hasText: /^Ready:/ }).waitFor();
  // Pointed elsewhere, the playground must not have started msw's worker: a suite meant for another backend
  // would otherwise pass on the mock without a word.
  if (harness.backendUrl !== null && (await page.evaluate(() => navigator.serviceWorker.controller !== null)))
    throw new Error(`the playground ignored ${BACKEND_PARAM}=${harness.backendUrl}: msw's worker answers`);

  const widget = page.locator('#holdfast-cancel-flow');
  const dialog = widget.getByRole('dialog');
  const title = dialog.getByRole('heading', { level: 2 });
  // Not by its contentinfo role: inline inside a host's <section>, a <footer> is no landmark.
  const footer = dialog.locator('footer');
  let lastFooterClick = 0;
  const clickFooter = async (button: Locator) => {
    const wait = lastFooterClick + NEXT_STEP_BOUNCE_MS + BOUNCE_MARGIN_MS - Date.now();
    if (wait > 0) await page.waitForTimeout(wait);
    await button.click();
    lastFooterClick = Date.now();
  };

  return {
    ...tracked,
    backendOrigin,
    widget,
    dialog,
    title,
    async show() {
      await page.getByRole('button', { name: /^Show / }).click();
      await dialog.waitFor();
    },
    async expectTitle(expected) {
      await dialog.getByRole('heading', { level: 2, name: expected, exact: true }).waitFor();
    },
    async expectVisible(locator) {
      await locator.waitFor({ state: 'visible' });
    },
    footer: (name) => clickFooter(footer.getByRole('button', { name, exact: true })),
    forward: () => clickFooter(footer.getByRole('button').last()),
    async choose(answer) {
      await dialog.getByRole('radio', { name: answer, exact: true }).check();
    },
    requests: (pathEnd) => mockRequests(page, pathEnd, backendOrigin),
    callbacks: () => callbackNames(page),
    close: () => context.close(),
  };
}

/**
 * GET /__mock/requests from the page (msw's worker answers it at the page's origin, an external backend at
 * `backendOrigin`), filtered by the end of the path.
 */
export async function mockRequests(
  page: Page,
  pathEnd?: string,
  backendOrigin?: string,
): Promise<LoggedRequest[]> {
  const all: LoggedRequest[] = await page.evaluate(
    (origin) => fetch(new URL('/__mock/requests', origin ?? window.location.origin)).then((r) => r.json()),
    backendOrigin,
  );
  return pathEnd === undefined ? all : all.filter((request) => request.path.endsWith(pathEnd));
}

/** The playground's Host callbacks panel lists the newest first; this gives them oldest first. */
export async function callbackNames(page: Page): Promise<string[]> {
  const panel = page.getByRole('region', { name: 'Host callbacks' });
  const names = await panel.locator('li summary code').allTextContents();
  return names.reverse();
}

/** The logged arguments of the newest call of the host callback `name` (the panel shows them as JSON). */
export async function callbackArgs(page: Page, name: string): Promise<unknown[]> {
  const panel = page.getByRole('region', { name: 'Host callbacks' });
  const entry = panel
    .locator('li')
    .filter({ has: page.locator('summary code', { hasText: new RegExp(`^${name}$`) }) });
  const json = await entry.first().locator('pre').textContent();
  return JSON.parse(json ?? '[]');
}

/** A fault rule of the mock backend (mocks/README.md, Fault rules); cleared when the playground resets. */
export type FaultRule = Record<string, string | number | boolean>;

/**
 * POST /__mock/faults from the page to its backend (msw's worker, or the proxy in front of the real server,
 * which applies the rules between the widget and the server), after the playground has loaded its scenario.
 */
export async function addFault(
  page: Pick<FlowPage, 'page' | 'backendOrigin'>,
  rule: FaultRule,
): Promise<void> {
  const status = await page.page.evaluate(
    ([body, origin]) =>
      fetch(new URL('/__mock/faults', origin), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((response) => response.status),
    [rule, page.backendOrigin] as const,
  );
  if (status >= 300) throw new Error(`the backend refused the fault rule (${status})`);
}
