/**
 * The bench's site: a static server for the widget's and the floors' files and the host pages (each runs only
 * the loader; the live page asks the mock backend, the product's page a loopback server answering at once
 * with what the mock backend answered, recorded-api.ts), and the
 * variants a run can open (ours, the floor, the weighted floor). runs.ts drives them.
 */
import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import { type StaticServer, startStaticServer } from '../../e2e/static-server.ts';
import { defaultMockApp, MOCK_APP_ID, MOCK_APP_SECRET } from '../../fixtures/mock-app.ts';
import { createMockServer, type MockServer } from '../../mocks/server/create-mock-server.ts';
import { ROOT } from '../../vite.config.ts';
import { type RecordedAnswers, type RecordedApi, startRecordedApi } from './recorded-api.ts';

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
  /** The API of `/holdfast.html`: answers at once with what `answerAtOnce` was given. */
  recordedApi: RecordedApi;
  /** Makes `/holdfast.html`'s API answer at once with `answers`. */
  answerAtOnce(answers: RecordedAnswers): void;
  close(): Promise<void>;
}

function hostPage(loaderPath: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<link rel="icon" href="data:,">
<title>Account — bench host</title>
<script src="${IN_PAGE_PATH}"></script>
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
  const recordedApi = await startRecordedApi();
  const server: StaticServer = await startStaticServer({
    [EMBED_PREFIX]: embedDir,
    [FLOOR_PREFIX]: floorDir,
    [WEIGHTED_FLOOR_PREFIX]: weightedFloorDir,
    '/bench/': join(ROOT, 'bench', 'browser'),
  });
  server.page(LIVE_PAGE, hostPage(`${EMBED_PREFIX}holdfast.js`));
  server.page('/holdfast.html', hostPage(`${EMBED_PREFIX}holdfast.js`));
  server.page('/floor.html', hostPage(`${FLOOR_PREFIX}holdfast.js`));
  server.page('/weighted-floor.html', hostPage(`${WEIGHTED_FLOOR_PREFIX}holdfast.js`));
  return {
    origin: server.origin,
    api,
    recordedApi,
    answerAtOnce: (answers) => recordedApi.answer(answers),
    close: async () => {
      await server.close();
      await api.close();
      await recordedApi.close();
    },
  };
}

/**
 * The variants, the product's with init options for the recorded API (recordAnswers points them at the mock
 * backend) and the given language.
 */
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
        apiBase: site.recordedApi.url,
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
