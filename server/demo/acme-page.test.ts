// @vitest-environment jsdom
/**
 * The Acme page's own script (server/demo/acme-page.ts), run on the page's markup with a stand-in for the
 * script tag's `holdfast`: the callbacks a host writes, as the widget calls them (docs/options.md).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Subscription } from '../../contract/schemas/index.ts';
import { acmePage } from './acme-page.ts';

type Callback = (...args: unknown[]) => unknown;

const html = acmePage({
  loaderUrl: '/demo/embed/holdfast.js',
  customers: [{ id: 'cus_active_monthly', label: 'active-monthly', href: '/demo', current: true }],
  customerName: 'Ada',
  customerEmail: 'ada@example.com',
  subscription: null as Subscription | null,
  mailHref: '/demo/mail',
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
const status = () => document.getElementById('widget-status')?.textContent;

beforeEach(() => {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  const script = [...parsed.querySelectorAll('script:not([src]):not([type])')].at(-1)?.textContent ?? '';
  managedFlowShown = [];
  const holdfast = {
    init: (given: Record<string, Callback>) => (options = given),
    show: () => {},
    managedFlow: (operation: string, given: Record<string, unknown>) =>
      managedFlowShown.push([operation, given]),
  };
  new Function('holdfast', script)(holdfast);
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

  it('a close after a change suggests a reload, once', () => {
    options.onCancel?.({}, { surveyChoiceValue: null });
    options.onClose?.({});
    expect(status()).toBe(
      'Cancelled: Holdfast told Acme, Stripe has it. Reload to see the subscription as Stripe has it now.',
    );
    options.onClose?.({});
    expect(status()).toBe(
      'Cancelled: Holdfast told Acme, Stripe has it. Reload to see the subscription as Stripe has it now.',
    );
  });

  it('Cancel by e-mail opens the managed flow with the app and API but no customer, and the same callbacks', () => {
    (document.getElementById('cancel-by-email') as HTMLButtonElement).click();
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

  it('names an empty icon, so the browser asks for no /favicon.ico', () => {
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('data:,');
  });
});
