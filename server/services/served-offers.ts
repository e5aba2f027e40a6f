/**
 * The offers a customer was shown: every offer of the flow versions their recent embed loads served (in the
 * caller's mode), with the host's dynamic offers of that load applied the way the widget applies them
 * (renderer/domain/dynamic-offers.ts), and only while the widget's visibility rules
 * (renderer/domain/offer-visibility.ts: cooldowns from the stored sessions, pause and trial rules) would still
 * show them to this customer now. A money action must match one of them (services/offer-checks.ts).
 */
import * as v from 'valibot';
import {
  type Coupon,
  type Offer,
  type Plan,
  type Session,
  SessionSchema,
  type Subscription,
} from '../../contract/schemas/index.ts';
import { applyDynamicOffer } from '../../renderer/domain/dynamic-offers.ts';
import { blueprintOffers } from '../../renderer/domain/navigation.ts';
import { rulesOf } from '../../renderer/domain/offer-types.ts';
import { offerVisibility, type SkipReason } from '../../renderer/domain/offer-visibility.ts';
import type { KnownCaller } from './caller.ts';
import type { ServiceDeps } from './deps.ts';
import { publishedBlueprint } from './published-blueprints.ts';

/** How long an embed load lets its offers be accepted. */
export const SERVED_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface ServedOffer {
  offer: Offer;
  flowId: string;
  /** Why the widget would not show this offer now (a cooldown since, a pause already scheduled), or null. */
  hiddenBecause: SkipReason | null;
}

/** The caller's catalog: what its mode may use (TEST adds the test coupons and plans to the live ones). */
export interface Catalog {
  liveCoupons: Coupon[];
  testCoupons: Coupon[];
  livePlans: Plan[];
  testPlans: Plan[];
}

export async function loadCatalog(deps: ServiceDeps, caller: KnownCaller): Promise<Catalog> {
  // The test catalog is read in LIVE mode too: only to say "that is a test coupon", never to apply it.
  const { LIVE, TEST } = await deps.flows.catalog(caller.app.appId, ['LIVE', 'TEST']);
  return {
    liveCoupons: LIVE.coupons,
    testCoupons: TEST.coupons,
    livePlans: LIVE.plans,
    testPlans: TEST.plans,
  };
}

export async function servedOffers(
  deps: ServiceDeps,
  caller: KnownCaller,
  catalog: Catalog,
  subscription: Subscription,
): Promise<ServedOffer[]> {
  const since = new Date(deps.now().getTime() - SERVED_WINDOW_MS);
  const { servings, sessions: history } = await deps.servedHistory(
    caller.app.appId,
    caller.customerKey,
    caller.mode,
    since,
  );
  const testMode = caller.mode === 'TEST';
  const known = {
    planIds: [...catalog.livePlans, ...(testMode ? catalog.testPlans : [])].map((plan) => plan.id),
    couponIds: [...catalog.liveCoupons, ...(testMode ? catalog.testCoupons : [])].map((coupon) => coupon.id),
  };
  const sessions = history
    .map((session) => v.safeParse(SessionSchema, session))
    .filter((parsed) => parsed.success)
    .map((parsed) => parsed.output as Session);
  const now = deps.now();
  const offers: ServedOffer[] = [];
  const seen = new Set<string>();
  // A customer's loads mostly repeat one version with the same dynamic offers: each such load is read once.
  const seenLoads = new Set<string>();
  for (const serving of servings) {
    const dynamicKey = JSON.stringify(serving.dynamicOffers);
    const load = `${serving.flowId}\u0000${serving.version}\u0000${dynamicKey}`;
    if (seenLoads.has(load)) continue;
    seenLoads.add(load);
    const flow = await publishedBlueprint(deps.flows, caller.app.appId, serving.flowId, serving.version);
    if (!flow?.blueprint) continue;
    for (const offer of blueprintOffers(flow.blueprint.steps)) {
      const applied = applyDynamicOffer(offer, serving.dynamicOffers, known).offer;
      const key = `${flow.flowId}\u0000${JSON.stringify(applied)}\u0000${dynamicKey}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const visibility = offerVisibility(applied, {
        subscription,
        provider: caller.provider,
        mode: caller.mode,
        preview: false,
        orgProviderSettings: caller.app.settings.orgProviderSettings,
        sessions,
        coupons: catalog.liveCoupons,
        testCoupons: catalog.testCoupons,
        offerPlans: catalog.livePlans,
        testPlans: catalog.testPlans,
        cooldowns: flow.blueprint,
        now,
      });
      offers.push({
        offer: applied,
        flowId: flow.flowId,
        hiddenBecause: visibility.visible ? null : visibility.reason,
      });
    }
  }
  return offers;
}

/** The plan each served offer grants by its type's rules (`grantsPlan`: a downgrade's plan), hidden or not. */
export function planGrants(served: readonly ServedOffer[]): { entry: ServedOffer; planId: string }[] {
  return served.flatMap((entry) => {
    const grant = rulesOf(entry.offer.offerType).grantsPlan as ((offer: Offer) => string) | undefined;
    return grant ? [{ entry, planId: grant(entry.offer) }] : [];
  });
}
