/**
 * The managed flow in German when its language's catalog could not come at show (offline, its chunk failed
 * with the configuration's request): as the cancel flow's load, the error screen says the connection was lost
 * and Try again asks for both again, the e-mail form waiting for the catalog. Before, the customer read
 * 'Error loading' in English with nothing to press but the close button, and stayed there once back online.
 */
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_API_BASE, TEST_APP_ID } from '../api/api.testing.ts';
import { de } from '../i18n/catalogs/de.ts';
import { loadCatalog } from '../i18n/index.ts';
import { connection, inShadowOf, stubPageFetch } from './catalog-retry.testing.ts';
import { createManagedFlowApi } from './managed-flow-api.ts';

// The catalog's chunk, as the test has it fail (null, as load-catalog.ts gives for a failed fetch) or come.
vi.mock('../i18n/index.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../i18n/index.ts')>();
  return { ...actual, loadCatalog: vi.fn(actual.loadCatalog) };
});

const CONNECTION_LOST = 'The connection was lost. Check that you are online, then try again.';
/** The client's three attempts and their backoffs (0.5 s, 1 s) before the load gives up. */
const GIVES_UP_MS = 4_000;

let branding: () => unknown = () => ({ name: 'Acme', emailFlow: { enabled: true } });
const api = createManagedFlowApi({
  init: () => ({ ok: true }),
  show: async () => ({}),
  currentInitInput: () => null,
});
const managed = () => inShadowOf('#holdfast-managed-flow');

async function showInGerman() {
  stubPageFetch({ '/branding': () => branding() });
  await api.managedFlow('show', { appId: TEST_APP_ID, apiBase: TEST_API_BASE, i18n: { lang: 'de' } });
}

afterEach(() => {
  api.clearManagedFlowState();
  connection.offline = false;
  branding = () => ({ name: 'Acme', emailFlow: { enabled: true } });
  vi.unstubAllGlobals();
  vi.mocked(loadCatalog).mockClear();
  vi.restoreAllMocks();
});

describe('the managed flow offline at show, in German', () => {
  it('says the connection was lost with Try again; back online, Try again shows the e-mail form in German', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    connection.offline = true;
    vi.mocked(loadCatalog).mockResolvedValueOnce(null);
    await showInGerman();
    // Offline, the catalog could not come: the error screen reads English.
    await managed().findByText(CONNECTION_LOST, {}, { timeout: GIVES_UP_MS });
    expect(managed().queryByText('Error loading')).toBeNull();
    expect(managed().getByRole('button', { name: 'Close dialog' })).toBeTruthy();
    vi.mocked(loadCatalog).mockClear();

    connection.offline = false;
    await userEvent.click(managed().getByRole('button', { name: 'Try again' }));
    expect(loadCatalog).toHaveBeenCalledWith('de');
    await managed().findByRole('dialog', { name: 'E-Mail-Bestätigung' });
    expect(managed().getByRole('textbox', { name: 'E-Mail-Adresse' })).toBeTruthy();
    expect(managed().queryByText(CONNECTION_LOST)).toBeNull();
  }, 10_000);

  it('Try again while still offline: the same screen again, Try again still there', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    connection.offline = true;
    await showInGerman();
    await managed().findByRole('button', { name: 'Erneut versuchen' }, { timeout: GIVES_UP_MS });
    const asked = vi.mocked(fetch).mock.calls.length;
    await userEvent.click(managed().getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.length).toBeGreaterThan(asked));
    await managed().findByRole('button', { name: 'Erneut versuchen' }, { timeout: GIVES_UP_MS });
    expect(managed().getByText(de['error.connectionLost'])).toBeTruthy();
  }, 10_000);

  it('the configuration came but the catalog did not (the chunk failed): asked again, the form in German', async () => {
    vi.mocked(loadCatalog).mockResolvedValueOnce(null);
    await showInGerman();
    await managed().findByRole('dialog', { name: 'E-Mail-Bestätigung' });
    expect(loadCatalog).toHaveBeenCalledTimes(2);
  });

  it('a load refused with an error keeps the spec’s Error loading, without Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"nope"}', { status: 500 })),
    );
    await api.managedFlow('show', { appId: TEST_APP_ID, apiBase: TEST_API_BASE, i18n: { lang: 'de' } });
    await managed().findByText('Fehler beim Laden');
    expect(managed().queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
  });
});
