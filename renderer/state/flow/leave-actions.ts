import type { OfferOf } from '../../api/schemas/offer.ts';
import { acceptPresentedOffer, leaveStep } from '../../domain/session-log.ts';
import { callbackCustomer, notify } from '../callbacks.ts';
import { cancelSubscription, choiceValue } from './cancel-action.ts';
import { currentSubscription } from './context.ts';
import { acceptedOfferOf, failFlow } from './run-action.ts';
import { flowRuntime } from './runtime.ts';
import { buildSessionResults, sendSessionResultsOnce, sessionFinished } from './session-results.ts';
import { flow } from './store.ts';

/** Hides the widget; the embed layer unmounts on isVisible=false and returns focus. */
export function hideFlow(): void {
  flow.isVisible = false;
}

function hostCustomer() {
  return callbackCustomer(flow.customer, {
    customerId: flowRuntime()?.options.customerId ?? null,
    subscriptionId: currentSubscription(flow)?.id ?? flow.subscriptionId,
  });
}

/**
 * Shutdown (spec §4): if the flow is not complete, errored or failed to load, the session is aborted and its
 * results sent; then onGoToAccount (for Go to account) and onClose, and the widget hides. Closing while an
 * action is in flight is refused: it would orphan the customer's money action.
 */
export async function shutdown(trigger: 'close' | 'gotoaccount'): Promise<void> {
  const runtime = flowRuntime();
  if (!runtime || flow.flowState === 'MODIFYING_USER_ACCOUNT') return;
  const finished = sessionFinished(flow);
  hideFlow();
  if (!finished && flow.loadState === 'LOADED') {
    flow.aborted = true;
    flow.stepsViewed = leaveStep(flow.stepsViewed, runtime.now());
  }
  const results =
    flow.loadState === 'LOADED' ? await sendSessionResultsOnce(runtime) : buildSessionResults(flow, runtime);
  if (trigger === 'gotoaccount') notify(runtime.options, 'onGoToAccount', results);
  notify(runtime.options, 'onClose', results);
}

/**
 * Lite mode's cancel (spec §4): records the cancel, sends the results, hides the widget and calls onCancel —
 * the host cancels; Holdfast makes no billing call.
 */
export async function cancelLite(): Promise<void> {
  const runtime = flowRuntime();
  if (!runtime || flow.flowState !== 'IN_PROGRESS') return;
  flow.flowState = 'COMPLETE';
  flow.canceled = true;
  flow.stepsViewed = leaveStep(flow.stepsViewed, runtime.now());
  const results = await sendSessionResultsOnce(runtime);
  hideFlow();
  notify(runtime.options, 'onCancel', hostCustomer(), {
    surveyChoiceValue: choiceValue(flow.surveyId ? flow.answers[flow.surveyId] : undefined),
  });
  notify(runtime.options, 'onClose', results);
}

/** Next with no projected step: lite mode reports the cancel to the host, otherwise Holdfast cancels. */
export function cancelFromFlow(): Promise<void> {
  return flowRuntime()?.options.lite ? cancelLite() : cancelSubscription();
}

/**
 * The cancel-now link of the complete screen (spec §2): shown when the subscription is already paused or a
 * discount was already accepted, and not cancelled. It reopens the flow for exactly one cancel action.
 */
export function cancelNow(): Promise<void> {
  if (flow.flowState !== 'COMPLETE' || flow.canceled) return Promise.resolve();
  flow.flowState = 'IN_PROGRESS';
  return cancelSubscription();
}

async function leaveWithOffer(
  offer: OfferOf<'CONTACT'> | OfferOf<'REDIRECT'>,
  act: () => unknown,
): Promise<void> {
  const runtime = flowRuntime();
  if (!runtime || flow.flowState !== 'IN_PROGRESS') return;
  try {
    await act();
  } catch (error) {
    failFlow(runtime, 'error.generic', error, `${offer.offerType}_ERROR`);
    return;
  }
  flow.acceptedOffer = acceptedOfferOf(offer);
  flow.presentedOffers = acceptPresentedOffer(flow.presentedOffers, offer.guid);
  flow.flowState = 'COMPLETE';
  await shutdown('close');
}

/** The contact offer's Get help: the host's handleSupportRequest; without one it is an error (spec §8). */
export function requestSupport(offer: OfferOf<'CONTACT'>): Promise<void> {
  const runtime = flowRuntime();
  const handler = runtime?.options.handleSupportRequest;
  if (runtime && !handler) {
    failFlow(
      runtime,
      'error.supportHandlerMissing',
      new Error('handleSupportRequest not implemented'),
      'CONTACT_ERROR',
    );
    return Promise.resolve();
  }
  if (runtime) flow.customActionHandler = true;
  return leaveWithOffer(offer, () => handler?.(hostCustomer()));
}

/**
 * The redirect offer: the host's handleRedirect when given; otherwise the view is a real link that the
 * browser opens in a new tab (no opener), and this only records that the customer took it.
 */
export function followRedirect(offer: OfferOf<'REDIRECT'>): Promise<void> {
  const handler = flowRuntime()?.options.handleRedirect;
  if (handler) flow.customActionHandler = true;
  return leaveWithOffer(offer, () => handler?.(hostCustomer(), offer.redirectConfig.redirectUrl));
}
