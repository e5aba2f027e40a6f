import type { BillingInterval, Plan } from '../../../contract/schemas/index.ts';
import type { OfferOf } from '../../../contract/schemas/offer.ts';
import { formatPlanPrice, pricePerInterval } from '../../domain/money.ts';
import { fillPlaceholdersAsText } from '../../domain/templates.ts';
import { validPlans } from '../../domain/valid-plans.ts';
import type { MessageKey, Translator } from '../../i18n/index.ts';
import { currentSubscription, resolveOffer } from '../../state/flow/context.ts';
import { acceptPlanChange } from '../../state/flow/offer-actions.ts';
import { flowRuntime } from '../../state/flow/runtime.ts';
import { flow, selectTestPlan } from '../../state/flow/store.ts';
import { testPlanId } from '../../state/flow/test-mode-picks.ts';
import type { PlanCardItem } from '../offers/plan-card.tsx';
import { PlanChangeOffer } from '../offers/plan-change-offer.tsx';
import { useFlowUi } from './ui-context.tsx';
import { useFlow } from './use-flow.ts';

const PER_INTERVAL = {
  DAY: 'price.per.day',
  WEEK: 'price.per.week',
  MONTH: 'price.per.month',
  YEAR: 'price.per.year',
} as const satisfies Record<BillingInterval, MessageKey>;

function priceText(t: Translator, plan: Plan, minor: number): string {
  const piece = pricePerInterval(minor, plan.currency, plan.recurring, t.locale);
  return t(PER_INTERVAL[piece.interval], { price: piece.amount, count: piece.count });
}

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
  const cards: PlanCardItem[] = plans.map((plan) => {
    const settings = data.orgPlanSettings.find((s) => s.planId === plan.id);
    const override = settings?.priceOverride;
    return {
      id: plan.id,
      name: fillPlaceholdersAsText(settings?.nick || plan.product.name || plan.id, ui.values),
      price: priceText(ui.t, plan, plan.unit_amount),
      ...(settings?.msrp != null ? { msrp: formatPlanPrice(settings.msrp, plan.currency, ui.t.locale) } : {}),
      ...(override != null ? { priceOverride: priceText(ui.t, plan, override) } : {}),
      ...(settings?.tagline ? { tagline: settings.tagline } : {}),
      features: settings?.features ?? [],
    };
  });
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
