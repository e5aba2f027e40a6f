/**
 * Spec §2 "Loader with a 'loading' text while loading", in Chromium: a slow load shows the loader (title and
 * status 'Loading…', no step tag: nothing has gone wrong), then the first step. A load that ends within
 * LOADER_DELAY_MS paints its first step with no loader at all (renderer/views/containers/use-drawn.test.tsx
 * proves the rule; the bench's first-step time relies on it).
 */
import { describe, expect, it } from 'vitest';
import { APP_ID } from '../support/backend-calls.ts';
import { addFault } from '../support/flow-page.ts';
import { playgroundHarness } from '../support/playground-harness.ts';

const harness = playgroundHarness();

describe('Loading: the loader for a slow load, with no error tag', () => {
  it('a slow embed answer: loader with its text, no tag, then the first step', async () => {
    const page = await harness.open();
    await addFault(page, { kind: 'delay', delayMs: 1500, path: `/api/orgs/${APP_ID}/embed` });
    await page.show();
    await page.expectVisible(page.dialog.getByRole('status').getByText('Loading…'));
    await page.expectTitle('Loading…');
    expect(await page.dialog.locator('.hf-tag').count()).toBe(0);
    expect(await page.dialog.getByText('An Error Occurred').count()).toBe(0);
    await page.expectVisible(page.dialog.getByRole('radio').first());
    expect(await page.dialog.getByRole('status').count()).toBe(0);
  });
});
