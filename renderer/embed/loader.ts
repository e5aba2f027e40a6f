/**
 * The loader, built to `dist/embed/holdfast.js`: a tiny classic script that defines `window.holdfast`
 * at once and fetches the core (`holdfast-core.js`, an ES module beside it) when the host first calls
 * something that needs it or asks for `preload()`, and after `init()` when its `preload` option says
 * (warm-up.ts: in idle time by default); with the core, it preloads the core's main chunk and opens the
 * API's connection. At a `show()` that finds no core (or an `init()` with `prefetch`) it first imports
 * `holdfast-early.js`, which sends the embed request while the core is on its way (early-embed.ts). Until the
 * core attaches (see `global.ts`), calls wait in the queue and their promises settle with the core's results.
 */
import { isRecord } from '../../contract/is-record.ts';
import { HOLDFAST_METHODS } from './api-types.ts';
import { apiBaseOf, lastInitOptions } from './early-embed.ts';
import {
  adoptGlobal,
  CORE_FILE,
  EARLY_FILE,
  type HoldfastGlobal,
  type HostWindow,
  LOAD_ERROR_CODE,
  LOADER_FILE,
  PRELOAD_METHOD,
  pageNonce,
  type QueuedCall,
  stageOf,
} from './snippet.ts';
import { warmUp } from './warm-up.ts';

/** Schedules `load` as the options of an `init` call ask (init option `preload`, warm-up.ts). */
export type WarmUp = (initOptions: unknown, load: () => void) => void;

/** Fetches and evaluates the core module; in the browser, a native dynamic `import()`. */
export type ImportCore = (url: string) => Promise<unknown>;

/**
 * Starts, beside the core at `coreUrl`, what its first show will wait for next: its own imports (see
 * {@link preloadCoreImports}) and a connection to the API (see {@link preconnectApi}), whose base a
 * waiting `init` call may name.
 */
export type PreloadBeside = (coreUrl: string, waiting: readonly QueuedCall[]) => void;

/**
 * Starts, at `show()` (or `init()` with `prefetch`) before the core is there, the early script beside the
 * core at `coreUrl`, which sends the embed request for the waiting calls and leaves it on the global
 * (early-embed.ts).
 */
export type RequestEarly = (coreUrl: string) => void;

/**
 * Added to the core URL on a retry. Older engines keep a failed module fetch in the document's module
 * map and answer later imports of the same URL with the same failure (the HTML spec did so until
 * recently), so a retry asks for a URL never tried.
 */
export const CORE_RETRY_PARAM = 'holdfast-retry';

/**
 * Where this loader came from: `currentScript` while it runs, else the last `<script>` whose path ends
 * in `/holdfast.js` (old engines, or a loader evaluated from a bundle). Call it synchronously at load.
 */
export function findLoaderSrc(doc: Document): string | undefined {
  const current = doc.currentScript;
  if (current && 'src' in current && typeof current.src === 'string' && current.src !== '')
    return current.src;
  const scripts = doc.scripts;
  for (let index = scripts.length - 1; index >= 0; index -= 1) {
    const src = scripts[index]?.src ?? '';
    if (src.split(/[?#]/)[0]?.endsWith(`/${LOADER_FILE}`)) return src;
  }
  return undefined;
}

/**
 * The core's URL: `holdfast-core.js` (or another `file`) beside the loader, carrying the loader's query
 * string so a host's cache-busting `?v=…` reaches the core as well.
 */
export function coreUrlFrom(loaderSrc: string | undefined, file = CORE_FILE): string | undefined {
  if (loaderSrc === undefined) return undefined;
  try {
    const url = new URL(file, loaderSrc);
    url.search = new URL(loaderSrc).search;
    return url.href;
  } catch {
    return undefined;
  }
}

/**
 * Asks the browser to fetch and compile the modules the core imports (`files`, its hashed main chunk,
 * resolved against the core's URL as its own `import` is) while the core itself is on its way: one round
 * trip after `show()` instead of two. A `modulepreload` never runs what it fetches, so a long-cached
 * loader naming an older chunk never runs old code: the core runs what it imports itself, and a stale
 * preload only costs a wasted fetch. The link carries the page's nonce (a nonce-based `script-src` checks
 * it) and leaves the host's `<head>` once its fetch is done.
 */
export function preloadCoreImports(doc: Document, coreUrl: string, files: readonly string[]): void {
  const nonce = pageNonce(doc);
  for (const file of files) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = new URL(file, coreUrl).href;
    if (nonce) link.nonce = nonce;
    link.onload = link.onerror = () => link.remove();
    doc.head.append(link);
  }
}

/**
 * The origin of the API the core will call: that of the last waiting `init` call's `apiBase`, else of the
 * build's base (api-base.ts). Only a hint: the core still checks the base (`resolveApiBase`), and refuses
 * what is no http(s) URL, for which this gives undefined.
 */
export function apiOriginFor(waiting: readonly QueuedCall[]): string | undefined {
  const base = apiBaseOf(lastInitOptions(waiting));
  return base && new URL(base).origin;
}

/**
 * Opens the connection to the API (DNS, TCP, TLS: up to three round trips on a cold page) while the core
 * is on its way, so the core's first call finds it ready. `crossorigin`: the client's calls carry no
 * credentials, which the browser serves from the anonymous connections.
 */
export function preconnectApi(doc: Document, origin: string | undefined): void {
  if (origin === undefined) return;
  const link = doc.createElement('link');
  link.rel = 'preconnect';
  link.href = origin;
  link.crossOrigin = 'anonymous';
  // The browser starts connecting as the link is inserted; it need not stay in the host's <head>.
  doc.head.append(link);
  link.remove();
}

/** What the console and a host's `onError` hear when the core could not be fetched (in English, for the host). */
export const CORE_LOAD_FAILED = 'could not load the widget; the next call will try again.';

/**
 * A failed core load while a call that needs the widget now waits (a show, a check…: anything but `init`,
 * whose idle preload no customer waits for): the last waiting `init`'s `onError` hears it, so the host can
 * offer its own way meanwhile (a link to the account page: no part of the widget can show without its
 * code). The calls stay queued for the next attempt; a throwing `onError` changes nothing.
 */
export function reportCoreLoadFailure(calls: readonly QueuedCall[], error: unknown): void {
  if (!calls.some(([method]) => method !== 'init')) return;
  const options = lastInitOptions(calls);
  const onError = isRecord(options) ? options.onError : undefined;
  if (typeof onError === 'function')
    onError({ code: LOAD_ERROR_CODE, message: `${CORE_LOAD_FAILED} ${String(error)}`, status: null });
}

function attemptUrl(coreUrl: string, attempt: number): string {
  if (attempt === 0) return coreUrl;
  const url = new URL(coreUrl);
  url.searchParams.set(CORE_RETRY_PARAM, String(attempt));
  return url.href;
}

/**
 * Installs the loader on `win.holdfast`. A loader or live core already there is left untouched (the
 * script was included twice); a snippet stub is upgraded in place and its waiting calls kept in order.
 *
 * Calls that wait survive a failed core load: the next call (or `preload()`) tries again with a fresh
 * URL, and once the core attaches every waiting call runs in the order it was made.
 *
 * @param coreUrl where the core lives; undefined when the loader's own URL could not be found.
 * @param importCore fetches and evaluates the core, which attaches itself to `win.holdfast`.
 * @param preloadBeside starts what the first show waits for next beside the core (its imports, the API's
 *   connection), with the calls waiting then; on the first attempt only (a retry asks for a fresh core
 *   URL; its imports are the same files).
 * @param warm schedules the core's load after an `init` call, given its options (see warm-up.ts); without
 *   it, `init` loads the core at once like every other call.
 * @param requestEarly starts the early script at the first `show()` (or `init()` with `prefetch`) that finds
 *   no core yet; it sends the embed request and leaves the answer on the global for the core (see
 *   early-embed.ts).
 */
export function installLoader(
  win: HostWindow,
  coreUrl: string | undefined,
  importCore: ImportCore,
  preloadBeside?: PreloadBeside,
  warm?: WarmUp,
  requestEarly?: RequestEarly,
): void {
  if (stageOf(win.holdfast) !== undefined) return;
  const holdfast: HoldfastGlobal = adoptGlobal(win.holdfast);
  win.holdfast = holdfast;
  const waitingCalls: readonly QueuedCall[] = Array.isArray(holdfast.q) ? [...holdfast.q] : [];

  let attempts = 0;
  let loading: Promise<boolean> | undefined;
  let askedEarly = false;

  /** Resolves true once the core is attached, false when this attempt failed (reported on the console). */
  const ensureCore = (): Promise<boolean> => {
    if (holdfast._stage === 'core') return Promise.resolve(true);
    if (loading !== undefined) return loading;
    const attempt = attempts;
    loading = Promise.resolve()
      .then(() => {
        if (coreUrl === undefined)
          throw new Error(`cannot find the URL of ${LOADER_FILE} to locate ${CORE_FILE}`);
        // Before the import, which may attach the core and drain the waiting calls the preload reads. Only
        // hints: whatever goes wrong in them, the core is still imported.
        try {
          if (attempt === 0) preloadBeside?.(coreUrl, Array.isArray(holdfast.q) ? holdfast.q : []);
        } catch {}
        return importCore(attemptUrl(coreUrl, attempt));
      })
      .then(() => {
        if (holdfast._stage !== 'core') throw new Error(`${CORE_FILE} loaded but did not attach`);
        return true;
      })
      .catch((error: unknown) => {
        attempts = attempt + 1;
        loading = undefined;
        win.console.error(`[holdfast] ${CORE_LOAD_FAILED}`, error);
        try {
          if (Array.isArray(holdfast.q)) reportCoreLoadFailure(holdfast.q, error);
        } catch {}
        return false;
      });
    return loading;
  };

  // `init` alone needs no core yet: `warm` decides when it comes (init option `preload`); any other call
  // needs it now.
  const load = () => void ensureCore();
  const after = (method: string, args: ArrayLike<unknown>) => {
    // The request first, then the core: the early script's request overlaps the core's fetch and parse —
    // at init with `prefetch`, else at show. Once, and only a hint: whatever goes wrong in it, the core is
    // still imported and asks itself.
    const asks = method === 'show' || (method === 'init' && isRecord(args[0]) && args[0].prefetch === true);
    if (asks && requestEarly && coreUrl && holdfast._stage !== 'core' && !askedEarly) {
      askedEarly = true;
      try {
        requestEarly(coreUrl);
      } catch {}
    }
    if (method === 'init' && warm && holdfast._stage !== 'core') warm(args[0], load);
    else load();
  };
  for (const method of HOLDFAST_METHODS) {
    // Reads `holdfast.q` at call time: after the core attaches, a host's saved reference to this stub
    // pushes into the core's queue, which runs the call at once.
    holdfast[method] = (...args: unknown[]) =>
      new Promise((resolve, reject) => {
        holdfast.q.push([method, args, resolve, reject]);
        after(method, args);
      });
  }
  holdfast[PRELOAD_METHOD] = ensureCore;
  holdfast._stage = 'loader';

  // A snippet queued calls before this script arrived: the host has already "used" the widget.
  for (const [method, args] of waitingCalls) after(method, args);
}

/**
 * Entry of `holdfast.js`: installs the loader on the real window, importing the core natively and
 * preloading the files the core imports, which the build names (`__HOLDFAST_CORE_IMPORTS__`).
 */
export function bootLoader(): void {
  try {
    installLoader(
      window,
      coreUrlFrom(findLoaderSrc(document)),
      (url) => import(/* @vite-ignore */ url),
      (coreUrl, waiting) => {
        preloadCoreImports(document, coreUrl, __HOLDFAST_CORE_IMPORTS__);
        preconnectApi(document, apiOriginFor(waiting));
      },
      (options, load) => warmUp(window, options, load),
      // Beside the core, with the host's query string as the core has it.
      (coreUrl) => void import(/* @vite-ignore */ `${coreUrlFrom(coreUrl, EARLY_FILE)}`).catch(() => {}),
    );
  } catch (error) {
    window.console.error('[holdfast] the loader failed to start.', error);
  }
}
