/**
 * What every dashboard suite drives: a real server (SQLite) with the dashboard seed and its team, serving the
 * built dist/dashboard and dist/embed, and Chromium.
 */
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { PREVIEW_PAGE_PATH } from '../../contract/dashboard-flows-api.ts';
import type { AppSeed } from '../../contract/seed.ts';
import { dashboardSeed, makeTeam } from '../../server/dashboard/testing/dashboard-seed.ts';
import { APP_ID } from '../../server/testing/server-seed.ts';
import { type StartedTestServer, startTestServer } from '../../server/testing/start-test-server.ts';
import { launchChromium } from '../browser.ts';

export interface DashboardUnderTest {
  server: StartedTestServer;
  browser: Browser;
}

/**
 * Starts the server and Chromium for the enclosing describe block and closes them after; `prepare` runs once
 * the team is there (sessions for the pages to show, say); `seed` replaces the dashboard seed. The fields are
 * set once beforeAll ran.
 */
export function useDashboard(
  prepare?: (server: StartedTestServer) => Promise<void>,
  options: { seed?: () => AppSeed } = {},
): DashboardUnderTest {
  const under = {} as DashboardUnderTest;
  beforeAll(async () => {
    under.server = await startTestServer({
      dialect: 'sqlite',
      seed: (options.seed ?? dashboardSeed)(),
      // The webhook page's receiver listens on loopback, which only the operator's opt-in lets a webhook reach.
      allowPrivateWebhookAddresses: true,
    });
    await makeTeam(under.server, APP_ID);
    await prepare?.(under.server);
    under.browser = await launchChromium();
  });
  afterAll(async () => {
    await under.browser?.close();
    await under.server?.close();
  });
  return under;
}

/** The frame of the preview titled `title`, once its page has loaded. */
export async function previewFrame(page: Page, title: string): Promise<Frame> {
  await page.getByTitle(title).waitFor();
  for (;;) {
    const frame = page.frames().find((candidate) => candidate.url().endsWith(PREVIEW_PAGE_PATH));
    if (frame) return frame;
    await page.waitForTimeout(50);
  }
}
