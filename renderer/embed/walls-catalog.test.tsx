/**
 * A wall in German when its language's catalog did not come with the check: offline at first, the chunk
 * failed at once while the client's retries got the check's answers once back online. The check asks for the
 * catalog again before the wall shows (before, the wall stayed in English: its texts English, its dates and
 * amounts German), and a later check asks again for one that never came. A check that failed offline shows no
 * wall; the next one, online, brings the catalog with it. A check in another language while a wall is up leaves
 * the wall in the language it was shown in (a reviewer's suspicion: the other language's catalog in it would
 * mix French texts into a German wall with German dates).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customer, subscription, unix } from '../domain/sample-data.testing.ts';
import { de } from '../i18n/catalogs/de.ts';
import { enWalls } from '../i18n/catalogs/en/walls.ts';
import { fr } from '../i18n/catalogs/fr.ts';
import { loadCatalog } from '../i18n/index.ts';
import { CUSTOMER_IN_GERMAN, connection, inShadowOf, stubPageFetch } from './catalog-retry.testing.ts';
import { check, clearFailedPaymentWallState, clearPauseWallState } from './walls-api.ts';

vi.mock('../i18n/index.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../i18n/index.ts')>();
  return { ...actual, loadCatalog: vi.fn(actual.loadCatalog) };
});

const paused = subscription({
  id: 'sub_paused',
  pause_collection: { resumes_at: unix('2099-04-20T00:00:00Z') },
});
const pastDue = subscription({ id: 'sub_past_due', status: 'past_due' });
const OPTIONS = { ...CUSTOMER_IN_GERMAN, force: true };
const FAILED_PAYMENT_OPTIONS = { ...OPTIONS, publishableKeys: { live: 'pk_live_test' } };
/** What check() answers when it showed its wall. */
const SHOWN = { ok: true, shown: true, skipped: false };
const pauseWall = () => inShadowOf('#holdfast-pause-wall');

/** Checks for the pause wall and waits for it up in English (its catalog failed, or English was asked for). */
async function pauseWallUpInEnglish(options: typeof OPTIONS = OPTIONS) {
  await check('pause', options);
  await pauseWall().findByRole('button', { name: enWalls['pauseWall.resumeButton'] });
}

function stubBackend() {
  stubPageFetch({
    '/embed/customer': () => customer([paused, pastDue], { name: 'Ada Lovelace' }),
    '/branding': () => ({ name: 'Acme' }),
    '/stripe/failed-payments': () => [
      {
        id: 'in_1',
        attemptCount: 1,
        dueDate: unix('2025-01-01T00:00:00Z'),
        amountDue: 2900,
        currency: 'usd',
      },
    ],
  });
}

afterEach(() => {
  clearPauseWallState();
  clearFailedPaymentWallState();
  connection.offline = false;
  vi.unstubAllGlobals();
  vi.mocked(loadCatalog).mockClear();
  vi.restoreAllMocks();
});

describe('the pause wall in German, its catalog not in with the check', () => {
  it('the check was answered, the catalog had failed: asked again, the wall shows in German', async () => {
    stubBackend();
    vi.mocked(loadCatalog).mockResolvedValueOnce(null);
    expect(await check('pause', OPTIONS)).toEqual(SHOWN);
    expect(loadCatalog).toHaveBeenCalledTimes(2);
    expect(await pauseWall().findByRole('button', { name: de['pauseWall.resumeButton'] })).toBeTruthy();
    expect(pauseWall().queryByRole('button', { name: enWalls['pauseWall.resumeButton'] })).toBeNull();
  });

  it('a wall up in English (the catalog failed twice): a later check asks again and the wall reads German', async () => {
    stubBackend();
    vi.mocked(loadCatalog).mockResolvedValueOnce(null).mockResolvedValueOnce(null);
    await pauseWallUpInEnglish();
    expect(await check('pause', OPTIONS)).toEqual(SHOWN);
    expect(await pauseWall().findByRole('button', { name: de['pauseWall.resumeButton'] })).toBeTruthy();
  });

  it('offline the check fails and no wall shows; back online, the next check shows it in German', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubBackend();
    connection.offline = true;
    vi.mocked(loadCatalog).mockResolvedValueOnce(null);
    expect(await check('pause', OPTIONS)).toMatchObject({ ok: false });
    expect(document.querySelector('#holdfast-pause-wall')).toBeNull();
    connection.offline = false;
    expect(await check('pause', OPTIONS)).toEqual(SHOWN);
    expect(await pauseWall().findByRole('button', { name: de['pauseWall.resumeButton'] })).toBeTruthy();
  }, 10_000);
});

describe('the failed-payment wall in German, its catalog not in with the check', () => {
  it('the check was answered, the catalog had failed: asked again, the wall shows in German', async () => {
    stubBackend();
    vi.mocked(loadCatalog).mockResolvedValueOnce(null);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await check('failed-payment', FAILED_PAYMENT_OPTIONS)).toEqual(SHOWN);
    const wall = inShadowOf('#holdfast-failed-payment-wall');
    expect(await wall.findByText(de['failedPayment.instructions'])).toBeTruthy();
    expect(wall.queryByText(enWalls['failedPayment.instructions'])).toBeNull();
  });
});

describe('a check in another language while a wall is up: the wall keeps its own language', () => {
  it('the pause wall up in English, a check with German: the wall stays English, no German text in it', async () => {
    stubBackend();
    await pauseWallUpInEnglish({ ...OPTIONS, i18n: { lang: 'en' } });
    expect(await check('pause', OPTIONS)).toEqual(SHOWN);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pauseWall().getByRole('button', { name: enWalls['pauseWall.resumeButton'] })).toBeTruthy();
    expect(pauseWall().queryByRole('button', { name: de['pauseWall.resumeButton'] })).toBeNull();
  });

  it('the pause wall up in German without its catalog, a check with French: German is asked again, not French', async () => {
    stubBackend();
    vi.mocked(loadCatalog).mockResolvedValueOnce(null).mockResolvedValueOnce(null);
    await pauseWallUpInEnglish();
    vi.mocked(loadCatalog).mockClear();
    await check('pause', { ...OPTIONS, i18n: { lang: 'fr' } });
    expect(loadCatalog).toHaveBeenCalledExactlyOnceWith('de');
    expect(await pauseWall().findByRole('button', { name: de['pauseWall.resumeButton'] })).toBeTruthy();
    expect(pauseWall().queryByRole('button', { name: fr['pauseWall.resumeButton'] })).toBeNull();
  });

  it('the failed-payment wall up in English, a check with German: the wall stays English', async () => {
    stubBackend();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await check('failed-payment', { ...FAILED_PAYMENT_OPTIONS, i18n: { lang: 'en' } });
    const wall = inShadowOf('#holdfast-failed-payment-wall');
    await wall.findByText(enWalls['failedPayment.instructions']);
    expect(await check('failed-payment', FAILED_PAYMENT_OPTIONS)).toEqual(SHOWN);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(wall.getByText(enWalls['failedPayment.instructions'])).toBeTruthy();
    expect(wall.queryByText(de['failedPayment.instructions'])).toBeNull();
  });
});
