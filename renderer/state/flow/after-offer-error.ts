/**
 * The ways on from the error screen after an offer's action failed (not the cancel's). A customer can always
 * cancel: the spec's error screen (§2) offers only Go to account, which after a refused or lost offer claim
 * left them no way to cancel but to close and reopen the widget (docs/spec-coverage.md, Known gaps). Loaded
 * with the offers' chunk: only an offer's failure needs them.
 */
import { cancelFromFlow } from './leave-actions.ts';
import { goNext } from './navigate.ts';
import { retryFailedAction } from './run-action.ts';
import { flow } from './store.ts';

/** Whether the flow is on the error screen of a failed offer action. */
function afterOfferError(): boolean {
  return flow.flowState === 'ERROR' && flow.flowMessage?.afterOffer !== undefined;
}

/** Back: the offer again, as it was before its action; its own buttons (claim, decline) work as before. */
export function backToOffer(): void {
  if (!afterOfferError()) return;
  flow.flowState = 'IN_PROGRESS';
  flow.flowMessage = null;
}

/** Continue to cancel: the offer declined (Next from it, spec §4), which cancels when nothing follows it. */
export async function continueToCancel(nowMs: number): Promise<void> {
  if (!afterOfferError()) return;
  backToOffer();
  if (goNext(nowMs) === 'cancel') await cancelFromFlow();
}

/** Try again: the same request with the same Idempotency-Key (only after a call that got no answer). */
export async function tryOfferAgain(): Promise<void> {
  if (afterOfferError()) await retryFailedAction();
}
