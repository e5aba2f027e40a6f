/**
 * `npm start` as a new user meets it: the product started the way scripts/start.ts starts it (stale builds
 * first, then server/demo/start-product.ts) on a fresh data folder and free ports. It prints the demo page,
 * dashboard and API URLs and the demo sign-in; on the Acme demo page a customer opens the cancel flow from
 * "Cancel subscription" and cancels, through the real server, into the Stripe fake; is offered the Team plan
 * at the price Stripe charges for it; gets help from Acme's support (the page's handleSupportRequest); and,
 * signed out, proves their e-mail with the code the demo's outbox (/demo/mail) shows, then reaches the cancel flow;
 * and in lite mode answers only why, after which the page has Acme's server cancel at the Stripe fake and the
 * dashboard lists the lite session with its reason.
 * The script tag's files reach the browser as the build's brotli copies.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_PATHS, type SessionsAnswer } from '../../contract/dashboard-api.ts';
import { en } from '../../renderer/i18n/catalogs/en.ts';
import { DEMO_SIGN_IN } from '../../server/dashboard/demo-sign-in.ts';
import { signIn } from '../../server/dashboard/testing/dashboard-seed.ts';
import { DEMO_LOADER_PATH } from '../../server/demo/demo-page.ts';
import { DEMO_STRIPE_KEY } from '../../server/demo/start-demo-stripe.ts';
import type { RunningProduct } from '../../server/demo/start-product.ts';
import { DEMO_APP_ID } from '../../server/demo-seed.ts';
import { launchChromium, openPage } from '../browser.ts';
import { BOUNCE_GUARD_WAIT_MS, walkToCancel } from '../embed/cancel-walk.ts';
import { type ProductUnderTest, startProductUnderTest } from './product-under-test.ts';

const CUSTOMER_ID = 'cus_active_monthly';
/** The customer the exploratory tester met the Team card's 59-shown, 79-charged price with. */
const ANNUAL_ID = 'cus_active_annual';
/** The customer who cancels in lite mode. */
const LITE_ID = 'cus_eur_annual';
/** The Team plan the Stripe fake charges (fixtures/catalog/plans.ts: 7900 cents a month). */
const TEAM_PRICE = '$79/month';
const exact = (name: string) => ({ name, exact: true });
/** Where the demo serves the script tag's files (the loader and its chunks). */
const DEMO_EMBED_PATH = DEMO_LOADER_PATH.slice(0, DEMO_LOADER_PATH.lastIndexOf('/') + 1);

interface FakeSubscription {
  id: string;
  status: string;
  cancel_at_period_end: boolean;
}

/** The customer's subscriptions as the Stripe fake holds them (its REST API, as Stripe's SDK would ask). */
async function subscriptionsInFake(
  product: RunningProduct,
  customerId: string = CUSTOMER_ID,
): Promise<FakeSubscription[]> {
  const response = await fetch(`${product.stripe.apiBase}/v1/subscriptions?customer=${customerId}`, {
    headers: { authorization: `Bearer ${DEMO_STRIPE_KEY}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: FakeSubscription[] }).data;
}

describe('npm start: the product with the demo page, the dashboard and the Stripe fake', () => {
  let started: ProductUnderTest;
  let product: RunningProduct;
  let printed: string[] = [];
  let browser: Browser;

  beforeAll(async () => {
    started = await startProductUnderTest('npm-start');
    ({ product, printed } = started);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await started?.close();
  });

  it('prints the demo page, outbox, dashboard and API URLs and the demo sign-in, each answering', async () => {
    const output = printed.join('\n');
    const { demo, mail, dashboard, api } = product.urls;
    expect(mail).toBe(`${api}/demo/mail`);
    for (const url of [demo, mail ?? 'no outbox', dashboard, api]) expect(output).toContain(url);
    expect((await fetch(mail ?? '')).headers.get('content-type')).toContain('text/html');
    expect(output).toContain(`${DEMO_SIGN_IN.email} / ${DEMO_SIGN_IN.password}`);
    expect((await fetch(demo)).headers.get('content-type')).toContain('text/html');
    expect(await (await fetch(dashboard)).text()).toContain('<div id="root">');
    expect(await (await fetch(`${api}/healthz`)).json()).toEqual({ ok: true });
  });

  it('a demo customer cancels on the Acme page; the Stripe fake’s subscription is set to cancel', async () => {
    const [before] = await subscriptionsInFake(product);
    expect(before?.cancel_at_period_end).toBe(false);

    const { page, context, log } = await openPage(browser);
    // The full flow's redirect step embeds a YouTube player; answer it locally so the test stays offline.
    await context.route('https://www.youtube.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    // The script tag's files, each as the browser received it: the build's brotli copy (scripts/precompress.ts).
    const encodings = new Map<string, string | undefined>();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      // Only the script tag's: the card form's stand-in for Stripe.js beside it is the demo's, not shipped.
      if (pathname.startsWith(DEMO_EMBED_PATH) && pathname.endsWith('.js'))
        encodings.set(pathname, response.headers()['content-encoding']);
    });
    await page.goto(product.urls.demo);
    await page.getByRole('link', { name: /active-monthly/ }).click();
    await page.locator('code', { hasText: CUSTOMER_ID }).waitFor();
    expect(await page.getByRole('definition').allTextContents()).toContain('active');
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await walkToCancel(page);

    const [after] = await subscriptionsInFake(product);
    expect(after).toMatchObject({ id: before?.id, cancel_at_period_end: true });
    await page
      .getByRole('status')
      .getByText(/Cancelled/)
      .waitFor();
    // The page's server reads the subscription as Stripe now has it.
    await page.reload();
    await page.getByText('Cancels on').waitFor();
    expect(page.url()).toContain(`customer=${CUSTOMER_ID}`);
    expect(log.errors).toEqual([]);
    const scripts = [...encodings.keys()];
    expect(
      scripts.some((path) => /\/holdfast-main-[\w-]+\.js$/.test(path)),
      scripts.join(' '),
    ).toBe(true);
    for (const [path, encoding] of encodings) expect(encoding, path).toBe('br');
  });

  it('the Team card shows the price Stripe charges; a plain close says nothing changed', async () => {
    const { page, log } = await openPage(browser);
    await page.goto(`${product.urls.demo}?customer=${ANNUAL_ID}`);
    await page.getByRole('button', exact('Cancel subscription')).click();
    await page.getByRole('radio', exact('It is missing features I need')).click();
    await page.getByRole('button', exact(en['footer.next'])).click();
    const team = page.getByRole('article', exact('Team'));
    await team.waitFor({ timeout: 20_000 });
    expect(await team.locator('.hf-plan__amount').textContent()).toBe(TEAM_PRICE);
    // No struck-through "was" price, no claimed offer: the demo seed's Team card (server/demo-seed.ts).
    expect(await team.locator('s').count()).toBe(0);
    expect(await team.textContent()).not.toContain('Limited offer');
    await page.keyboard.press('Escape');
    await team.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('Closed: your subscription is unchanged.');
    expect(log.errors).toEqual([]);
    // The page names an empty icon: Chromium asks for no /favicon.ico (a 404 in the console before).
    expect(log.failedRequests.filter((request) => request.includes('favicon'))).toEqual([]);
  });

  it('Get help hands the customer to Acme support: the flow closes, the page shows the support note', async () => {
    const { page, log } = await openPage(browser);
    await page.goto(`${product.urls.demo}?customer=${ANNUAL_ID}`);
    await page.getByRole('button', exact('Cancel subscription')).click();
    await page.getByRole('radio', exact('I ran into technical issues')).click();
    await page.getByRole('button', exact(en['footer.next'])).click();
    const getHelp = page.getByRole('button', exact(en['common.getHelp']));
    await getHelp.waitFor({ timeout: 20_000 });
    await page.waitForTimeout(BOUNCE_GUARD_WAIT_MS);
    await getHelp.click();

    await page.getByRole('heading', exact('Acme support')).waitFor();
    await getHelp.waitFor({ state: 'hidden' });
    expect(await page.getByText(en['stepTag.error']).count()).toBe(0);
    expect(await page.getByRole('status').textContent()).toBe('Acme support has your request.');
    expect(await page.locator('#support-email').textContent()).toContain('@');
    expect(log.errors).toEqual([]);
  });

  it('in lite mode Holdfast asks only why; the page has Acme’s server cancel at the Stripe fake', async () => {
    const [before] = await subscriptionsInFake(product, LITE_ID);
    expect(before?.cancel_at_period_end).toBe(false);
    const { page, log } = await openPage(browser);
    await page.goto(`${product.urls.demo}?customer=${LITE_ID}`);
    await page.getByRole('button', exact('Cancel in lite mode')).click();
    // The demo seed's lite flow (fixtures' liteBlueprint): a survey, a free-form step, the confirmation.
    await page.getByRole('radio', exact('Too expensive')).click();
    await page.getByRole('button', exact(en['footer.next'])).click();
    await page.getByRole('textbox').waitFor();
    await page.waitForTimeout(BOUNCE_GUARD_WAIT_MS);
    await page.getByRole('button', exact(en['footer.next'])).click();
    const confirm = page.getByRole('button', exact(en['footer.confirmAndCancel']));
    await confirm.waitFor();
    await page.waitForTimeout(BOUNCE_GUARD_WAIT_MS);
    await confirm.click();

    await page
      .getByRole('status')
      .getByText(/^Cancelled by Acme: Holdfast asked why \(lite mode\)/)
      .waitFor();
    const [after] = await subscriptionsInFake(product, LITE_ID);
    expect(after).toMatchObject({ id: before?.id, cancel_at_period_end: true });
    await page.reload();
    await page.getByText('Cancels on').waitFor();
    expect(log.errors).toEqual([]);

    // The dashboard lists the lite session with the reason given (an exploratory tester found none there).
    const { cookie } = await signIn(product.urls.api, DEMO_SIGN_IN.email, DEMO_SIGN_IN.password);
    const listed = await fetch(`${product.urls.api}${DASHBOARD_PATHS.sessions(DEMO_APP_ID)}`, {
      headers: { cookie },
    });
    const { sessions } = (await listed.json()) as SessionsAnswer;
    expect(sessions.find((row) => row.customerId === LITE_ID)).toMatchObject({
      lite: true,
      outcome: 'cancelled',
      reason: 'Too expensive',
      offerType: null,
      // The demo seed's lite flow (the fixtures' liteBlueprint, stored as bp_lite#lite).
      flowVersion: 'bp_lite#lite@1~lite',
    });
  });

  it('signed out, a customer cancels by e-mail with the code from the demo outbox (the managed flow)', async () => {
    // The annual customer: the monthly one cancelled above.
    const email = product.stripe.customers.find((customer) => customer.id === ANNUAL_ID)?.email;
    if (!email) throw new Error(`${ANNUAL_ID} has no e-mail in the Stripe fake`);
    const { page, context, log } = await openPage(browser);
    await page.goto(`${product.urls.demo}?customer=${ANNUAL_ID}`);
    await page.getByRole('button', exact('Cancel by e-mail')).click();
    const managed = page.locator('#holdfast-managed-flow').getByRole('dialog');
    await managed.getByRole('textbox', exact('Email address')).fill(email);
    await managed.getByRole('button', exact('Send Verification Code')).click();
    await managed.getByRole('heading', exact('Verify Account')).waitFor();

    // The outbox, as the person would open it from the page's link: the newest message first.
    const outbox = await context.newPage();
    await outbox.goto(product.urls.mail ?? '');
    const newest = outbox.getByRole('listitem').first();
    expect(await newest.locator('strong').textContent()).toBe(email);
    const code = /\b(\d{6})\b/.exec((await newest.locator('pre').textContent()) ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await outbox.close();
    // The console npm start prints to has it too.
    expect(printed.some((line) => line.includes(email) && line.includes(code ?? 'no code'))).toBe(true);

    await managed.getByRole('group', exact('Verification code')).getByRole('textbox').first().focus();
    await page.keyboard.type(code ?? '');
    await page.getByRole('radio', exact('I ran into technical issues')).waitFor({ timeout: 20_000 });
    expect(log.errors).toEqual([]);
  });
});
