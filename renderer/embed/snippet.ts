/**
 * The contract of `window.holdfast` shared by its three writers — the copy-paste snippet, the loader
 * (`holdfast.js`) and the core (`holdfast-core.js`) — and the snippet itself.
 *
 * Whoever arrives first creates the object; later writers upgrade it in place so references the host
 * already holds stay valid. Calls made before the core is in place wait in `q` as {@link QueuedCall}s.
 */
import { isRecord } from '../../contract/is-record.ts';
import { HOLDFAST_METHODS } from './api-types.ts';

/** The property of `window` the host talks to (spec §1: "a global object"). */
export const HOLDFAST_GLOBAL = 'holdfast';

/** Loader-only method: start fetching the core ahead of the first real call (e.g. on hover). */
export const PRELOAD_METHOD = 'preload';

/**
 * Where the loader leaves the embed request it sent at `show()` and its answer's promise, for the core to
 * adopt (early-embed.ts, api/early-answer.ts).
 */
export const EARLY_ANSWER_PROPERTY = '_early';

/** File name of the loader script, used to find its own `<script>` when `currentScript` is unavailable. */
export const LOADER_FILE = 'holdfast.js';

/** File name of the core module, resolved against the loader's own URL. */
export const CORE_FILE = 'holdfast-core.js';

/** File name of the early script (early-embed.ts), beside the core. */
export const EARLY_FILE = 'holdfast-early.js';

/**
 * The `onError` code of a part of the widget that could not be fetched: the core itself (reported by the
 * loader, loader.ts), or a lazy part (the walls, the managed flow, `event()`); docs/options.md#errors.
 */
export const LOAD_ERROR_CODE = 'LOAD_ERROR';

/**
 * One waiting call: the method name, its arguments and, when the caller was handed a promise, the
 * functions that settle it with the core's result. The snippet pushes `arguments` objects, hence
 * `ArrayLike`.
 */
export type QueuedCall = [
  method: string,
  args: ArrayLike<unknown>,
  resolve?: (value: unknown) => void,
  reject?: (reason: unknown) => void,
];

/** Where waiting calls go: an array before the core arrives, a queue that runs at once after. */
export type CallQueue = { push(...calls: QueuedCall[]): number };

/** Who currently answers the methods; absent while only the snippet's stubs are there. */
export type HoldfastStage = 'loader' | 'core';

/** `window.holdfast` as seen by our code: the queue, the stage and the methods by name. */
export type HoldfastGlobal = Record<string, unknown> & { q: CallQueue; _stage?: HoldfastStage };

/** The part of `window` the loader and the core read and write. */
export type HostWindow = { holdfast?: unknown; console: Pick<Console, 'error' | 'warn'> };

/**
 * The page's CSP nonce, read from its scripts (the nonce-d tag that loaded us, or any other): a host that
 * did not pass the `nonce` option still gets the widget styled under a nonce-based `style-src` that uses
 * the same nonce, and the loader's preload of the core's chunk passes a nonce-based `script-src`.
 * Browsers hide a nonce attribute's value from the DOM; the `nonce` property keeps it.
 */
export function pageNonce(doc: Document): string | undefined {
  for (const script of doc.querySelectorAll<HTMLOrSVGScriptElement>('script[nonce]'))
    if (script.nonce) return script.nonce;
  return undefined;
}

/** True when the value can hold our queue: an array (snippet, loader) or a pushable queue (core). */
export function isCallQueue(value: unknown): value is CallQueue {
  return Array.isArray(value) || (isRecord(value) && typeof value.push === 'function');
}

/** The stage of an existing `window.holdfast`, or undefined when it is absent, a stub or foreign. */
export function stageOf(value: unknown): HoldfastStage | undefined {
  if (!isRecord(value)) return undefined;
  return value._stage === 'loader' || value._stage === 'core' ? value._stage : undefined;
}

/**
 * Takes over whatever `window.holdfast` holds, keeping its identity: a snippet stub keeps its queue; a
 * missing or foreign value gets a fresh object.
 */
export function adoptGlobal(existing: unknown): HoldfastGlobal {
  if (!isRecord(existing)) return { q: [] };
  const queue = existing.q;
  return Object.assign(existing, { q: isCallQueue(queue) ? queue : [] });
}

/** The names the snippet stubs: every host method plus {@link PRELOAD_METHOD}. */
export function snippetMethods(): string[] {
  return [...HOLDFAST_METHODS, PRELOAD_METHOD];
}

/**
 * The copy-paste snippet for a host page: it defines `window.holdfast` with stubs that queue calls
 * (each stub returns a promise settled with the core's result) and adds the loader script, async, so
 * the host can call `holdfast.init(...)` on the very next line. It leaves any existing object and
 * methods alone, so pasting it twice or after the loader is harmless.
 *
 * @param loaderUrl absolute URL of `holdfast.js` on the CDN or the host's own server.
 */
export function holdfastSnippet(loaderUrl: string): string {
  // `<` is escaped so a URL can never close the inline script early.
  const src = JSON.stringify(loaderUrl).replace(/</g, '\\u003c');
  return [
    '<script>',
    `!function(w,d,n,h,s){${queueStub()}`,
    `s=d.createElement("script");s.async=!0;s.src=${src};d.head.appendChild(s)}(window,document,${JSON.stringify(HOLDFAST_GLOBAL)});`,
    '</script>',
  ].join('\n');
}

/** The stub part of the snippets: `h` is the global object, `w[n]` its place on the window. */
function queueStub(): string {
  return `h=w[n]=w[n]||{q:[]};h.q=h.q||[];${JSON.stringify(snippetMethods().join(' '))}.split(" ").forEach(function(m){h[m]=h[m]||function(){var a=arguments;return new Promise(function(r,j){h.q.push([m,a,r,j])})}});`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The snippet for a page with a strict Content-Security-Policy (nonce-based `script-src`, Trusted Types):
 * the same queue stub in an inline script carrying the page's nonce, then the loader as an `async` tag
 * with the nonce. Unlike {@link holdfastSnippet} it writes no script URL from JavaScript, which
 * `require-trusted-types-for 'script'` would refuse; calls made right after it still wait in the queue.
 *
 * @param loaderUrl absolute URL of `holdfast.js`.
 * @param nonce the page's CSP nonce for this response.
 */
export function holdfastCspSnippet(loaderUrl: string, nonce: string): string {
  const nonceAttribute = `nonce="${escapeAttribute(nonce)}"`;
  return [
    `<script ${nonceAttribute}>`,
    `!function(w,n,h){${queueStub()}}(window,${JSON.stringify(HOLDFAST_GLOBAL)});`,
    '</script>',
    `<script async ${nonceAttribute} src="${escapeAttribute(loaderUrl)}"></script>`,
  ].join('\n');
}
