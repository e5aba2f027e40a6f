// @vitest-environment jsdom
/**
 * The Acme page's own script (server/demo/acme-page.ts), run on the page's markup with a stand-in for the
 * script tag's `holdfast`: the callbacks a host writes, as the widget calls them (docs/options.md).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from '../../contract/schemas/index.ts';
import { acmePage } from './acme-page.ts';

type Callback = (...args: unknown[]) => unknown;

const html = acmePage({
  loaderUrl: '/demo/embed/holdfast.js',
  stripeJsUrl: '/demo/fake-stripe.js',
  customers: [{ id: 'cus_active_monthly', label: 'active-monthly', href: '/demo', current: true }],
  customerName: 'Ada',
  customerEmail: 'ada@example.com',
  subscription: null as Subscription | null,
  mailHref: '/demo/mail',
  cancelUrl: '/demo/cancel',
  init: {
    appId: 'app_demo',
    customerId: 'cus_active_monthly',
    customerToken: 'token',
    apiBase: 'http://127.0.0.1:8787',
    mode: 'LIVE',
    provider: 'STRIPE',
  },
});

let options: Record<string, Callback>;
let managedFlowShown: Array<[string, Record<string, unknown>]>;
/** The widget's operations the page called, in order (init, managedFlow and check apart). */
let called: Array<[string, ...unknown[]]>;
/** The walls' checks the page made as it loaded: the wall and the options given. */
let checked: Array<[string, Record<string, Callback> & { stripe?: unknown }]>;
/** The stand-in for Stripe.js the page found (demo-stripe-js.ts), and the options it made one with. */
class StandInStripe {
  constructor(readonly options: unknown) {}
}
let standInLoaded = true;
const status = () => document.getElementById('widget-status')?.textContent;
const click = (id: string) => (document.getElementById(id) as HTMLButtonElement).click();
/** The page's fetch, answering nothing: for the cases where the page must ask its server for nothing. */
function stubFetch() {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const FULL_FLOW_CANCELLED = 'Cancelled: Holdfast cancelled your subscription at Stripe and told Acme.';
const RELOAD = 'Reload to see the subscription as Stripe has it now.';

/** Loads the page: its markup, then its script with a stand-in for the script tag's `holdfast`. */
function loadPage() {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  const script = [...parsed.querySelectorAll('script:not([src]):not([type])')].at(-1)?.textContent ?? '';
  managedFlowShown = [];
  called = [];
  checked = [];
  if (standInLoaded) vi.stubGlobal('HoldfastFakeStripe', { FakeStripe: StandInStripe });
  const holdfast = {
    check: (kind: string, given: Record<string, Callback>) => {
      checked.push([kind, given]);
      return Promise.resolve({ ok: true, shown: false, skipped: false });
    },
    init: (given: Record<string, Callback>) => (options = given),
    show: () => called.push(['show']),
    insight: () => called.push(['insight']),
    update: (given: unknown) => called.push(['update', given]),
    managedFlow: (operation: string, given: Record<string, unknown>) =>
      managedFlowShown.push([operation, given]),
  };
  new Function('holdfast', script)(holdfast);
}

beforeEach(() => loadPage());

afterEach(() => {
  vi.unstubAllGlobals();
  standInLoaded = true;
});

describe("the demo page's script", () => {
  it('implements handleSupportRequest: it shows that Acme support will write, and returns so the widget succeeds', async () => {
    expect(options.handleSupportRequest).toBeTypeOf('function');
    const note = document.getElementById('support-request');
    expect(note?.hidden).toBe(true);
    await expect(
      Promise.resolve(
        options.handleSupportRequest?.({ id: 'cus_active_monthly', email: '<b>ada@example.com</b>' }),
      ),
    ).resolves.toBeUndefined();
    expect(note?.hidden).toBe(false);
    // The customer's e-mail is text, never markup.
    expect(document.getElementById('support-email')?.textContent).toBe('<b>ada@example.com</b>');
    expect(note?.querySelector('b')).toBeNull();
    expect(note?.querySelector('a[href^="mailto:"]')).not.toBeNull();
    options.onClose?.({});
    expect(status()).toBe('Acme support has your request.');
  });

  it('a plain close reads as nothing changed, with no stray text', () => {
    options.onClose?.({});
    expect(status()).toBe('Closed: your subscription is unchanged.');
  });

  it('a full flow’s cancel says Holdfast cancelled at Stripe; the close after it suggests a reload, once', () => {
    const fetch = stubFetch();
    click('cancel-subscription');
    expect(called).toEqual([['show']]);
    options.onCancel?.({}, { surveyChoiceValue: null });
    options.onClose?.({});
    expect(status()).toBe(`${FULL_FLOW_CANCELLED} ${RELOAD}`);
    options.onClose?.({});
    expect(status()).toBe(`${FULL_FLOW_CANCELLED} ${RELOAD}`);
    // Holdfast did the cancel: the page asks its server for nothing.
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("the demo page's lite mode: Holdfast only asks why, and Acme's server cancels", () => {
  const answer = (status: number, body: unknown) =>
    vi.fn(async (_url: string, _init: RequestInit) => Response.json(body, { status }));

  it('opens the lite flow with insight(); its cancel asks Acme’s server to cancel, with the customer token', async () => {
    const fetch = answer(200, { subscriptionId: 'sub_1', cancelsAt: 1_800_000_000 });
    vi.stubGlobal('fetch', fetch);
    click('cancel-lite');
    expect(called).toEqual([['insight']]);
    options.onCancel?.({ id: 'cus_active_monthly' }, { surveyChoiceValue: 'Too expensive' });
    // Lite mode closes the widget straight after onCancel, while Acme's server is still at it.
    options.onClose?.({});
    expect(status()).toBe('Holdfast asked why (lite mode); Acme is cancelling your subscription at Stripe…');
    await vi.waitFor(() => expect(status()).toMatch(/^Cancelled by Acme/));
    expect(status()).toBe(
      `Cancelled by Acme: Holdfast asked why (lite mode), Acme's server cancelled at Stripe. ${RELOAD}`,
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/demo/cancel');
    expect(init).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(String(init?.body))).toEqual({ customerToken: 'token' });
  });

  it('says so when Acme’s server could not cancel', async () => {
    vi.stubGlobal('fetch', answer(401, { message: 'This customer token has expired.' }));
    click('cancel-lite');
    options.onCancel?.({}, { surveyChoiceValue: null });
    await vi.waitFor(() => expect(status()).toMatch(/^Acme could not/));
    expect(status()).toBe('Acme could not cancel your subscription: This customer token has expired.');
  });

  it('Cancel subscription after lite mode asks for the full flow again, and its cancel is Holdfast’s', () => {
    const fetch = stubFetch();
    click('cancel-lite');
    click('cancel-subscription');
    expect(called).toEqual([['insight'], ['update', { lite: false }], ['show']]);
    options.onCancel?.({}, { surveyChoiceValue: null });
    expect(status()).toBe(FULL_FLOW_CANCELLED);
    expect(fetch).not.toHaveBeenCalled();
    // The full flow stays as it is: no switch at each show.
    click('cancel-subscription');
    expect(called.at(-1)).toEqual(['show']);
    expect(called.filter(([operation]) => operation === 'update')).toHaveLength(1);
  });
});

describe("the demo page's managed flow, and the page itself", () => {
  it('Cancel by e-mail opens the managed flow with the app and API but no customer, and the same callbacks', () => {
    click('cancel-by-email');
    expect(managedFlowShown).toHaveLength(1);
    const [operation, given] = managedFlowShown[0]!;
    expect(operation).toBe('show');
    expect(given).toMatchObject({ appId: 'app_demo', apiBase: 'http://127.0.0.1:8787', mode: 'LIVE' });
    expect(given).not.toHaveProperty('customerId');
    expect(given).not.toHaveProperty('customerToken');
    expect(given.onCancel).toBe(options.onCancel);
    expect(document.querySelector('a[href="/demo/mail"]')?.textContent).toBe('demo outbox');
    expect(document.body.textContent).toContain('ada@example.com');
  });

  it('a managed flow after lite mode is a full flow: its cancel is Holdfast’s at Stripe', () => {
    const fetch = stubFetch();
    click('cancel-lite');
    click('cancel-by-email');
    options.onCancel?.({}, { surveyChoiceValue: null });
    expect(status()).toBe(FULL_FLOW_CANCELLED);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('Cancel subscription after lite mode and a managed flow asks for the full flow again', () => {
    // The managed flow opens a full flow of its own; the widget stays in the lite mode insight() left it in.
    const fetch = stubFetch();
    click('cancel-lite');
    click('cancel-by-email');
    click('cancel-subscription');
    expect(called).toEqual([['insight'], ['update', { lite: false }], ['show']]);
    options.onCancel?.({}, { surveyChoiceValue: null });
    expect(status()).toBe(FULL_FLOW_CANCELLED);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('names an empty icon, so the browser asks for no /favicon.ico', () => {
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('data:,');
  });
});

describe("the demo page's walls: checked on every load, as docs/walls.md tells a host", () => {
  const RESUMED = 'Resumed: Holdfast resumed your subscription at Stripe.';
  const PAID = 'Card updated: Holdfast paid the failed invoice at Stripe.';

  it('checks the pause wall, and the failed-payment wall with the stand-in for Stripe.js', () => {
    expect(checked.map(([kind]) => kind)).toEqual(['pause', 'failed-payment']);
    const [, pause] = checked[0]!;
    const [, failedPayment] = checked[1]!;
    // The identity comes from init: the page passes only what the walls add.
    expect(pause).not.toHaveProperty('customerToken');
    expect(pause).not.toHaveProperty('stripe');
    expect(failedPayment.stripe).toBeInstanceOf(StandInStripe);
    expect((failedPayment.stripe as StandInStripe).options).toEqual({ showHint: true });
    expect(status()).toBe('');
  });

  it('a resume from the pause wall says so; the wall’s close suggests a reload', () => {
    const [, pause] = checked[0]!;
    pause.onResume?.({ id: 'cus_paused' });
    expect(status()).toBe(RESUMED);
    pause.onPauseWallClosed?.();
    expect(status()).toBe(`${RESUMED} ${RELOAD}`);
  });

  it('a card updated on the failed-payment wall says the invoice was paid; the close suggests a reload', () => {
    const [, failedPayment] = checked[1]!;
    failedPayment.onUpdatePaymentInformation?.({ id: 'cus_past_due_outside_grace' });
    expect(status()).toBe(PAID);
    failedPayment.onFailedPaymentWallClosed?.();
    expect(status()).toBe(`${PAID} ${RELOAD}`);
  });

  it('without the stand-in for Stripe.js the page says what to do, and checks the pause wall only', () => {
    vi.unstubAllGlobals();
    standInLoaded = false;
    loadPage();
    expect(checked.map(([kind]) => kind)).toEqual(['pause']);
    expect(status()).toBe('The card form could not load: run npm run build, then reload.');
  });

  it('loads the stand-in beside the script tag, and tells the visitor which card pays', () => {
    const sources = [...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
    expect(sources).toEqual(['/demo/embed/holdfast.js', '/demo/fake-stripe.js']);
    expect(document.body.textContent).toContain('4242 4242 4242 4242');
  });
});
