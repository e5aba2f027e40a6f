import { leaveStep } from '../../domain/session-log.ts';
import { notify } from '../callbacks.ts';
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

/** Next with no projected step: lite mode reports the cancel to the host, otherwise Holdfast cancels. */
export async function cancelFromFlow(): Promise<void> {
  if (flowRuntime()?.options.lite) return (await import('./lite-flow.ts')).cancelLite();
  const { cancelSubscription } = await cancelAction();
  return cancelSubscription();
}

/**
 * The cancel-now link of the complete screen (spec §2): shown when the subscription is already paused or a
 * discount was already accepted, and not cancelled. It reopens the flow for exactly one cancel action.
 */
export async function cancelNow(): Promise<void> {
  if (flow.flowState !== 'COMPLETE' || flow.canceled) return;
  return (await cancelAction()).cancelAfterComplete();
}
