/**
 * The demo host page's HTML: "Acme", a subscription business's account page, with the script tag, a
 * "Cancel subscription" button wired to `holdfast.init(...)` / `show()`, a "Cancel in lite mode" button
 * (`holdfast.insight()`: Holdfast only asks why, and the page has Acme's server cancel, as a lite-mode host
 * must), a "Cancel by e-mail" button for the managed flow (`holdfast.managedFlow('show', ...)`, the customer
 * proves their e-mail with a code), the walls checked on every load (`holdfast.check('pause')` and
 * `check('failed-payment')`: a paused customer meets the pause wall, a past-due one the failed-payment wall,
 * acme-page-script.ts), and the demo customers to switch between. Every value from data (names,
 * plans, ids) is escaped into the markup or JSON-encoded into a data block the page's script reads; the
 * customer token was minted on the server, the secret never comes here.
 */
import type { Subscription } from '../../contract/schemas/index.ts';
import { escapeHtml } from '../http/escape-html.ts';
import { PAGE_SCRIPT } from './acme-page-script.ts';

/** What the page's script passes to `holdfast.init` (with its callbacks added in the page). */
export interface DemoInit {
  appId: string;
  customerId: string;
  customerToken: string;
  apiBase: string;
  mode: 'LIVE';
  provider: 'STRIPE';
}

export interface AcmePageData {
  /** The loader's URL (the server serves dist/embed under the demo). */
  loaderUrl: string;
  /** The stand-in for Stripe.js the failed-payment wall's card form runs on (demo-stripe-js.ts). */
  stripeJsUrl: string;
  /** Links to switch customer; the current one is marked. */
  customers: Array<{ id: string; label: string; href: string; current: boolean }>;
  /** The current customer's name or e-mail, and their subscription as the billing provider has it now. */
  customerName: string;
  /** The current customer's e-mail, suggested for the managed flow. */
  customerEmail: string | null;
  subscription: Subscription | null;
  /** The demo outbox (/demo/mail) where the managed flow's codes land, or null when real mail is sent. */
  mailHref: string | null;
  /** Acme's own cancel route (POST, the customer token in the body), which lite mode's onCancel calls. */
  cancelUrl: string;
  init: DemoInit;
}

/** JSON for a `<script type="application/json">` block: `<` escaped so no value can close the block. */
function jsonBlock(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function money(minor: number | null, currency: string): string {
  if (minor === null) return currency.toUpperCase();
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits;
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(minor / 10 ** (digits ?? 2));
}

function planText(subscription: Subscription): string {
  const price = subscription.items.data[0]?.price;
  if (!price) return 'No plan';
  const { interval, interval_count: count } = price.recurring ?? { interval: 'MONTH', interval_count: 1 };
  const every =
    count && count > 1 ? `every ${count} ${interval.toLowerCase()}s` : `per ${interval.toLowerCase()}`;
  const name = price.nickname ?? (typeof price.product === 'object' ? price.product?.name : null) ?? price.id;
  return `${name}: ${money(price.unit_amount ?? price.amount ?? null, price.currency)} ${every}`;
}

function day(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString().slice(0, 10);
}

/** The subscription's facts a customer would see on their account page. */
export function subscriptionFacts(subscription: Subscription): Array<[term: string, detail: string]> {
  const facts: Array<[string, string]> = [
    ['Plan', planText(subscription)],
    ['Status', subscription.status],
  ];
  if (subscription.cancel_at_period_end) facts.push(['Cancels on', day(subscription.current_period_end)]);
  else facts.push(['Renews on', day(subscription.current_period_end)]);
  const pause = subscription.pause_collection;
  if (pause) facts.push(['Paused', pause.resumes_at ? `until ${day(pause.resumes_at)}` : 'until resumed']);
  if (subscription.trial_end && subscription.status === 'trialing')
    facts.push(['Trial ends on', day(subscription.trial_end)]);
  if (subscription.discount)
    facts.push(['Discount', subscription.discount.coupon.name ?? subscription.discount.coupon.id]);
  return facts;
}

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1c1917; background: #fafaf9; }
  header { background: #1e3a8a; color: #fff; padding: 0.75rem 1.5rem; display: flex; gap: 1rem; align-items: baseline; }
  header strong { font-size: 1.25rem; }
  main { max-width: 48rem; margin: 0 auto; padding: 1.5rem; display: grid; gap: 1.5rem; }
  section, nav { background: #fff; border: 1px solid #e7e5e4; border-radius: 8px; padding: 1rem 1.5rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  a[aria-current] { font-weight: 700; }
  button { font: inherit; padding: 0.5rem 1rem; border-radius: 6px; border: 1px solid #b91c1c; color: #b91c1c; background: #fff; cursor: pointer; }
  .note { color: #57534e; font-size: 0.875rem; }
`;

export function acmePage(data: AcmePageData): string {
  const customers = data.customers
    .map(
      (customer) =>
        `<li><a href="${escapeHtml(customer.href)}"${customer.current ? ' aria-current="page"' : ''}>${escapeHtml(customer.label)}</a></li>`,
    )
    .join('');
  const facts = data.subscription
    ? `<dl>${subscriptionFacts(data.subscription)
        .map(([term, detail]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(detail)}</dd>`)
        .join('')}</dl>`
    : '<p>No subscription.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Acme — Your account</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
<script src="${escapeHtml(data.loaderUrl)}"></script>
<script src="${escapeHtml(data.stripeJsUrl)}"></script>
</head>
<body>
<header><strong>Acme</strong><span>A demo host page: Acme's site, Holdfast's cancel flow.</span></header>
<main>
<h1>Your account</h1>
<section aria-labelledby="subscription-heading">
<h2 id="subscription-heading">Your subscription</h2>
<p>Signed in as ${escapeHtml(data.customerName)} (<code>${escapeHtml(data.init.customerId)}</code>).</p>
${facts}
<button id="cancel-subscription" type="button">Cancel subscription</button>
<p><label><input id="replay-consent" type="checkbox" checked> Let Acme record my cancel flow for replay</label></p>
<p class="note">Holdfast records only with the customer's consent (<code>recordingConsent</code>); the dashboard replays recorded sessions.</p>
<p id="widget-status" role="status"></p>
</section>
<section aria-labelledby="lite-heading">
<h2 id="lite-heading">Only asking why (lite mode)</h2>
<p>In lite mode Holdfast shows only the survey, feedback and confirmation, and hands the cancel to the page (<code>onCancel</code>): it changes nothing at Stripe. Here Acme's own server then cancels at Stripe, as your server would.</p>
<button id="cancel-lite" type="button">Cancel in lite mode</button>
</section>
<section id="support-request" aria-labelledby="support-heading" hidden>
<h2 id="support-heading">Acme support</h2>
<p>Thanks for telling us. Acme's support team will write to <strong id="support-email"></strong> within one business day to sort out the problem.</p>
<p class="note">Can't wait? Write to <a href="mailto:support@acme.example">support@acme.example</a>. Holdfast handed this request to the page's <code>handleSupportRequest</code>; your subscription is unchanged.</p>
</section>
<section aria-labelledby="walls-heading">
<h2 id="walls-heading">Paused, or a payment failed</h2>
<p>The page checks on every load whether Holdfast should show a wall (<code>holdfast.check</code>). A paused customer meets the pause wall and can resume; one whose payment failed meets the failed-payment wall and can update the card, which pays the failed invoice. Try the paused and past-due customers below.</p>
<p class="note">The card form stands in for Stripe's, which cannot reach this demo's Stripe fake: the card 4242 4242 4242 4242 pays.</p>
</section>
<section aria-labelledby="signed-out-heading">
<h2 id="signed-out-heading">Cancel without signing in</h2>
<p>A customer the page does not know proves their e-mail with a code, then cancels (Holdfast's managed flow).${data.customerEmail ? ` Try <code>${escapeHtml(data.customerEmail)}</code>.` : ''}</p>
<button id="cancel-by-email" type="button">Cancel by e-mail</button>
${data.mailHref ? `<p class="note">Nothing is sent: the code is printed where <code>npm start</code> runs and listed in the <a href="${escapeHtml(data.mailHref)}" target="_blank">demo outbox</a>.</p>` : ''}
</section>
<nav aria-labelledby="customers-heading">
<h2 id="customers-heading">Demo customers</h2>
<ul>${customers}</ul>
<p class="note">Their subscriptions live in the Stripe fake; this page's server signs a customer token for the one you pick.</p>
</nav>
</main>
<script type="application/json" id="holdfast-demo">${jsonBlock({ init: data.init, cancelUrl: data.cancelUrl })}</script>
<script>${PAGE_SCRIPT}</script>
</body>
</html>
`;
}
