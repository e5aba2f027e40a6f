import { leaveStep } from '../../domain/session-log.ts';
import { notify } from '../callbacks.ts';
import { positionKey } from './context.ts';
import { flowRuntime } from './runtime.ts';
import { buildSessionResults, sendSessionResultsOnce, sessionFinished } from './session-results.ts';
import { flow } from './store.ts';

/**
 * The cancel action and the action pipeline behind it are not in the main chunk: they arrive with the
 * offers' chunk once the first step is painted, or on the first cancel. Exactly once still holds: every call
 * re-checks the flow's state after the import, and the pipeline moves to MODIFYING_USER_ACCOUNT synchronously.
 */
const cancelAction = () => import('./cancel-action.ts');

/** Hides the widget; the embed layer unmounts on isVisible=false and returns focus. */
export function hideFlow(): void {
  flow.isVisible = false;
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
 * Next with no projected step: lite mode reports the cancel to the host, otherwise Holdfast cancels. A customer
 * can always cancel: when the cancel's code cannot be fetched (offline since the first step painted, so the
 * offers' chunk that brings it never came), the failure is caught, never thrown into the host page, and the
 * step says the connection was lost (`flow.cancelCodeLostAt`); Try again (or the step's button)
 * comes back here: the import is asked for again (a failed `import()` is not cached), and the cancel runs once
 * (its pipeline refuses a second start: MODIFYING_USER_ACCOUNT is set synchronously).
 */
export async function cancelFromFlow(): Promise<void> {
  const at = flow.position && positionKey(flow.position);
  flow.cancelCodeLostAt = null;
  let cancel: () => Promise<void>;
  try {
    cancel = flowRuntime()?.options.lite
      ? (await import('./lite-flow.ts')).cancelLite
      : (await cancelAction()).cancelSubscription;
  } catch (error) {
    console.error('[holdfast] could not load the next steps', error);
    flow.cancelCodeLostAt = at;
    return;
  }
  return cancel();
}

/**
 * The cancel-now link of the complete screen (spec §2): shown when the subscription is already paused or a
 * discount was already accepted, and not cancelled. It reopens the flow for exactly one cancel action.
 */
export async function cancelNow(): Promise<void> {
  if (flow.flowState !== 'COMPLETE' || flow.canceled) return;
  return (await cancelAction()).cancelAfterComplete();
}
