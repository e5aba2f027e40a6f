import { ref } from 'valtio';
import {
  canExitFailedPaymentWall,
  cardSetupOutcome,
  isFailedPaymentCancelVisible,
} from '../../domain/failed-payment.ts';
import { clearSkipChecks, recordCleanCheck } from '../../domain/skip-check.ts';
import { type FailedPaymentWallEvent, nextFailedPaymentWallState } from '../../domain/wall-states.ts';
import { FAILED_PAYMENT_WALL_ERRORS, FAILED_PAYMENT_WALL_EVENTS } from '../../domain/walls.ts';
import { notify } from '../callbacks.ts';
import { callHostHandler, reportWallFailure, trackWallEvent, wallCallbackCustomer } from '../walls/report.ts';
import { cardConfirmer, type FailedPaymentWallRuntime, failedPaymentWallRuntime } from './runtime.ts';
import { failedPaymentWall } from './store.ts';

/** Moves the wall by an event; false when the event does not apply in the current state. */
function move(event: FailedPaymentWallEvent): boolean {
  const next = nextFailedPaymentWallState(failedPaymentWall.state, event);
  if (next === failedPaymentWall.state) return false;
  failedPaymentWall.state = next;
  return true;
}

function customerOf(runtime: FailedPaymentWallRuntime) {
  return wallCallbackCustomer(runtime, failedPaymentWall.customer, null);
}

/** A card the provider did not confirm: the message is the provider's or the rule's, for the error log. */
class CardSetupError extends Error {
  override readonly name = 'CardSetupError';
}

/**
 * 'Update billing' (spec §7 Card update): from FAILED_PAYMENT_WALL only, moved to UPDATING_CARD before
 * anything is awaited (a second click sends nothing). A setup intent is fetched (GET embed/billing), the card
 * is confirmed without a redirect, and only a setup intent that succeeded goes on: its payment method is sent
 * with POST embed/billing and an idempotency key made once for this attempt, which pays the invoice.
 * Success: CARD_SUCCESSFUL, the '-update' event and onUpdatePaymentInformation. Failure: ERROR with the
 * card-failure text, a logged FAILED_PAYMENT_WALL_UPDATE_CARD_ERROR and onError.
 */
export async function updateCard(): Promise<void> {
  const runtime = failedPaymentWallRuntime();
  const confirmer = cardConfirmer();
  if (!runtime || !confirmer || failedPaymentWall.cardForm !== 'ready') return;
  if (!move('CARD_UPDATE_STARTED')) return;
  const idempotencyKey = runtime.newKey();
  try {
    const { client_secret } = await runtime.api.getSetupIntent();
    const outcome = cardSetupOutcome(await confirmer.confirm(client_secret));
    if (!outcome.ok) throw new CardSetupError(outcome.detail);
    const payment = await runtime.api.updateBilling(
      { paymentMethodId: outcome.paymentMethodId, failedPaymentWall: true },
      { idempotencyKey },
    );
    failedPaymentWall.payment = ref(payment);
    move('CARD_SUCCEEDED');
    recordCleanCheck(runtime.store, 'failed-payment-wall', runtime.options.customerId, runtime.now());
    trackWallEvent(runtime, FAILED_PAYMENT_WALL_EVENTS.update);
    notify(runtime.options, 'onUpdatePaymentInformation', customerOf(runtime));
  } catch (error) {
    move('FAILED');
    const detail = reportWallFailure(
      runtime,
      FAILED_PAYMENT_WALL_ERRORS.updateCard,
      error,
      failedPaymentWall.customer,
    );
    failedPaymentWall.error = { key: 'error.cardUpdate', detail };
  }
}

/** Back after an error: retry returns to the wall state (spec §4), where a fresh card form mounts. */
export function retryFailedPaymentWall(): void {
  if (!move('RETRY')) return;
  failedPaymentWall.error = null;
  if (failedPaymentWall.cardForm === 'failed') failedPaymentWall.cardForm = 'loading';
}

/** Whether the cancel link shows (spec §4: the host's handler, not canceled or paid, no cancel error). */
export function canCancelFromFailedPaymentWall(): boolean {
  const runtime = failedPaymentWallRuntime();
  return isFailedPaymentCancelVisible({
    hasCancelHandler: Boolean(runtime?.options.handleFailedPaymentWallCancel),
    state: failedPaymentWall.state,
    cancelError: failedPaymentWall.cancelError,
  });
}

/**
 * The cancel link: the host's handleFailedPaymentWallCancel (the only way to cancel here). Success:
 * CANCELED and the '-cancel' event; failure: ERROR, FAILED_PAYMENT_WALL_CANCEL_ERROR, and no cancel link
 * any more.
 */
export async function cancelFromFailedPaymentWall(): Promise<void> {
  const runtime = failedPaymentWallRuntime();
  const handler = runtime?.options.handleFailedPaymentWallCancel;
  if (!runtime || !handler || !canCancelFromFailedPaymentWall()) return;
  if (!move('CANCEL_STARTED')) return;
  try {
    await handler(customerOf(runtime));
    move('CANCELED');
    trackWallEvent(runtime, FAILED_PAYMENT_WALL_EVENTS.cancel);
  } catch (error) {
    move('FAILED');
    failedPaymentWall.cancelError = true;
    const detail = reportWallFailure(
      runtime,
      FAILED_PAYMENT_WALL_ERRORS.cancel,
      error,
      failedPaymentWall.customer,
    );
    failedPaymentWall.error = { key: 'error.cancel', detail };
  }
}

/** The get-help link (shown only with the host's handleSupportRequest). */
export async function requestSupportFromFailedPaymentWall(): Promise<void> {
  const runtime = failedPaymentWallRuntime();
  const handler = runtime?.options.handleSupportRequest;
  if (!runtime || !handler) return;
  await callHostHandler(runtime, 'handleSupportRequest', () => handler(customerOf(runtime)));
}

/** Hides the wall (any trigger) and tells the host once. */
export function hideFailedPaymentWallNow(): void {
  if (!failedPaymentWall.visible) return;
  failedPaymentWall.visible = false;
  const runtime = failedPaymentWallRuntime();
  if (runtime) notify(runtime.options, 'onFailedPaymentWallClosed');
}

/** Exit allowed if soft, when the card is successful, or within the grace period (spec §2). */
export function canLeaveFailedPaymentWall(): boolean {
  return canExitFailedPaymentWall({
    soft: failedPaymentWallRuntime()?.options.soft ?? false,
    state: failedPaymentWall.state,
    withinGrace: failedPaymentWall.withinGrace,
  });
}

/** The close button and Escape: only when leaving is allowed. */
export function closeFailedPaymentWall(): void {
  if (canLeaveFailedPaymentWall()) hideFailedPaymentWallNow();
}

/** The log-out link: the skip-check keys go with the customer, the host logs out, the wall closes. */
export async function logOutFromFailedPaymentWall(): Promise<void> {
  const runtime = failedPaymentWallRuntime();
  const handleLogout = runtime?.options.handleLogout;
  if (!runtime || !handleLogout) return;
  clearSkipChecks(runtime.store);
  if (await callHostHandler(runtime, 'handleLogout', handleLogout)) hideFailedPaymentWallNow();
}
