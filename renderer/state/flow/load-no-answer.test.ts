/**
 * A load that got no answer (offline, a network error, timeouts after the client's attempts) offers a way on:
 * the error screen says the connection was lost and Try again asks again in the same session
 * (docs/spec-coverage.md, Known gaps). A refusal or a malformed answer keeps the spec's 'Error loading' (§8).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StepInput } from '../../../contract/schemas/index.ts';
import { ApiError, type ApiErrorKind } from '../../api/api-error.ts';
import { de } from '../../i18n/catalogs/de.ts';
import { type Catalog, loadCatalog } from '../../i18n/index.ts';
import { startSessionRecording } from '../../recording/lazy-recording.ts';
import { loadThroughApi } from './flow-harness.testing.ts';
import { loadFlowCatalog, reloadFlow } from './load.ts';
import { flow } from './store.ts';

vi.mock('../../recording/lazy-recording.ts', () => ({ startSessionRecording: vi.fn(async () => {}) }));
// The catalog's chunk, as the test has it come (or fail: null, as load-catalog.ts gives for a failed fetch).
vi.mock('../../i18n/index.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../i18n/index.ts')>();
  return { ...actual, loadCatalog: vi.fn(actual.loadCatalog) };
});

const steps: StepInput[] = [{ guid: 'confirm', stepType: 'CONFIRM' }];

function embedFailure(kind: ApiErrorKind, status: number | null = null): ApiError {
  return new ApiError({ kind, status, code: 'HTTP_ERROR', message: `embed failed (${kind})`, call: 'embed' });
}

const NO_ANSWER = embedFailure('network');

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('a load that got no answer: the connection was lost', () => {
  it.each([
    ['a network error (offline)', embedFailure('network')],
    ['a timeout after the client’s attempts', embedFailure('timeout')],
  ])('%s: ERROR_LOADING marked as no answer', async (_, error) => {
    await loadThroughApi({ steps, failFirst: [error] });
    expect(flow.loadState).toBe('ERROR_LOADING');
    expect(flow.loadError).toMatchObject({ key: 'error.loading', noAnswer: true });
  });

  it.each([
    ['a refusal (403)', embedFailure('http', 403)],
    ['not found (404)', embedFailure('http', 404)],
    ['a malformed answer', embedFailure('malformed', 200)],
    ['a gateway status after the retries (503)', embedFailure('http', 503)],
    ['not an API error', new Error('boom')],
  ])('%s: the spec’s load error, no retry', async (_, error) => {
    const api = await loadThroughApi({ steps, failFirst: [error] });
    expect(flow.loadError).toMatchObject({ key: 'error.loading', noAnswer: false });
    await reloadFlow();
    expect(api.loadEmbed).toHaveBeenCalledTimes(1);
    expect(flow.loadState).toBe('ERROR_LOADING');
  });
});

describe('Try again (reloadFlow): the same session asks again', () => {
  it('a new request; the first step then starts, in the same session, and recording may start', async () => {
    const onInit = vi.fn();
    const api = await loadThroughApi({ steps, failFirst: [NO_ANSWER], init: { onInit } });
    const session = flow.sessionKey;
    expect(onInit).toHaveBeenLastCalledWith(expect.objectContaining({ ok: false }));
    expect(startSessionRecording).not.toHaveBeenCalled();

    const reloading = reloadFlow();
    expect(flow.loadState).toBe('LOADING');
    await reloading;
    expect(api.loadEmbed).toHaveBeenCalledTimes(2);
    expect(flow.sessionKey).toBe(session);
    expect(flow.loadState).toBe('LOADED');
    expect(flow.flowState).toBe('IN_PROGRESS');
    expect(flow.position).toEqual({ kind: 'step', guid: 'confirm' });
    expect(onInit).toHaveBeenLastCalledWith({ ok: true });
    expect(startSessionRecording).toHaveBeenCalledTimes(1);
  });

  it('a second failure ends on the same screen, which can be tried again', async () => {
    const api = await loadThroughApi({ steps, failFirst: [NO_ANSWER, embedFailure('timeout')] });
    await reloadFlow();
    expect(flow.loadState).toBe('ERROR_LOADING');
    expect(flow.loadError?.noAnswer).toBe(true);
    await reloadFlow();
    expect(api.loadEmbed).toHaveBeenCalledTimes(3);
    expect(flow.loadState).toBe('LOADED');
  });

  it('asks once for a double press, and not at all once the flow is loaded', async () => {
    const api = await loadThroughApi({ steps, failFirst: [NO_ANSWER] });
    await Promise.all([reloadFlow(), reloadFlow()]);
    expect(api.loadEmbed).toHaveBeenCalledTimes(2);
    await reloadFlow();
    expect(api.loadEmbed).toHaveBeenCalledTimes(2);
  });

  it('a hide while the answer comes: the answer is dropped, nothing shows', async () => {
    let answer: () => void = () => {};
    const api = await loadThroughApi({ steps, failFirst: [NO_ANSWER] });
    const first = api.loadEmbed.getMockImplementation();
    api.loadEmbed.mockImplementationOnce(() => new Promise((resolve) => (answer = () => resolve(first?.()))));
    const reloading = reloadFlow();
    flow.isVisible = false;
    answer();
    await reloading;
    expect(flow.data).toBeNull();
    expect(flow.position).toBeNull();
  });
});

describe('Try again also asks again for the language’s catalog, when it did not come at show', () => {
  it('German, its chunk failed at show (offline): fetched with the flow, and the first step waits for it', async () => {
    vi.mocked(loadCatalog).mockResolvedValueOnce(null);
    const api = await loadThroughApi({ steps, failFirst: [NO_ANSWER], init: { i18n: { lang: 'de' } } });
    await loadFlowCatalog();
    expect(flow.catalog).toBeNull();
    vi.mocked(loadCatalog).mockClear();

    let arrive: (catalog: Catalog) => void = () => {};
    vi.mocked(loadCatalog).mockImplementationOnce(() => new Promise((resolve) => (arrive = resolve)));
    const reloading = reloadFlow();
    expect(loadCatalog).toHaveBeenCalledExactlyOnceWith('de');
    // The flow's answer is in, the catalog not yet: the first step does not start in English.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.loadEmbed).toHaveBeenCalledTimes(2);
    expect(flow.loadState).toBe('LOADING');
    expect(flow.position).toBeNull();
    arrive(de);
    await reloading;
    expect(flow.catalog).toBe(de);
    expect(flow.loadState).toBe('LOADED');
    expect(flow.position).toEqual({ kind: 'step', guid: 'confirm' });
  });

  it('a catalog that came at show is not asked for again', async () => {
    await loadThroughApi({ steps, failFirst: [NO_ANSWER], init: { i18n: { lang: 'de' } } });
    await loadFlowCatalog();
    expect(flow.catalog).toBe(de);
    vi.mocked(loadCatalog).mockClear();
    await reloadFlow();
    expect(loadCatalog).not.toHaveBeenCalled();
    expect(flow.catalog).toBe(de);
    expect(flow.loadState).toBe('LOADED');
  });

  it('a catalog that comes after another session began is not that session’s', async () => {
    let arrive: (catalog: Catalog) => void = () => {};
    // The load's own ask fails (its chunk could not be fetched); the one asked again comes late.
    vi.mocked(loadCatalog)
      .mockResolvedValueOnce(null)
      .mockImplementationOnce(() => new Promise((resolve) => (arrive = resolve)));
    await loadThroughApi({ steps, init: { i18n: { lang: 'de' } } });
    const loading = loadFlowCatalog();
    flow.sessionKey = 'a later show';
    arrive(de);
    await loading;
    expect(flow.catalog).toBeNull();
  });
});
