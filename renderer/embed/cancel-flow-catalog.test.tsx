/**
 * The cancel flow in German when its language's catalog did not come at show (offline at first, the chunk
 * failed at once while the client's retries got the flow's answer once back online): the catalog is asked for
 * again once the answer is in, and the first step waits for it. Before, the flow stayed in English until Try
 * again, which a flow that loaded never offers; as the managed flow and the walls do (`*-catalog.test.tsx`).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_EMBED_ANSWER } from '../api/sample-answers.testing.ts';
import { de } from '../i18n/catalogs/de.ts';
import { enMain } from '../i18n/catalogs/en/main.ts';
import { type Catalog, loadCatalog } from '../i18n/index.ts';
import { flow } from '../state/flow/store.ts';
import { CUSTOMER_IN_GERMAN, inShadowOf, stubPageFetch } from './catalog-retry.testing.ts';
import { createHoldfast } from './holdfast.ts';

vi.mock('../i18n/index.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../i18n/index.ts')>();
  return { ...actual, loadCatalog: vi.fn(actual.loadCatalog) };
});

const cancelFlow = () => inShadowOf('#holdfast-cancel-flow');

/** The page's fetch answering the flow, and the widget initialised in German (loadCatalog's answers set before). */
function initInGerman() {
  stubPageFetch({ '/embed': () => SAMPLE_EMBED_ANSWER });
  const holdfast = createHoldfast();
  holdfast.init({ ...CUSTOMER_IN_GERMAN, record: false });
  return holdfast;
}

afterEach(async () => {
  await createHoldfast().clearState();
  vi.unstubAllGlobals();
  // The queued answers too: a case that failed must not leave its catalog to the next.
  vi.mocked(loadCatalog).mockReset();
  vi.restoreAllMocks();
});

describe('the cancel flow in German, its catalog not in with the flow’s answer', () => {
  it('the answer came, the catalog had failed: asked again, the first step shows in German', async () => {
    vi.mocked(loadCatalog).mockResolvedValueOnce(null);
    const holdfast = initInGerman();
    await holdfast.show();
    expect(loadCatalog).toHaveBeenCalledTimes(2);
    expect(await cancelFlow().findByRole('button', { name: de['footer.next'] })).toBeTruthy();
    expect(cancelFlow().queryByRole('button', { name: enMain['footer.next'] })).toBeNull();
  });

  it('the first step waits for the catalog asked again: it never paints in English first', async () => {
    let arrive: (catalog: Catalog) => void = () => {};
    vi.mocked(loadCatalog)
      .mockResolvedValueOnce(null)
      .mockImplementationOnce(() => new Promise((resolve) => (arrive = resolve)));
    const holdfast = initInGerman();
    const showing = holdfast.show();
    await vi.waitFor(() => expect(loadCatalog).toHaveBeenCalledTimes(2));
    expect(flow.loadState).toBe('LOADING');
    expect(cancelFlow().queryByRole('button', { name: enMain['footer.next'] })).toBeNull();
    arrive(de);
    await showing;
    expect(await cancelFlow().findByRole('button', { name: de['footer.next'] })).toBeTruthy();
  });

  it('a catalog that came before the answer is not asked for again', async () => {
    vi.mocked(loadCatalog).mockResolvedValueOnce(de);
    const holdfast = initInGerman();
    await holdfast.show();
    expect(await cancelFlow().findByRole('button', { name: de['footer.next'] })).toBeTruthy();
    expect(loadCatalog).toHaveBeenCalledTimes(1);
  });
});
