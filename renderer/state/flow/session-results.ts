import type { SessionResults } from '../../../contract/schemas/index.ts';
import { safeStringify } from '../../api/safe-json.ts';
import { discountCooldownActive, pauseCooldownActive } from '../../domain/cooldowns.ts';
import { leaveStep } from '../../domain/session-log.ts';
import type { KeyValueStore } from '../../domain/skip-check-keys.ts';
import { isFlowComplete } from '../../domain/states.ts';
import { notify } from '../callbacks.ts';
import type { SessionReporter } from '../reporting/deliver.ts';
import { createSessionReporter } from '../reporting/lazy-delivery.ts';
import { createOutbox, outboxOwnerOf } from '../reporting/outbox.ts';
import { type PageTarget, watchPageLifecycle } from '../reporting/page-lifecycle.ts';
import { currentSubscription } from './context.ts';
import type { FlowRuntime } from './runtime.ts';
import { committedFollowup, type FlowStore, flow } from './store.ts';

/** The session results of spec §3, built from the store (the open step is closed at `now`). */
export function buildSessionResults(store: FlowStore, runtime: FlowRuntime): SessionResults {
  const { options } = runtime;
  const blueprint = store.data?.blueprint ?? null;
  const subscription = currentSubscription(store);
  const sessions = store.data?.sessions ?? [];
  const now = runtime.now();
  return {
    sessionKey: store.sessionKey,
    blueprintId: blueprint?._id ?? null,
    recording: store.isRecording,
    aborted: store.aborted,
    canceled: store.canceled,
    acceptedOffer: store.acceptedOffer,
    offerOptions: store.offerOptions,
    surveyId: store.surveyId,
    surveyChoiceId: store.surveyChoiceId,
    feedback: store.feedback.trim() === '' ? null : store.feedback,
    // The text typed for the committed choice only: another choice's answer belongs to another question.
    followupResponse: committedFollowup(store, store.surveyId, store.surveyChoiceId),
    followupQuestion: store.followupQuestion,
    surveyAnswers: store.surveyAnswers.map(({ surveyId, surveyChoiceId }) => ({
      surveyId,
      surveyChoiceId,
      followupResponse: committedFollowup(store, surveyId, surveyChoiceId),
    })),
    customActionHandler: store.customActionHandler,
    provider: options.provider,
    mode: options.mode,
    cooldowns: blueprint
      ? {
          discountCooldown: blueprint.discountCooldown,
          discountCooldownApplied: discountCooldownActive(sessions, blueprint.discountCooldown, now).value,
          pauseCooldown: blueprint.pauseCooldown,
          pauseCooldownApplied: pauseCooldownActive(sessions, blueprint.pauseCooldown, now).value,
        }
      : null,
    customer: options.lite
      ? null
      : {
          id: store.customer?.id ?? options.customerId ?? null,
          email: store.customer?.email ?? null,
          subscriptionId: subscription?.id ?? store.subscriptionId,
        },
    lite: options.lite,
    stepsViewed: leaveStep(store.stepsViewed, now),
    presentedOffers: [...store.presentedOffers],
  };
}

/**
 * Whether the session has its outcome (spec §4 Shutdown): complete with a cancel or an accepted offer,
 * errored, or failed to load. Anything else that ends is an aborted session.
 */
export function sessionFinished(
  store: Pick<FlowStore, 'flowState' | 'loadState' | 'canceled' | 'acceptedOffer'>,
) {
  return (
    isFlowComplete(store.flowState, { canceled: store.canceled, acceptedOffer: store.acceptedOffer }) ||
    store.flowState === 'ERROR' ||
    store.loadState === 'ERROR_LOADING'
  );
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * The results as a plain, frozen copy: detached from the store's proxies, and safe from a host callback that
 * would change the object the queue may still have to send again.
 */
function finalCopy(results: SessionResults): SessionResults {
  const text = safeStringify(results);
  const plain: SessionResults = text === undefined ? results : JSON.parse(text);
  return deepFreeze(plain);
}

let reporter: SessionReporter | null = null;
let reporterApi: FlowRuntime['api'] | null = null;
/** The last session that ended: what onSessionComplete received, and getSessionData() returns. */
let ended: SessionResults | null = null;
/** The session whose aborted snapshot waits in the outbox while the page is hidden. */
let keptWhileHidden: string | null = null;

/** The reporter of the current init; one without an outbox when reporting was never started (tests, early calls). */
function reporterFor(runtime: FlowRuntime): SessionReporter {
  if (!reporter || reporterApi !== runtime.api) {
    reporter = createSessionReporter({ api: runtime.api, outbox: null, owner: ownerOf(runtime) });
    reporterApi = runtime.api;
  }
  return reporter;
}

function ownerOf(runtime: FlowRuntime) {
  return outboxOwnerOf(runtime.options);
}

/**
 * Ends the session: its results are frozen, queued for delivery (spec §7 POST /api/sessions, or /lite) when
 * reporting is on, and given to onSessionComplete. Once per session; later calls return the same results.
 * Delivery goes on in the background and never holds up the flow.
 */
export async function sendSessionResultsOnce(runtime: FlowRuntime): Promise<SessionResults> {
  if (flow.resultsSent && ended?.sessionKey === flow.sessionKey) return ended;
  return endSession(runtime, buildSessionResults(flow, runtime));
}

function endSession(runtime: FlowRuntime, built: SessionResults): SessionResults {
  const results = finalCopy(built);
  flow.resultsSent = true;
  ended = results;
  if (keptWhileHidden === results.sessionKey) keptWhileHidden = null;
  if (runtime.options.report) reporterFor(runtime).deliver(results);
  notify(runtime.options, 'onSessionComplete', results);
  return results;
}

/** getSessionData(): the results of the session that ended, or as they would be sent now. */
export function sessionData(runtime: FlowRuntime): SessionResults {
  if (ended && ended.sessionKey === flow.sessionKey) return ended;
  return buildSessionResults(flow, runtime);
}

/**
 * The results of a session that is still open, as they would be sent if the page ended now: the shutdown's
 * rule (unfinished means aborted), and an action still in flight is not reported as accepted, since nobody
 * will learn whether it went through. Null when there is no open session.
 */
function openSessionSnapshot(runtime: FlowRuntime): SessionResults | null {
  if (!flow.isVisible || flow.loadState !== 'LOADED' || flow.resultsSent) return null;
  const results = buildSessionResults(flow, runtime);
  if (sessionFinished(flow)) return results;
  const inFlight = flow.flowState === 'MODIFYING_USER_ACCOUNT';
  return {
    ...results,
    aborted: true,
    acceptedOffer: inFlight ? null : results.acceptedOffer,
    offerOptions: inFlight ? null : results.offerOptions,
  };
}

/**
 * Wires session reporting for one init: sends what earlier visits left undelivered, and follows the page's
 * lifecycle. Hidden: the open session's aborted snapshot is written to the outbox (a hidden tab may be killed
 * without another event; the next visit sends it). Visible again: the snapshot is dropped, the session goes
 * on. Left (pagehide: closed, navigated away): the session ends as aborted and goes out with keepalive.
 * Returns the function that stops it.
 */
export function startSessionReporting(
  runtime: FlowRuntime,
  environment: { store: KeyValueStore | null; page?: PageTarget | null },
): () => void {
  const { store } = environment;
  reporter = createSessionReporter({
    api: runtime.api,
    outbox: store ? createOutbox(store, () => Date.now()) : null,
    owner: ownerOf(runtime),
  });
  reporterApi = runtime.api;
  if (!runtime.options.report) return () => {};
  reporter.sendUndelivered(Date.now());
  return watchPageLifecycle(
    {
      hidden: () => {
        const snapshot = openSessionSnapshot(runtime);
        if (!snapshot) return;
        reporter?.keep(snapshot);
        keptWhileHidden = snapshot.sessionKey;
      },
      visible: () => {
        if (keptWhileHidden && !flow.resultsSent) reporter?.forget(keptWhileHidden);
        keptWhileHidden = null;
      },
      leave: () => {
        const snapshot = openSessionSnapshot(runtime);
        if (snapshot) endSession(runtime, snapshot);
      },
    },
    environment.page,
  );
}

/** Forgets the reporting state of earlier sessions (a new init, tests). */
export function resetSessionReporting(): void {
  reporter = null;
  reporterApi = null;
  ended = null;
  keptWhileHidden = null;
}
