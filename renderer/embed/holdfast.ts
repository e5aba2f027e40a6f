import { subscribe } from 'valtio';
import { takeEarlyAnswer } from '../api/early-answer.ts';
import { createFlowApiClient } from '../api/flow-client.ts';
import { createIdempotencyKey } from '../api/idempotency.ts';
import { initProblems } from '../domain/init-validation.ts';
import { loadOnce } from '../domain/load-once.ts';
import {
  discardSessionRecording,
  keptRecordings,
  startSessionRecording,
  stopSessionRecording,
} from '../recording/lazy-recording.ts';
import { warmAnswerCheck } from '../state/flow/answer-warm-up.ts';
import { ATTRIBUTES_TOO_LARGE, attributesTooLarge } from '../state/flow/embed-body-size.ts';
import { resetFiledIssues } from '../state/flow/issues.ts';
import { shutdown } from '../state/flow/leave-actions.ts';
import { loadFlow, loadFlowCatalog, prefetchFlow, warmDynamicOfferRules } from '../state/flow/load.ts';
import { resetNavigationGuard } from '../state/flow/navigate.ts';
import { currentInitInput, flowRuntime, setFlowRuntime } from '../state/flow/runtime.ts';
import { sessionData, startSessionReporting } from '../state/flow/session-results.ts';
import { flow, resetFlow } from '../state/flow/store.ts';
import { parseInitOptions } from '../state/init-options.ts';
import { createOutbox, outboxOwnerOf } from '../state/reporting/outbox.ts';
import { warmRichText } from '../views/html/rich-text.ts';
import type { HoldfastApi } from './api-types.ts';
import { browserStore } from './browser-store.ts';
import { cancelFlowLost, mountCancelFlow, unmountCancelFlow } from './cancel-flow-host.tsx';
import { warnUnsupportedLanguage } from './language-warning.ts';
import {
  check,
  clearFailedPaymentWallState,
  clearPauseWallState,
  hideFailedPaymentWall,
  hidePauseWall,
} from './lazy-walls.ts';
import type { ManagedFlowApi } from './managed-flow-api.ts';
import { requireInit, updateBranding, updateCustomerAttributes } from './open-flow-updates.ts';
import { onErrorOf, report } from './report.ts';
import { LOAD_ERROR_CODE } from './snippet.ts';

let stopWatching: (() => void) | null = null;
let stopReporting: (() => void) | null = null;

/** init(options): validates the options (spec §5) and prepares the flow, fetched at show (now with `prefetch`). */
function init(input: unknown) {
  const parsed = parseInitOptions(input);
  // A wrong value is as much the host's to hear of as a missing one: their onError, if they gave one.
  if (!parsed.ok) return report(parsed.message, 'INITIALIZATION_ERROR', onErrorOf(input));
  const options = parsed.options;
  warnUnsupportedLanguage(options.i18n);
  const problems = initProblems({ ...options, hasOnCancel: typeof options.onCancel === 'function' });
  const problem = problems[0];
  if (problem) return report(problem.message, problem.code, options);
  const tooLarge = attributesTooLarge(options);
  // The customer must still be able to cancel: the flow opens without them (placeholders use their fallbacks).
  if (tooLarge) {
    report(
      `Problem initializing Holdfast: ${tooLarge}; the cancel flow opens without them`,
      ATTRIBUTES_TOO_LARGE,
      options,
    );
    options.customerAttributes = {};
  }
  let api: ReturnType<typeof createFlowApiClient>;
  try {
    api = createFlowApiClient({
      apiBase: options.apiBase ?? null,
      appId: options.appId ?? 'preview',
      debug: options.debug,
      // The loader's embed request, sent at a show() that came before the core (embed/global.ts).
      early: takeEarlyAnswer,
      getIdentity: () => ({
        authHash: options.authHash ?? null,
        customerId: options.customerId ?? null,
        subscriptionId: flow.subscriptionId ?? options.subscriptionId ?? null,
        mode: options.mode,
        provider: options.provider,
      }),
    });
  } catch (error) {
    return report(error instanceof Error ? error.message : String(error), 'INITIALIZATION_ERROR', options);
  }
  unmountCancelFlow();
  const runtime = {
    options,
    api,
    now: () => new Date(),
    sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    random: Math.random,
    newKey: createIdempotencyKey,
  };
  setFlowRuntime(runtime);
  resetFlow(createIdempotencyKey());
  // Results and events survive a closed tab; what an earlier visit left undelivered goes out now.
  stopReporting?.();
  stopReporting = startSessionReporting(runtime, { store: browserStore() });
  keptRecordings();
  prefetchFlow(runtime);
  warmDynamicOfferRules(runtime);
  // Warm by default (init option `preload`): a browser without the Sanitizer API fetches its sanitiser too,
  // and the answer's check is compiled ahead of the first show.
  if (options.preload === 'idle') {
    warmRichText();
    warmAnswerCheck(runtime);
  }
  return { ok: true };
}

/** show(): starts a new session and opens the flow (modal, or inline in `target`). */
async function show() {
  const options = requireInit('show');
  if (!options) return;
  if (flow.isVisible) {
    // Open already, unless the page took it out (a single-page app replacing its body): that session ends
    // as a close would, and a new one starts.
    if (!cancelFlowLost()) return;
    await shutdown('close');
    if (flow.isVisible) return;
  }
  resetFlow(createIdempotencyKey());
  resetNavigationGuard();
  resetFiledIssues();
  // Visible at once: a second show() meanwhile does nothing, and a hide() closes this one.
  flow.isVisible = true;
  const session = flow.sessionKey;
  // The flow's answer is asked for first: its round trip overlaps the language's catalog chunk and the
  // first render, and an answer that is in before the mount is drawn in that one render.
  const loaded = loadFlow();
  await loadFlowCatalog();
  // Hidden, or replaced by another init, while the catalog came: nothing to mount.
  if (!flow.isVisible || flow.sessionKey !== session) return;
  mountCancelFlow();
  stopWatching?.();
  stopWatching = subscribe(flow, () => {
    if (!flow.isVisible) {
      stopWatching?.();
      stopWatching = null;
      stopSessionRecording();
      unmountCancelFlow();
    }
  });
  await loaded;
  // Spec §4: show starts recording (when reporting, recording and consent allow), once the first step painted.
  void startSessionRecording();
}

/**
 * insight(): switches to lite mode and shows (spec §4 Widget calls). The switch goes through update, so lite's
 * rule holds: without an onCancel it is refused and nothing shows.
 */
async function insight() {
  const options = requireInit('insight');
  if (!options) return { ok: false, message: 'insight called before init' };
  if (!options.lite) {
    const switched = update({ lite: true });
    if (!switched.ok) return switched;
  }
  await show();
  return { ok: true };
}

/** hide(): closes the flow as the customer would (an unfinished session is sent as aborted). */
async function hide() {
  if (!flow.isVisible) return;
  await shutdown('close');
}

/**
 * clearState(): forgets the session and the customer's data, and removes the widget. A page calls it when
 * the customer logs out, so their undelivered results (answers, feedback, e-mail) leave the browser too.
 */
function clearState() {
  const runtime = flowRuntime();
  if (runtime) createOutbox(browserStore(), Date.now).removeFor(outboxOwnerOf(runtime.options));
  discardSessionRecording();
  keptRecordings(true);
  flow.isVisible = false;
  unmountCancelFlow();
  resetFlow(createIdempotencyKey());
}

/** getSessionData(): the results the session ended with (as onSessionComplete got them), or as they stand now. */
function getSessionData() {
  const runtime = flowRuntime();
  return runtime ? sessionData(runtime) : null;
}

const hostEventChunk = loadOnce(() => import('./host-event.ts'));

/**
 * event(name, properties): records a custom event of the host's, from a chunk of its own (host-event.ts):
 * a call a page may never make, whose answer the host waits for anyway.
 */
async function event(name: unknown, properties?: unknown) {
  let module: typeof import('./host-event.ts');
  try {
    module = await hostEventChunk.load();
  } catch (error) {
    return report(`event could not be loaded: ${String(error)}`, LOAD_ERROR_CODE);
  }
  return module.recordHostEvent(name, properties);
}

/** update(options): changes init options (merged); takes effect at the next show. */
function update(input: unknown) {
  const runtime = flowRuntime();
  if (!runtime) return report('update called before init', 'NOT_INITIALIZED');
  if (typeof input !== 'object' || input === null)
    return report('update expects an options object', 'INVALID_OPTIONS', runtime.options);
  return init({ ...currentInitInput(), ...input });
}

/**
 * The managed flow is a chunk of its own (docs/performance.md): fetched on the first managedFlow call, never by
 * a page that only shows the cancel flow. Hide and clear before that have nothing to hide or clear. A failed
 * fetch is reported and the next call tries again.
 */
// The managed flow starts the cancel flow through this same init and show once the customer is verified.
const managedFlowChunk = loadOnce<ManagedFlowApi>(() =>
  import('./managed-flow-api.ts').then((m) => m.createManagedFlowApi({ init, show, currentInitInput })),
);
const loadManagedFlowApi = managedFlowChunk.load;
/** The managed flow's api if it was ever loaded; null when it never was or its fetch failed. */
const loadedManagedFlowApi = managedFlowChunk.requested;

async function managedFlow(action: unknown, options?: unknown) {
  let api: ManagedFlowApi;
  try {
    api = await loadManagedFlowApi();
  } catch (error) {
    return report(`the managed flow could not be loaded: ${String(error)}`, LOAD_ERROR_CODE);
  }
  return api.managedFlow(action, options);
}

async function hideManagedFlow() {
  return (await loadedManagedFlowApi())?.hideManagedFlow() ?? { ok: true };
}

async function clearManagedFlowState() {
  return (await loadedManagedFlowApi())?.clearManagedFlowState() ?? { ok: true };
}

/** The implementation behind `window.holdfast` and the npm package's imperative API. */
export function createHoldfast(): HoldfastApi {
  return {
    init,
    show,
    hide,
    clearState,
    getSessionData,
    updateBranding,
    updateCustomerAttributes,
    event,
    update,
    check,
    hidePauseWall,
    hideFailedPaymentWall,
    clearPauseWallState,
    clearFailedPaymentWallState,
    managedFlow,
    hideManagedFlow,
    clearManagedFlowState,
    insight,
  };
}
