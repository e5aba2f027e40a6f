/**
 * What the catalog-retry tests of the managed flow and the walls share (their `*-catalog.test.tsx`): a page
 * fetch that fails while offline, as a browser's does, and the experience's shadow root to query. Not imported
 * by the product.
 */
import { within } from '@testing-library/react';
import { vi } from 'vitest';
import { jsonResponse } from '../api/api.testing.ts';

/** The page's connection: while `offline`, every fetch fails as a browser's does (TypeError). */
export const connection = { offline: false };

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
