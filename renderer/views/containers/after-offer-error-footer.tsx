import { backToOffer, continueToCancel, tryOfferAgain } from '../../state/flow/after-offer-error.ts';
import { projectedNext } from '../../state/flow/navigate.ts';
import { Footer } from '../shell/footer.tsx';
import { useFlowUi } from './ui-context.tsx';
import { useFlow } from './use-flow.ts';

/**
 * The error screen's footer after an offer's action failed (not the cancel's): Back to the offer, and Try
 * again when the call got no answer (the same request and key: applied once whatever happened to the first),
 * else Continue to cancel (the offer declined; 'Cancel subscription' when nothing follows it, as on the offer).
 * A customer can always cancel (docs/spec-coverage.md, Known gaps). Nothing after any other error.
 */
export function AfterOfferErrorFooter() {
  const ui = useFlowUi();
  const snap = useFlow();
  const afterOffer = snap.flowState === 'ERROR' ? snap.flowMessage?.afterOffer : undefined;
  if (!afterOffer) return null;
  const onward = afterOffer.retry
    ? { primaryLabel: ui.t('error.tryAgain'), onPrimary: () => void tryOfferAgain() }
    : {
        primaryLabel: ui.t(
          projectedNext()?.kind === 'cancel' ? 'common.cancelSubscription' : 'error.continueToCancel',
        ),
        onPrimary: () => void continueToCancel(ui.nowMs()),
      };
  return (
    <>
      {afterOffer.retry && <p className="hf-offer__note">{ui.t('error.noAnswer')}</p>}
      <Footer backLabel={ui.t('common.back')} onBack={backToOffer} {...onward} />
    </>
  );
}
