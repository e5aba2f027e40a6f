import { ref } from 'valtio';
import type { EmbedAnswer, EmbedRequest } from '../../../contract/schemas/index.ts';
import { gotNoAnswer } from '../../api/api-error.ts';
import { offeredAnswerAge } from '../../api/early-answer.ts';
import { isForcedMessage } from '../../domain/error-display.ts';
import { decideFlowStart, FLOW_START_ERRORS, withCancelStep } from '../../domain/flow-start.ts';
import { currentPause } from '../../domain/pause-info.ts';
import { orderChoices } from '../../domain/survey-answer.ts';
import { startSessionRecording } from '../../recording/lazy-recording.ts';
import { afterPaintWhenIdle } from '../after-paint.ts';
import { notify } from '../callbacks.ts';
import { errorDetail } from '../error-detail.ts';
import { loadExperienceCatalog } from '../experience-catalog.ts';
import type { ResolvedInitOptions } from '../init-options.ts';
import { currentSubscription, loadDynamicOfferRules, needsDynamicOfferRules } from './context.ts';
import { enterPosition, firstPosition } from './navigate.ts';
import { type FlowRuntime, flowRuntime } from './runtime.ts';
import { type FlowData, flow, setFlowData } from './store.ts';

/** Catalog keys of the flow-start errors (spec §8): only 'No subscription found' is shown verbatim. */
const START_ERROR_KEYS = {
  NO_CUSTOMER: 'error.customerNotFound',
  NO_SUBSCRIPTION: 'error.noSubscription',
  NO_STEPS: 'error.noEnabledSteps',
} as const satisfies Record<keyof typeof FLOW_START_ERRORS, string>;

function fromEmbed(answer: EmbedAnswer, blueprint: NonNullable<EmbedAnswer['blueprint']>): FlowData {
  return {
    blueprint,
    branding: answer.branding,
    coupons: answer.coupons,
    testCoupons: answer.testCoupons,
    sessions: answer.sessions,
    offerPlans: answer.offerPlans,
    testPlans: answer.testPlans,
    orgPlanSettings: answer.orgPlanSettings,
    segment: answer.segment,
    orgTranslations: answer.orgTranslations,
    orgProviderSettings: answer.orgProviderSettings,
    dynamicOffers: answer.dynamicOffers,
    customerAttributes: answer.externalData?.customerAttributes ?? {},
    skipped: [...blueprint.skipped, ...answer.skipped],
  };
}

/** The data with a default confirm step when no step is enabled, so the customer can still cancel. */
function withEnabledStep(data: FlowData): FlowData {
  const steps = withCancelStep(data.blueprint.steps);
  return steps === data.blueprint.steps
    ? data
    : { ...data, blueprint: { ...data.blueprint, steps: [...steps] } };
}

/** Loads everything the flow needs (POST embed, or GET embed-lite in lite mode). */
async function fetchFlowData(
  runtime: FlowRuntime,
): Promise<{ data: FlowData | null; answer: EmbedAnswer | null }> {
  const { options } = runtime;
  // Lite (insight) flows are rare: their answer's mapping is a chunk of their own (lite-flow.ts).
  if (options.lite)
    return { data: await import('./lite-flow.ts').then((lite) => lite.loadLite(runtime)), answer: null };
  const kept = prefetched?.runtime === runtime ? prefetched : undefined;
  prefetched = undefined;
  // A prefetch that failed is asked again, as show() would have.
  const answer = await (kept && runtime.now().getTime() - kept.at < PREFETCH_FRESH_MS
    ? kept.answer.catch(() => askEmbed(runtime))
    : askEmbed(runtime));
  return { data: answer.blueprint ? fromEmbed(answer, answer.blueprint) : null, answer };
}

/** The embed call's body for `options` (its size is checked at init: embed-body-size.ts). */
export function embedBody(options: ResolvedInitOptions): EmbedRequest {
  return {
    customAttributes: options.customerAttributes,
    customerDataEndpoint: options.customerDataEndpoint ?? null,
    dynamicOffers: options.wellFormedDynamicOffers,
  };
}

function askEmbed({ options, api }: FlowRuntime): Promise<EmbedAnswer> {
  return api.loadEmbed(embedBody(options), { flowId: options.flowId ?? null });
}

/**
 * How long an answer asked for at `init()` (init option `prefetch`) serves the first `show()`: past it, the
 * customer's subscription may have changed meanwhile (another tab, a renewal), and show asks again.
 */
export const PREFETCH_FRESH_MS = 60_000;

/** The answer init asked for, for the first show of the same runtime (an update of the options drops it). */
let prefetched: { runtime: FlowRuntime; at: number; answer: Promise<EmbedAnswer> } | undefined;

/**
 * Init option `prefetch`: asks for the flow's answer now, for the first show (a lite flow asks at show). On
 * the script tag the loader has usually sent this very request already (embed/early-embed.ts): the client
 * adopts it.
 */
export function prefetchFlow(runtime: FlowRuntime): void {
  prefetched = undefined;
  if (!runtime.options.prefetch || runtime.options.lite) return;
  // The loader's answer, when this request adopts it, was asked for before the core came: its age counts.
  const age = offeredAnswerAge();
  const answer = askEmbed(runtime);
  // Its failure is show's to handle, by asking again.
  answer.catch(() => {});
  prefetched = { runtime, at: runtime.now().getTime() - age, answer };
}

/**
 * Starts fetching the dynamic offers' rules for options that name dynamic offers (at init, and as a flow starts
 * loading): a flow with them starts only once they are in. A failure here is the load's to report.
 */
export function warmDynamicOfferRules(runtime: FlowRuntime): void {
  if (needsDynamicOfferRules(runtime.options, null)) loadDynamicOfferRules().catch(() => {});
}

/**
 * The cancel flow's catalog (experience-catalog.ts), for this session: at show, again once the flow's answer is
 * in, and at Try again, while it has not come.
 */
export function loadFlowCatalog(): Promise<void> {
  const session = flow.sessionKey;
  return loadExperienceCatalog(flow, flowRuntime()?.options.i18n.lang, () => flow.sessionKey === session);
}

/**
 * Loads the flow and decides where it starts (spec §4 Flow start); the start waits for `alongside` and for the
 * language's catalog too. A load failure ends in ERROR_LOADING with the spec's init failure message, naming its
 * cause (domain/init-failure.ts); the error and init callbacks are called, onError with the code and HTTP status.
 */
export async function loadFlow(alongside?: Promise<void>): Promise<void> {
  const runtime = flowRuntime();
  if (!runtime || flow.loadState === 'LOADING') return;
  flow.loadState = 'LOADING';
  // An answer for a show that was hidden, or replaced by another init or show, while it came is dropped:
  // it may be another customer's (a later init), and what the customer sees is what actions act on.
  const session = flow.sessionKey;
  const stale = () => !flow.isVisible || flow.sessionKey !== session;
  try {
    // Dynamic offers named at init: their rules come in parallel with the answer, not after it.
    warmDynamicOfferRules(runtime);
    const [{ data, answer }] = await Promise.all([fetchFlowData(runtime), alongside]);
    if (stale()) return;
    // The answer came, so the connection is back: a catalog whose chunk failed meanwhile (offline at show,
    // the client's retries got through) is asked for again, and the first step waits for it.
    await loadFlowCatalog();
    if (stale()) return;
    if (!data) throw new Error(FLOW_START_ERRORS.NO_STEPS);
    // The first step's footer and progress need every offer's visibility, dynamic offers applied.
    if (needsDynamicOfferRules(runtime.options, data)) {
      await loadDynamicOfferRules();
      if (stale()) return;
    }
    setFlowData(withEnabledStep(data), answer?.customer ?? null);
    flow.subscriptionId = runtime.options.subscriptionId ?? answer?.externalData?.subscriptionId ?? null;
    flow.loadState = 'LOADED';
    notify(runtime.options, 'onInit', { ok: true });
    startFlow(runtime);
  } catch (error) {
    if (stale()) return;
    // The cause's wording travels in a chunk of its own (only a failed load needs it); should that chunk
    // fail too (the network is down), the error's own detail stands in, under the code the host branches on.
    const failure = await import('../init-failure.ts').then(
      (module) => module.describeInitFailure(runtime.options, error),
      () => ({
        code: gotNoAnswer(error) ? 'API_UNREACHABLE' : 'INITIALIZATION_ERROR',
        message: errorDetail(error),
        status: null,
      }),
    );
    if (stale()) return;
    const { message } = failure;
    flow.loadState = 'ERROR_LOADING';
    const detail = errorDetail(error);
    // A message the backend marked for customers is shown as it is (error-display.ts), not inside ours.
    flow.loadError = {
      key: 'error.loading',
      detail: isForcedMessage(detail) ? detail : `${message} (${detail})`,
      noAnswer: gotNoAnswer(error),
    };
    console.error(`[holdfast] ${message}`, error);
    notify(runtime.options, 'onError', failure);
    notify(runtime.options, 'onInit', { ok: false, message });
  }
}

/**
 * Try again, on the error screen of a load that got no answer (the connection was lost): the same session asks
 * for its flow again, a new request; the first step then paints as usual and show's recording starts. Another
 * failure ends on the same screen. A refused or malformed answer offers no retry: asking again would get the
 * same answer. The language's catalog, if it did not come at show either, is asked for again, and the first
 * step waits for it: it paints in the customer's language, not in English first.
 */
export async function reloadFlow(): Promise<void> {
  if (flow.loadState !== 'ERROR_LOADING' || !flow.loadError?.noAnswer) return;
  await loadFlow(loadFlowCatalog());
  await startSessionRecording();
}

/** Spec §2: a randomised survey shows its choices shuffled with 'Other' last, in one order per session. */
function surveyOrders(data: FlowData, random: () => number): Record<string, string[]> {
  const orders: Record<string, string[]> = {};
  for (const step of data.blueprint.steps) {
    if (step.stepType !== 'SURVEY') continue;
    orders[step.guid] = orderChoices(step.survey.choices, step.survey.randomize, random).map((c) => c.guid);
  }
  return orders;
}

function failStart(reason: keyof typeof START_ERROR_KEYS): void {
  flow.flowState = 'ERROR';
  flow.flowMessage = { key: START_ERROR_KEYS[reason], detail: FLOW_START_ERRORS[reason] };
}

/**
 * Reports and the check of the blueprint's path, for the flow started in `session`: the view calls this once
 * its first step is rendered (not when the answer arrives, which may be before the view is mounted, while the
 * language's catalog is still on its way). They wait until that step is painted and the browser is idle, in a
 * chunk of their own (load-checks.ts): none decides the first step, its fetch must not compete with the rest
 * of that step's painting, and a customer needs a moment to reach the second.
 */
export function scheduleLoadChecks(session: string): void {
  afterPaintWhenIdle(() =>
    import('./load-checks.ts').then(
      (checks) => checks.checkLoadedFlow(session),
      (error: unknown) => console.warn('[holdfast] flow checks unavailable', error),
    ),
  );
}

/** The start decision: an error, a complete screen for what is already in place, or the first step. */
export function startFlow(runtime: FlowRuntime): void {
  const data = flow.data;
  if (!data) return;
  const now = runtime.now();
  flow.choiceOrders = surveyOrders(data, runtime.random);
  if (!runtime.options.lite) {
    const subscription = currentSubscription(flow);
    const pause = subscription
      ? currentPause(subscription, runtime.options.provider, data.sessions, now)
      : null;
    const start = decideFlowStart({
      customer: flow.customer,
      subscription,
      steps: data.blueprint.steps,
      pause,
      sessions: data.sessions,
      bypassPauseAppliedScreen: runtime.options.bypassPauseAppliedScreen,
      bypassDiscountAppliedScreen: runtime.options.bypassDiscountAppliedScreen,
      now,
    });
    if (start.kind === 'ERROR') {
      failStart(start.reason);
      return;
    }
    if (start.kind !== 'FIRST_STEP') {
      flow.flowState = 'COMPLETE';
      // ref: the decision holds Dates and is replaced, never mutated.
      flow.complete = { kind: 'START', start: ref(start) };
      return;
    }
  }
  const position = firstPosition();
  if (!position) {
    failStart('NO_STEPS');
    return;
  }
  flow.flowState = 'IN_PROGRESS';
  enterPosition(position);
}
