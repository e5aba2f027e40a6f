/**
 * The Webhooks page in Chromium, served by a real server (SQLite) from the built dist/dashboard: the owner
 * signs in, registers a local receiver (its secret shown once), a session is posted, the receiver gets one
 * delivery signed with that secret, and the page shows it delivered. axe finds no violation on the sign-in
 * page nor on the Webhooks page (sign-in-results.e2e.ts scans results, sessions and a session).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { postSession, TEAM } from '../../server/dashboard/testing/dashboard-seed.ts';
import { SIGNATURE_HEADER } from '../../server/services/webhook-policy.ts';
import { verifyWebhookSignature } from '../../server/services/webhook-signature.ts';
import { APP_ID } from '../../server/testing/server-seed.ts';
import { createTestClient } from '../../server/testing/test-client.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../server/testing/webhook-receiver.ts';
import { openPage } from '../browser.ts';
import { runAxe } from '../quality/support/axe.ts';
import { useDashboard } from './dashboard-under-test.ts';
import { signInAs } from './sign-in.ts';

describe('dashboard: register a webhook receiver and see its delivery', () => {
  let receiver: WebhookReceiver;
  const dashboard = useDashboard(async () => {
    receiver = await startWebhookReceiver();
  });

  afterAll(async () => {
    await receiver?.close();
  });

  it('registers the receiver, which gets one signed delivery of a posted session, shown delivered', async () => {
    const { page, log } = await openPage(dashboard.browser);
    await page.goto(`${dashboard.server.baseUrl}/dashboard/#/webhooks`);
    await page.getByRole('heading', { name: 'Sign in to Holdfast' }).waitFor();
    expect(await runAxe(page)).toEqual([]);
    await signInAs(page, TEAM.owner);
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();

    await page.getByLabel('Endpoint URL').fill(receiver.url);
    await page.getByRole('button', { name: 'Register endpoint' }).click();
    const secret = await page.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await page
      .getByRole('region', { name: 'Endpoints' })
      .getByRole('cell', { name: receiver.url, exact: true })
      .waitFor();
    expect(await runAxe(page)).toEqual([]);
    await page.getByRole('button', { name: 'I have kept it' }).click();

    await postSession(
      createTestClient(dashboard.server.baseUrl),
      { as: 'ada', canceled: true },
      'e2e-hook-1',
    );
    const deliveries = page.getByRole('region', { name: 'Deliveries' });
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Refresh deliveries' }).click();
          return deliveries.getByRole('row', { name: /session\.completed/ }).textContent({ timeout: 1_000 });
        },
        { timeout: 15_000, interval: 500 },
      )
      .toContain('Delivered');
    expect(await runAxe(page)).toEqual([]);

    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    const header = delivery?.headers[SIGNATURE_HEADER.toLowerCase()];
    expect(verifyWebhookSignature(secret, String(header), delivery?.body ?? '')).toBe(true);
    expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({ type: 'session.completed', appId: APP_ID });
    // Signed out, the page's first question (who is signed in) is the one expected failure.
    expect(log.failedRequests).toEqual([`${dashboard.server.baseUrl}/dashboard/api/me (401)`]);
    expect(log.errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
  });
});
