import type { OfferOf } from '../../../contract/schemas/offer.ts';
import { downgradePlan } from '../../domain/offer-types/downgrade.ts';
import type { Translator } from '../../i18n/index.ts';
import { acceptDowngrade } from '../../state/flow/downgrade-action.ts';
import type { CompleteOf } from '../../state/flow/offer-outcomes.ts';
import { type FlowData, flow } from '../../state/flow/store.ts';
import { DowngradeOffer } from '../offers/downgrade-offer.tsx';
import { type CompleteTexts, planName } from './complete-words.ts';
import { planCardItem } from './plan-card-item.ts';
import { useFlowUi } from './ui-context.tsx';
import { useFlow } from './use-flow.ts';

/**
 * The downgrade offer: the card of its plan and the switch button. Visibility already
 * skipped the offer when its plan is not valid for this customer; a plan missing here renders nothing.
 */
export function DowngradeContainer({ offer }: { offer: OfferOf<'DOWNGRADE'> }) {
  const ui = useFlowUi();
  const snap = useFlow();
  const data = flow.data;
  const plan = data ? downgradePlan(offer, { ...data, mode: ui.mode }) : null;
  if (!data || !plan) return null;
  const card = planCardItem(ui, data, plan, ui.t('downgrade.free'));
  return (
    <DowngradeOffer
      plan={card}
      switchLabel={ui.t('downgrade.switch', { plan: card.name })}
      msrpLabel={ui.t('plan.msrpLabel')}
      onSwitch={() => void acceptDowngrade(offer)}
      busy={snap.action === 'DOWNGRADE'}
    />
  );
}

/** The complete screen of a downgrade: the plan the customer is on now, in the title ("You are now on Free"). */
export function downgradedTexts(
  t: Translator,
  variant: CompleteOf<'DOWNGRADE'>,
  data: FlowData | null,
): CompleteTexts {
  return {
    title: t('complete.downgraded.title', { plan: planName(data, variant.planId) }),
    message: t('complete.downgraded.message'),
  };
}
