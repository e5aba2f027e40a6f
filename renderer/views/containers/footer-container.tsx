import type { MessageKey } from '../../i18n/index.ts';
import { stepAt } from '../../state/flow/context.ts';
import { cancelFromFlow, shutdown } from '../../state/flow/leave-actions.ts';
import { canContinue, goBack, goNext, projectedBack, projectedNext } from '../../state/flow/navigate.ts';
import { flow } from '../../state/flow/store.ts';
import { Footer } from '../shell/footer.tsx';
import { translateKey } from './translate-key.ts';
import { useFlowUi } from './ui-context.tsx';
import { useFlow } from './use-flow.ts';

/**
 * The primary button's label (spec §2): the confirm step confirms and cancels; a step after which nothing is
 * projected cancels, an offer too (its decline would cancel at once); another offer is declined; else Next.
 */
function primaryKey(): MessageKey {
  const step = stepAt(flow, flow.position);
  if (step?.stepType === 'CONFIRM') return 'footer.confirmAndCancel';
  if (projectedNext()?.kind === 'cancel') return 'common.cancelSubscription';
  return flow.position?.kind === 'attached-offer' || step?.stepType === 'OFFER'
    ? 'footer.declineOffer'
    : 'footer.next';
}

/** Footer of a step: Back or Nevermind, and the primary button. */
export function StepFooter() {
  const ui = useFlowUi();
  const snap = useFlow();
  const back = projectedBack();
  const key = primaryKey();
  const busy = snap.flowState === 'MODIFYING_USER_ACCOUNT';
  const isSurvey = snap.position?.kind === 'step' && stepAt(flow, flow.position)?.stepType === 'SURVEY';
  return (
    <Footer
      backLabel={back && back.kind !== 'close' ? ui.t('common.back') : ui.t('footer.nevermind')}
      onBack={() => {
        if (goBack(ui.nowMs()) === 'close') void shutdown('close');
      }}
      primaryLabel={translateKey(ui.t, key)}
      onPrimary={() => {
        if (goNext(ui.nowMs()) === 'cancel') void cancelFromFlow();
      }}
      // Survey Next is disabled until answered (spec §5); freeform Next stays clickable so that a click can
      // mark a too-short text red (spec §5 'after blur or footer click') while goNext refuses to move.
      primaryDisabled={isSurvey && !canContinue()}
      primaryTone={key === 'footer.declineOffer' ? 'subtle' : 'strong'}
      busy={busy}
    />
  );
}

/** Footer of the outcome screens: Go to account (spec §2). */
export function OutcomeFooter() {
  const ui = useFlowUi();
  return <Footer primaryLabel={ui.t('footer.goToAccount')} onPrimary={() => void shutdown('gotoaccount')} />;
}
