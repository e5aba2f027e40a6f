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
  subscription: null as Subscription | null,
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
const status = () => document.getElementById('widget-status')?.textContent;

beforeEach(() => {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  const script = [...parsed.querySelectorAll('script:not([src]):not([type])')].at(-1)?.textContent ?? '';
  const holdfast = { init: (given: Record<string, Callback>) => (options = given), show: () => {} };
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

  it('names an empty icon, so the browser asks for no /favicon.ico', () => {
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('data:,');
  });
});
