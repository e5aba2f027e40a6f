import type { OfferOf } from '../../../contract/schemas/offer.ts';
import { formatLongDate } from '../../domain/dates.ts';
import { fromUnixSeconds } from '../../domain/subscription.ts';
import type { Translator } from '../../i18n/index.ts';
import { currentSubscription } from '../../state/flow/context.ts';
import { acceptTrialExtension } from '../../state/flow/offer-actions.ts';
import type { CompleteOf } from '../../state/flow/offer-outcomes.ts';
import { flow } from '../../state/flow/store.ts';
import { TrialExtensionOffer } from '../offers/trial-extension-offer.tsx';
import { type CompleteTexts, dateOf } from './complete-words.ts';
import { useFlowUi } from './ui-context.tsx';
import { useFlow } from './use-flow.ts';

/** The trial-extension offer (spec §2): the trial end, the extend button and the test/production note. */
export function TrialContainer({ offer }: { offer: OfferOf<'TRIAL_EXTENSION'> }) {
  const ui = useFlowUi();
  const snap = useFlow();
  const trialEnd = currentSubscription(flow)?.trial_end;
  const days = offer.trialExtensionConfig.trialExtensionDays;
  return (
    <TrialExtensionOffer
      trialEndText={
        trialEnd ? ui.t('trial.endsOn', { date: formatLongDate(fromUnixSeconds(trialEnd), ui.t.locale) }) : ''
      }
      extendLabel={ui.t('trial.extendButton', { count: days })}
      onExtend={() => void acceptTrialExtension(offer)}
      busy={snap.action === 'TRIAL_EXTENSION'}
      disabled={snap.flowState !== 'IN_PROGRESS'}
      modeNote={ui.mode === 'TEST' ? ui.t('trial.testModeNote') : ui.t('trial.liveModeNote')}
    />
  );
}

/** The complete screen of an extended trial (spec §2): the trial's new end. */
export function trialExtendedTexts(t: Translator, variant: CompleteOf<'TRIAL_EXTENSION'>): CompleteTexts {
  return {
    title: t('complete.trialExtended.title'),
    message: t('complete.trialExtended.message', { date: dateOf(t, variant.trialEnd) }),
  };
}
