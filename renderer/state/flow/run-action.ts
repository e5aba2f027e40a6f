import type { AcceptedOffer, Offer, OfferOptions } from '../../../contract/schemas/index.ts';
import { isApiError } from '../../api/api-error.ts';
import { PREVIEW_ACTION_DELAY_MS } from '../../domain/constants.ts';
import { acceptPresentedOffer, leaveStep } from '../../domain/session-log.ts';
import { canActOnFlow } from '../../domain/states.ts';
import type { MessageKey } from '../../i18n/index.ts';
import { notify } from '../callbacks.ts';
import { errorDetail } from '../error-detail.ts';
import type { CompleteOf, FlowAction } from './offer-outcomes.ts';
import { type FlowRuntime, flowRuntime } from './runtime.ts';
import { sendSessionResultsOnce } from './session-results.ts';
import { flow, setFlowData } from './store.ts';

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
}

async function refreshCustomer(runtime: FlowRuntime): Promise<void> {
  try {
    const customer = await runtime.api.getCustomer();
    setFlowData(flow.data, customer);
  } catch (error) {
    // The action itself succeeded: a failed refresh only means the complete screen uses older dates.
    console.warn('[holdfast] customer refresh failed', error);
  }
}

/**
 * The action pipeline of spec §4: only from IN_PROGRESS; go to MODIFYING_USER_ACCOUNT (synchronously, so a
 * second click finds the flow busy and sends nothing); record the accepted offer; perform the action (the
 * host's handler if given; in preview only wait); refresh the customer; send the session results; COMPLETE;
 * then the host's callback. Any failure → ERROR with the spec's message.
 */
export async function runAction<A extends FlowAction>(spec: ActionSpec<A>): Promise<void> {
  const runtime = flowRuntime();
  if (!runtime || !canActOnFlow(flow.flowState)) return;
  flow.flowState = 'MODIFYING_USER_ACCOUNT';
  flow.action = spec.kind;
  recordAcceptance(spec);
  const idempotencyKey = runtime.newKey();
  try {
    let custom: { title: string; message: string } | null = null;
    if (runtime.options.preview) {
      await runtime.sleep(PREVIEW_ACTION_DELAY_MS);
    } else if (spec.handler) {
      flow.customActionHandler = true;
      custom = customComplete(await spec.handler());
    } else {
      await spec.perform(idempotencyKey);
      await refreshCustomer(runtime);
    }
    if (spec.accepted) flow.presentedOffers = acceptPresentedOffer(flow.presentedOffers, spec.accepted.guid);
    if (spec.kind === 'CANCEL') flow.canceled = true;
    flow.stepsViewed = leaveStep(flow.stepsViewed, runtime.now());
    await sendSessionResultsOnce(runtime);
    flow.complete = custom ? { kind: 'CUSTOM', ...custom } : spec.complete();
    flow.flowState = 'COMPLETE';
    spec.notifyHost();
  } catch (error) {
    // The offer was not taken after all: the session must not report it accepted.
    flow.acceptedOffer = null;
    flow.offerOptions = null;
    const key = spec.noAnswerErrorKey && gotNoAnswer(error) ? spec.noAnswerErrorKey : spec.errorKey;
    failFlow(runtime, key, error, `${spec.kind}_ERROR`);
  } finally {
    flow.action = null;
  }
}

/** The call got no answer (the network failed, or it timed out), as opposed to an error answer. */
function gotNoAnswer(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
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
