import type { OfferOf } from '../../../contract/schemas/offer.ts';
import { validPlans } from '../../domain/valid-plans.ts';
import type { Translator } from '../../i18n/index.ts';
import { currentSubscription, resolveOffer } from '../../state/flow/context.ts';
import { acceptPlanChange } from '../../state/flow/offer-actions.ts';
import type { CompleteOf } from '../../state/flow/offer-outcomes.ts';
import { flowRuntime } from '../../state/flow/runtime.ts';
import { type FlowData, flow, selectTestPlan } from '../../state/flow/store.ts';
import { testPlanId } from '../../state/flow/test-mode-picks.ts';
import type { PlanCardItem } from '../offers/plan-card.tsx';
import { PlanChangeOffer } from '../offers/plan-change-offer.tsx';
import { type CompleteTexts, planName } from './complete-words.ts';
import { planCardItem } from './plan-card-item.ts';
import { useFlowUi } from './ui-context.tsx';
import { useFlow } from './use-flow.ts';

/** The plan-change offer (spec §2): a card per valid plan with the organisation's plan settings. */
export function PlanChangeContainer({ offer }: { offer: OfferOf<'PLAN_CHANGE'> }) {
  const ui = useFlowUi();
  const snap = useFlow();
  const runtime = flowRuntime();
  const subscription = currentSubscription(flow);
  const data = flow.data;
  if (!subscription || !data || !runtime) return null;
  const resolved = resolveOffer(flow, runtime, offer).offer;
  const planIds = resolved.offerType === 'PLAN_CHANGE' ? resolved.planChangeConfig.options : [];
  const test = ui.mode === 'TEST';
  const testPlan = test ? testPlanId(snap, resolved) : null;
  const { plans } = validPlans({
    planIds: testPlan ? [testPlan] : planIds,
    offerPlans: data.offerPlans,
    testPlans: data.testPlans,
    subscription,
    provider: ui.provider,
    mode: ui.mode,
    preview: ui.preview,
  });
  const cards: PlanCardItem[] = plans.map((plan) => planCardItem(ui, data, plan));
  return (
    <PlanChangeOffer
      plans={cards}
      showMoreLabel={ui.t('plan.showMore')}
      switchLabel={ui.t('plan.switch')}
      msrpLabel={ui.t('plan.msrpLabel')}
      onSwitch={(planId) => void acceptPlanChange(offer, planId)}
      busyPlanId={snap.action === 'PLAN_CHANGE' ? (snap.offerOptions?.newPlanId ?? null) : null}
      {...(test
        ? {
            testPlans: data.testPlans.map((plan) => ({ id: plan.id, label: plan.product.name || plan.id })),
            selectedTestPlanId: testPlan ?? '',
            onSelectTestPlan: selectTestPlan,
            testPlanLabel: ui.t('plan.testPlanLabel'),
          }
        : {})}
      {...(ui.preview ? { previewNote: ui.t('plan.previewCurrenciesNote') } : {})}
    />
  );
}

/** The complete screen of a plan change (spec §2): the plan the customer is on now. */
export function planChangedTexts(
  t: Translator,
  variant: CompleteOf<'PLAN_CHANGE'>,
  data: FlowData | null,
): CompleteTexts {
  return {
    title: t('complete.planChanged.title'),
    message: t('complete.planChanged.message', { plan: planName(data, variant.planId) }),
  };
}
