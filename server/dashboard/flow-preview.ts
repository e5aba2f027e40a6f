/**
 * The flow editor's live preview (issue 21 item 2): the embed answer the preview's widget draws for a draft
 * the editor posts. The customer is a made-up sample, never one of the app's customers; the coupons, plans
 * and branding are the app's LIVE ones, so the offers read as customers would see them. Nothing is stored,
 * served or recorded: the widget runs with `preview: true`, which simulates every action, and the preview's
 * API answers nothing but this.
 */
import type { BlueprintInput, CustomerInput, EmbedAnswerInput, Plan } from '../../contract/schemas/index.ts';
import type { ServiceDeps } from '../services/deps.ts';

/** The sample customer's id and name: plainly not a real customer's. */
export const PREVIEW_CUSTOMER_ID = 'cus_preview_sample';
const PREVIEW_CUSTOMER_NAME = 'Sam Sample';
const DAY_S = 24 * 60 * 60;
/** What the sample pays when the app sells no plan yet (minor units, USD, monthly). */
const FALLBACK_PRICE = { id: 'price_preview_sample', currency: 'usd', unit_amount: 2_000 } as const;

/**
 * A customer with one active subscription on the app's first LIVE plan (so the currency and interval are
 * the app's own), a month into its period, with no discount, pause or trial that would change the flow.
 */
export function sampleCustomer(plans: readonly Plan[], now: Date): CustomerInput {
  const plan = plans[0];
  const price = plan
    ? { id: plan.id, currency: plan.currency, unit_amount: plan.unit_amount, recurring: plan.recurring }
    : { ...FALLBACK_PRICE, recurring: { interval: 'month' as const, interval_count: 1 } };
  const nowS = Math.floor(now.getTime() / 1000);
  const periodStart = nowS - 10 * DAY_S;
  return {
    id: PREVIEW_CUSTOMER_ID,
    name: PREVIEW_CUSTOMER_NAME,
    email: 'sam.sample@example.com',
    created: nowS - 400 * DAY_S,
    metadata: {},
    subscriptions: {
      data: [
        {
          id: 'sub_preview_sample',
          status: 'active',
          start_date: nowS - 400 * DAY_S,
          current_period_start: periodStart,
          current_period_end: periodStart + 30 * DAY_S,
          items: { data: [{ id: 'si_preview_sample', price }] },
          metadata: {},
        },
      ],
    },
  };
}

/** The embed answer for `blueprint` as a draft of the app's flow, or null when the app is gone. */
export async function previewEmbedAnswer(
  deps: Pick<ServiceDeps, 'apps' | 'flows' | 'now'>,
  appId: string,
  blueprint: BlueprintInput,
): Promise<EmbedAnswerInput | null> {
  const [app, { LIVE }] = await Promise.all([deps.apps.find(appId), deps.flows.catalog(appId, ['LIVE'])]);
  const { coupons, plans: offerPlans } = LIVE;
  if (!app) return null;
  return {
    blueprint,
    branding: app.settings.branding,
    customer: sampleCustomer(offerPlans, deps.now()),
    coupons,
    testCoupons: [],
    sessions: [],
    offerPlans,
    testPlans: [],
    orgPlanSettings: app.settings.orgPlanSettings,
    segment: null,
    orgTranslations: app.settings.orgTranslations,
    orgProviderSettings: app.settings.orgProviderSettings,
    externalData: { subscriptionId: null, customerAttributes: {} },
    dynamicOffers: null,
  };
}
