/**
 * What the catalog-retry tests of the cancel flow, the managed flow and the walls share (their
 * `*-catalog.test.tsx`): a page fetch that fails while offline, as a browser's does, a customer in German, and
 * the experience's shadow root to query. Not imported by the product.
 */
import { within } from '@testing-library/react';
import { vi } from 'vitest';
import { jsonResponse, TEST_API_BASE, TEST_APP_ID } from '../api/api.testing.ts';

/** The page's connection: while `offline`, every fetch fails as a browser's does (TypeError). */
export const connection = { offline: false };

/** A customer's options in German, as the cancel flow and the walls are given them. */
export const CUSTOMER_IN_GERMAN = {
  appId: TEST_APP_ID,
  apiBase: TEST_API_BASE,
  customerId: 'cus_1',
  authHash: 'hash',
  i18n: { lang: 'de' },
};

/** Installs the page's fetch, answering by the end of the path (`/branding`, `/embed/customer`). */
export function stubPageFetch(answers: Record<string, () => unknown>): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      if (connection.offline) throw new TypeError('Failed to fetch');
      const path = new URL(String(input)).pathname;
      const answer = Object.entries(answers).find(([end]) => path.endsWith(end))?.[1];
      return jsonResponse(answer ? answer() : {});
    }),
  );
}

/** Testing Library's queries inside an experience's shadow root (`#holdfast-managed-flow`, ...). */
export function inShadowOf(hostSelector: string) {
  const root = document.querySelector(hostSelector)?.shadowRoot;
  if (!root) throw new Error(`${hostSelector} is not on the page`);
  return within(root as unknown as HTMLElement);
}
