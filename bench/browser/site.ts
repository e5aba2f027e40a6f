/**
 * The bench's site: a static server for the widget's and the floors' files and the host pages (each runs only
 * the loader; the live page asks the mock backend, the others answer the API from recorded answers), and the
 * variants a run can open (ours, the floor, the weighted floor). runs.ts drives them.
 */
import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import { type StaticServer, startStaticServer } from '../../e2e/static-server.ts';
import { defaultMockApp, MOCK_APP_ID, MOCK_APP_SECRET } from '../../fixtures/mock-app.ts';
import { createMockServer, type MockServer } from '../../mocks/server/create-mock-server.ts';
import { ROOT } from '../../vite.config.ts';

/** URL prefixes of the widget's and the floors' files on the bench's static server. */
export const EMBED_PREFIX = '/embed/';
export const FLOOR_PREFIX = '/floor/';
export const WEIGHTED_FLOOR_PREFIX = '/weighted-floor/';
const IN_PAGE_PATH = '/bench/in-page.js';
/** The product's host page calling the mock server for real: used to record its answers. */
export const LIVE_PAGE = '/holdfast-live.html';

/** The customer of the bench's cancel flow: an active monthly subscriber of the full-flow blueprint. */
const CUSTOMER_ID = 'cus_active_monthly';
/** The first step's answer the Next measurement picks; it has a discount offer attached. */
export const NEXT_ANSWER = 'It is too expensive';

/** The host pages, the widgets' files and the mock API, all local. */
export interface BenchSite {
  origin: string;
  api: MockServer;
  /** Serves `/holdfast.html` with the API answered at once from `answers`. */
  answerAtOnce(answers: RecordedAnswers): void;
  close(): Promise<void>;
}

/** One recorded API answer. */
export interface RecordedAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** Recorded answers by `METHOD /path`. */
export type RecordedAnswers = Record<string, RecordedAnswer>;

/**
 * A stand-in for the page's fetch that answers calls to `apiBase` at once with the recorded answers
 * (an unrecorded call gets `{}`); anything else goes to the real fetch. Plain JavaScript, run by the
 * page before the loader, so the widget's client captures it as the page's fetch.
 */
function answeringFetchScript(apiBase: string, answers: RecordedAnswers): string {
  return `(() => {
  const answers = ${JSON.stringify(answers)};
  const base = ${JSON.stringify(apiBase)};
  const pageFetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(base)) return pageFetch(input, init);
    const method = String((init && init.method) || (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const answer = answers[method + ' ' + new URL(url).pathname] || { status: 200, contentType: 'application/json', body: '{}' };
    return Promise.resolve(new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType } }));
  };
})();`;
}

function hostPage(loaderPath: string, headScript = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<link rel="icon" href="data:,">
<title>Account — bench host</title>
<script src="${IN_PAGE_PATH}"></script>
${headScript ? `<script>${headScript}</script>` : ''}
<script src="${loaderPath}"></script>
</head>
<body>
<main><h1>Your subscription</h1><p>Pro plan, billed monthly.</p><button type="button">Cancel subscription</button></main>
</body>
</html>`;
}

/** What is measured: the product's widget, the floor modal, or the floor weighted with our main chunk. */
export interface Variant {
  name: 'holdfast' | 'floor' | 'weighted-floor';
  pagePath: string;
  /** An element of the first step; the step counts as shown once it is painted and no loader is. */
  ready: string | readonly string[];
  initOptions: Record<string, unknown>;
}

/** Starts the static server (product embed, floors, in-page script, host pages) and the mock API. */
export async function startBenchSite(
  embedDir: string,
  floorDir: string,
  weightedFloorDir: string,
): Promise<BenchSite> {
  const api = await createMockServer({ apps: () => [defaultMockApp()], port: 0 });
  const server: StaticServer = await startStaticServer({
    [EMBED_PREFIX]: embedDir,
    [FLOOR_PREFIX]: floorDir,
    [WEIGHTED_FLOOR_PREFIX]: weightedFloorDir,
    '/bench/': join(ROOT, 'bench', 'browser'),
  });
  server.page(LIVE_PAGE, hostPage(`${EMBED_PREFIX}holdfast.js`));
  server.page('/floor.html', hostPage(`${FLOOR_PREFIX}holdfast.js`));
  server.page('/weighted-floor.html', hostPage(`${WEIGHTED_FLOOR_PREFIX}holdfast.js`));
  return {
    origin: server.origin,
    api,
    answerAtOnce: (answers) =>
      server.page(
        '/holdfast.html',
        hostPage(`${EMBED_PREFIX}holdfast.js`, answeringFetchScript(api.url, answers)),
      ),
    close: async () => {
      await server.close();
      await api.close();
    },
  };
}

/** The variants, the product's with init options for the mock API and the given language. */
export function variants(
  site: BenchSite,
  lang = 'en',
): { holdfast: Variant; floor: Variant; weightedFloor: Variant } {
  return {
    holdfast: {
      name: 'holdfast',
      pagePath: '/holdfast.html',
      // Fully painted: the survey's choices and its description's markup (<strong>, sanitised).
      ready: ['input[type="radio"]', '.hf-description strong'],
      initOptions: {
        appId: MOCK_APP_ID,
        customerId: CUSTOMER_ID,
        authHash: createHmac('sha256', MOCK_APP_SECRET).update(CUSTOMER_ID).digest('hex'),
        apiBase: site.api.url,
        // Recording is a feature of its own with its own chunk; this cancel flow does not use it.
        record: false,
        i18n: { lang },
      },
    },
    floor: { name: 'floor', pagePath: '/floor.html', ready: '.floor-dialog button', initOptions: {} },
    weightedFloor: {
      name: 'weighted-floor',
      pagePath: '/weighted-floor.html',
      ready: '.floor-dialog button',
      initOptions: {},
    },
  };
}
