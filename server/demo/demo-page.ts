/**
 * The demo host page under /demo (only `npm start` mounts it, never a production start): Acme's account page
 * for one of a few demo customers, and the built script tag (dist/embed) it loads. The page's server side
 * plays the host's part: it looks the customer up as the billing provider has them and mints a signed customer
 * token with the app's LIVE secret, so the secret never reaches the browser. With the demo's mailer, /demo/mail
 * shows the e-mails the managed flow "sent" (demo-mail-page.ts). POST /demo/cancel is the host's own cancel,
 * which the page calls in lite mode, where Holdfast cancels nothing (demo-host-cancel.ts). /demo/fake-stripe.js
 * is the stand-in for Stripe.js the failed-payment wall's card form runs on (demo-stripe-js.ts).
 */
import { mintCustomerToken } from '../../contract/customer-token.ts';
import { embedFileAnswer } from '../embed-files.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { acmePage } from './acme-page.ts';
import { cancelAsHost } from './demo-host-cancel.ts';
import { demoMailPage } from './demo-mail-page.ts';
import type { DemoMailer } from './demo-mailer.ts';
import { DEMO_STRIPE_JS } from './demo-stripe-js.ts';
import type { DemoStripeCustomer } from './stripe-demo-seed.ts';

/** Where the demo page and its copy of the script tag are served. */
export const DEMO_BASE = '/demo';
const EMBED_PATH = `${DEMO_BASE}/embed/`;
/** The loader the page's script tag names. */
export const DEMO_LOADER_PATH = `${EMBED_PATH}holdfast.js`;
/** The outbox of the demo's mailer. */
export const DEMO_MAIL_PATH = `${DEMO_BASE}/mail`;
/** Acme's own backend route the page's lite-mode onCancel calls to cancel at Stripe (demo-host-cancel.ts). */
export const DEMO_CANCEL_PATH = `${DEMO_BASE}/cancel`;
/** The stand-in for Stripe.js (demo-stripe-js.ts), which the page loads beside the script tag. */
export const DEMO_STRIPE_JS_PATH = `${DEMO_BASE}/${DEMO_STRIPE_JS.file}`;

/**
 * The customers the page offers, when the Stripe fake has them: plain monthly and annual plans, a trial, two
 * other currencies, so each kind of cancel flow is one click away; and a paused subscription and a past-due one
 * with a failed invoice, whom the page's check shows the pause wall and the failed-payment wall.
 */
export const DEMO_PAGE_CUSTOMERS = [
  'cus_active_monthly',
  'cus_active_annual',
  'cus_trialing',
  'cus_eur_annual',
  'cus_jpy_monthly',
  'cus_paused',
  'cus_past_due_outside_grace',
] as const;

const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
};

export interface DemoPageOptions {
  deps: Pick<ServiceDeps, 'apps' | 'billing' | 'now'>;
  appId: string;
  /** The Stripe fake's seeded customers; the page offers those in {@link DEMO_PAGE_CUSTOMERS}. */
  customers: DemoStripeCustomer[];
  /** The built script tag (dist/embed). */
  embedDir: string;
  /** The built stand-in for Stripe.js (dist/demo, demo-stripe-js.ts). */
  stripeJsDir: string;
  /** The demo's mailer, whose messages /demo/mail lists (none when SMTP_URL sends real mail: a 404 there). */
  mailer?: DemoMailer;
}

function text(status: number, body: string): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

export function createDemoPage(options: DemoPageOptions): {
  base: string;
  fetch(request: Request): Promise<Response>;
} {
  const offered = DEMO_PAGE_CUSTOMERS.flatMap((id) => options.customers.filter((c) => c.id === id));
  if (offered.length === 0) throw new Error('The Stripe fake has none of the demo page’s customers');

  async function page(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const wanted = url.searchParams.get('customer');
    const customer = wanted === null ? offered[0] : offered.find((c) => c.id === wanted);
    if (!customer) return text(404, 'No such demo customer: pick one on /demo.');
    const [secret] = await options.deps.apps.activeSecrets(options.appId, 'LIVE');
    if (!secret) return text(500, `The app ${options.appId} has no LIVE secret.`);
    const now = options.deps.now();
    const found = await options.deps.billing.findCustomer(options.appId, 'STRIPE', customer.id, 'LIVE');
    const customerToken = await mintCustomerToken({
      secret: secret.secret,
      keyId: secret.keyId,
      appId: options.appId,
      customerId: customer.id,
      mode: 'LIVE',
      provider: 'STRIPE',
      now,
    });
    const html = acmePage({
      loaderUrl: DEMO_LOADER_PATH,
      stripeJsUrl: DEMO_STRIPE_JS_PATH,
      customers: offered.map((c) => ({
        id: c.id,
        label: `${c.case} (${c.summary})`,
        href: `${DEMO_BASE}?customer=${encodeURIComponent(c.id)}`,
        current: c.id === customer.id,
      })),
      customerName: found?.customer.name ?? customer.email ?? customer.id,
      customerEmail: customer.email,
      subscription: found?.customer.subscriptions.data[0] ?? null,
      mailHref: options.mailer ? DEMO_MAIL_PATH : null,
      cancelUrl: DEMO_CANCEL_PATH,
      init: {
        appId: options.appId,
        customerId: customer.id,
        customerToken,
        // The API is this server: the page names its own origin.
        apiBase: url.origin,
        mode: 'LIVE',
        provider: 'STRIPE',
      },
    });
    return new Response(html, { headers: HTML_HEADERS });
  }

  return {
    base: DEMO_BASE,
    fetch(request) {
      const { pathname } = new URL(request.url);
      if (pathname === DEMO_CANCEL_PATH)
        return request.method === 'POST'
          ? cancelAsHost(options, request)
          : Promise.resolve(text(405, 'POST only.'));
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return Promise.resolve(text(405, 'GET only.'));
      if (pathname === DEMO_BASE || pathname === `${DEMO_BASE}/`) return page(request);
      if (pathname === DEMO_MAIL_PATH && options.mailer)
        return Promise.resolve(
          new Response(demoMailPage(options.mailer.messages(), DEMO_BASE), { headers: HTML_HEADERS }),
        );
      if (pathname === DEMO_STRIPE_JS_PATH)
        return embedFileAnswer(
          options.stripeJsDir,
          DEMO_STRIPE_JS.file,
          request.headers.get('accept-encoding'),
        );
      if (pathname.startsWith(EMBED_PATH))
        return embedFileAnswer(
          options.embedDir,
          pathname.slice(EMBED_PATH.length),
          request.headers.get('accept-encoding'),
        );
      return Promise.resolve(text(404, 'Not found.'));
    },
  };
}
