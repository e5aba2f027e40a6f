import { ref } from 'valtio';
import type { AcceptedOffer, Offer, OfferOptions, Subscription } from '../../../contract/schemas/index.ts';
import { isApiError } from '../../api/api-error.ts';
import { isRetryable } from '../../api/retry.ts';
import { PREVIEW_ACTION_DELAY_MS } from '../../domain/constants.ts';
import { acceptPresentedOffer, leaveStep } from '../../domain/session-log.ts';
import { canActOnFlow } from '../../domain/states.ts';
import { cancelScheduledDate } from '../../domain/subscription.ts';
import type { MessageKey } from '../../i18n/index.ts';
import { notify } from '../callbacks.ts';
import { errorDetail } from '../error-detail.ts';
import { currentSubscription } from './context.ts';
import type { CompleteOf, FlowAction } from './offer-outcomes.ts';
import { type FlowRuntime, flowRuntime } from './runtime.ts';
import { sendSessionResultsOnce } from './session-results.ts';
import { type CompleteVariant, flow, setFlowData } from './store.ts';

/**
 * The action's attempts were spent the way the client repeats them: no answer, or a gateway status (a billing
 * provider's outage is the server's 503). Either way it may be applied yet and asking again may succeed, so it
 * ends as an action that got no answer: the customer re-read, then Try again with the same key.
 */
const unanswered = (error: unknown) => isApiError(error) && isRetryable(error);

/** A host handler may resolve to a custom complete screen (spec §2: "or a custom title and message"). */
function customComplete(value: unknown): { title: string; message: string } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { title, message } = value as Record<string, unknown>;
  return typeof title === 'string' && typeof message === 'string' ? { title, message } : null;
}

/** One action of spec §4; its complete screen is the one its offer type's rules name (offer-outcomes.ts). */
export interface ActionSpec<A extends FlowAction = FlowAction> {
  kind: A;
  /** The offer accepted (null for the cancel). */
  accepted: AcceptedOffer | null;
  offerOptions: OfferOptions | null;
  /** Catalog key of the error text (spec §8). */
  errorKey: MessageKey;
  /** Catalog key when the built-in call got no answer at all (spec §8 "when no response"), if it differs. */
  noAnswerErrorKey?: MessageKey;
  /** The built-in call, with the intent's idempotency key. */
  perform: (idempotencyKey: string) => Promise<unknown>;
  /** The host's handle* override, when given. */
  handler: (() => unknown) | null;
  /** The complete screen, read after the customer was refreshed. */
  complete: () => CompleteOf<A>;
  /** The host's on* notification. */
  notifyHost: () => void;
  /**
   * Whether the change asked for is in effect, from the subscription before the action and after its failure
   * (domain/change-in-effect.ts). The cancel's is asked only when its call got no answer.
   */
  inEffect?: (before: Subscription | null, after: Subscription) => boolean;
  /** The start screen saying the change is already in place (spec §4 Flow start), where the spec has one. */
  already?: (after: Subscription) => StartComplete | null;
}

/** A start screen for what is already in place (spec §4 Flow start). */
export type StartComplete = Extract<CompleteVariant, { kind: 'START' }>['start'];

/** Re-reads the customer; false when that failed. */
async function refreshCustomer(runtime: FlowRuntime): Promise<boolean> {
  try {
    const customer = await runtime.api.getCustomer();
    setFlowData(flow.data, customer);
    return true;
  } catch (error) {
    // After a success, a failed refresh only means the complete screen uses older dates.
    console.warn('[holdfast] customer refresh failed', error);
    return false;
  }
}

/**
 * The failed action the error screen may repeat (an offer's: after-offer-error.ts; the cancel's: the connection
 * lost screen's Try again, cancel-action.ts `retryCancel`): the same request with the same Idempotency-Key, so a
 * backend that acted before its answer was lost replays it instead of acting twice.
 */
let failedAction: { spec: ActionSpec; idempotencyKey: string; sessionKey: string } | null = null;

/**
 * The action pipeline of spec §4: only from IN_PROGRESS; go to MODIFYING_USER_ACCOUNT (synchronously, so a
 * second click finds the flow busy and sends nothing); record the accepted offer; perform the action (the
 * host's handler if given; in preview only wait); refresh the customer; send the session results; COMPLETE;
 * then the host's callback. Any failure → ERROR with the spec's message; after an offer's failure, or a cancel
 * that got no answer, the customer is re-read first, and a change found in effect ends on a complete screen
 * instead ({@link recoverOffer}). A cancel that got no answer and is not found in effect says the connection was
 * lost and offers Try again (the customer's answers kept; a real error answer keeps the spec's error screen).
 * `idempotencyKey`: the key of the intent when it is repeated from the error screen, else a new one.
 */
export async function runAction<A extends FlowAction>(
  spec: ActionSpec<A>,
  idempotencyKey?: string,
): Promise<void> {
  const runtime = flowRuntime();
  if (!runtime || !canActOnFlow(flow.flowState)) return;
  flow.flowState = 'MODIFYING_USER_ACCOUNT';
  flow.action = spec.kind;
  recordAcceptance(spec);
  const key = idempotencyKey ?? runtime.newKey();
  const before = currentSubscription(flow);
  failedAction = null;
  try {
    let custom: { title: string; message: string } | null = null;
    if (runtime.options.preview) {
      await runtime.sleep(PREVIEW_ACTION_DELAY_MS);
    } else if (spec.handler) {
      flow.customActionHandler = true;
      custom = customComplete(await spec.handler());
    } else {
      await spec.perform(key);
      await refreshCustomer(runtime);
    }
    await completeAction(runtime, spec, custom);
  } catch (error) {
    // The offer was not taken after all: the session must not report it accepted.
    flow.acceptedOffer = null;
    flow.offerOptions = null;
    const byBackend = !runtime.options.preview && !spec.handler;
    const noAnswer = unanswered(error);
    const cancel = spec.kind === 'CANCEL';
    if (byBackend && (!cancel || noAnswer) && (await recoverOffer(runtime, spec, before, error))) return;
    const messageKey = spec.noAnswerErrorKey && noAnswer ? spec.noAnswerErrorKey : spec.errorKey;
    failFlow(runtime, messageKey, error, `${spec.kind}_ERROR`);
    const retry = byBackend && noAnswer;
    if (retry) failedAction = { spec, idempotencyKey: key, sessionKey: flow.sessionKey };
    if (!flow.flowMessage) return;
    // A customer can always cancel: the cancel's lost connection is said, with Try again (error-container.tsx).
    // After an offer the error screen leads back to it (and may repeat the request).
    if (!cancel) flow.flowMessage.afterOffer = { retry };
    else if (retry) flow.flowMessage.noAnswer = true;
  } finally {
    flow.action = null;
  }
}

/** The accepted action's end (spec §4): the offer marked accepted, the session results, COMPLETE, the host told. */
async function completeAction<A extends FlowAction>(
  runtime: FlowRuntime,
  spec: ActionSpec<A>,
  custom: { title: string; message: string } | null,
): Promise<void> {
  recordAcceptance(spec);
  if (spec.accepted) flow.presentedOffers = acceptPresentedOffer(flow.presentedOffers, spec.accepted.guid);
  if (spec.kind === 'CANCEL') flow.canceled = true;
  flow.stepsViewed = leaveStep(flow.stepsViewed, runtime.now());
  await sendSessionResultsOnce(runtime);
  flow.complete = custom ? { kind: 'CUSTOM', ...custom } : spec.complete();
  flow.flowState = 'COMPLETE';
  spec.notifyHost();
}

/**
 * After an offer's call failed (or the cancel's got no answer), the customer is re-read: is the change asked for
 * in effect now? With no answer (the retries ran out), it is this intent's, applied before its answer was lost:
 * the action completes as if answered (a cancel: the cancelled screen, onCancel, the session cancelled). After
 * a refusal it is another tab's (two tabs at one offer; the second claim is refused, e.g. a 403 for the
 * discount cooldown): the complete screen says it is in place, as a reopened widget would (its 'already' start
 * screen where the spec has one, with the cancel-now link), and this session does not report it accepted. An
 * offer refused on a subscription another tab set to cancel ends on the 'already set to cancel' screen.
 * Returns false when neither is found (or the customer could not be re-read): the flow errs.
 */
async function recoverOffer<A extends FlowAction>(
  runtime: FlowRuntime,
  spec: ActionSpec<A>,
  before: Subscription | null,
  error: unknown,
): Promise<boolean> {
  if (!spec.inEffect || !(await refreshCustomer(runtime))) return false;
  const after = currentSubscription(flow);
  if (!after) return false;
  if (!spec.inEffect(before, after)) return spec.kind !== 'CANCEL' && showCancelScheduled(after);
  try {
    if (unanswered(error)) {
      await completeAction(runtime, spec, null);
      return true;
    }
    const start = spec.already?.(after) ?? null;
    flow.complete = start ? { kind: 'START', start: ref(start) } : spec.complete();
    flow.flowState = 'COMPLETE';
    return true;
  } catch (recoveryError) {
    console.error('[holdfast] could not show the change in effect', recoveryError);
    return false;
  }
}

/**
 * An offer refused because the subscription was set to cancel meanwhile (the cancel confirmed in another tab; the
 * backend accepts no offer then, contract/cancel-scheduled.ts): the customer is told it ends, and when, on the
 * start screen a reopened widget shows (spec §4 Flow start), not an error as if the offer could still be had.
 */
function showCancelScheduled(after: Subscription): boolean {
  const date = cancelScheduledDate(after);
  if (!date) return false;
  flow.complete = { kind: 'START', start: ref({ kind: 'COMPLETE_CANCEL_SCHEDULED', date }) };
  flow.flowState = 'COMPLETE';
  return true;
}

/**
 * Repeats the failed action (an offer's, or the cancel that got no answer) from its error screen with its own
 * Idempotency-Key (the backend replays it if it had acted). False when there is nothing to repeat for this
 * session.
 */
export function retryFailedAction(): Promise<void> | false {
  const failed = failedAction;
  if (!failed || flow.flowState !== 'ERROR' || failed.sessionKey !== flow.sessionKey) return false;
  flow.flowState = 'IN_PROGRESS';
  flow.flowMessage = null;
  return runAction(failed.spec, failed.idempotencyKey);
}

/** Spec §4: the accepted offer is recorded before the action is performed. */
function recordAcceptance(spec: Pick<ActionSpec, 'accepted' | 'offerOptions'>): void {
  if (spec.accepted) flow.acceptedOffer = spec.accepted;
  flow.offerOptions = spec.offerOptions;
}

/** Moves the flow to ERROR with a catalog key, reports it to the host and the error log. */
export function failFlow(runtime: FlowRuntime, key: MessageKey, error: unknown, code: string): void {
  const detail = errorDetail(error);
  flow.flowState = 'ERROR';
  flow.flowMessage = { key, detail };
  console.error(`[holdfast] ${code}`, error);
  notify(runtime.options, 'onError', { message: detail, code });
  void runtime.api.logError({ name: code, email: flow.customer?.email ?? null, error: detail });
}

/** The accepted-offer record of spec §3 for an offer. */
export function acceptedOfferOf(offer: Offer, extra: Partial<AcceptedOffer> = {}): AcceptedOffer {
  return {
    guid: offer.guid,
    offerType: offer.offerType,
    dynamic: offer.dynamic,
    discountConfig:
      offer.offerType === 'DISCOUNT' ? { couponId: offer.discountConfig.couponId || null } : null,
    redirectConfig: offer.offerType === 'REDIRECT' ? { redirectUrl: offer.redirectConfig.redirectUrl } : null,
    trialExtensionConfig:
      offer.offerType === 'TRIAL_EXTENSION'
        ? { trialExtensionDays: offer.trialExtensionConfig.trialExtensionDays }
        : null,
    pauseDuration: null,
    pauseInterval: null,
    couponDuration: null,
    ...extra,
  };
}
