import type { CreateIssue, Offer, Step, Subscription } from '../../../contract/schemas/index.ts';
import { loadOnce } from '../../domain/load-once.ts';
import { attachedOfferKey, type NavigationContext, type Position } from '../../domain/navigation.ts';
import { type OfferVisibilityContext, offerVisibility } from '../../domain/offer-visibility.ts';
import { pickSubscription } from '../../domain/subscription.ts';
import type { FlowRuntime } from './runtime.ts';
import type { FlowStore } from './store.ts';

/**
 * Reads the flow's derived facts from the store and runtime: the subscription acted on, offers with the
 * host's dynamic offers applied, offer visibility and the navigation context. Everything here is computed,
 * never stored, so it cannot drift from the data it comes from.
 */

type Readable = Pick<FlowStore, 'data' | 'customer' | 'subscriptionId' | 'answers'>;

export function currentSubscription(store: Readable): Subscription | null {
  return store.customer ? pickSubscription(store.customer, store.subscriptionId) : null;
}

/**
 * The rules of dynamic offers (spec §3) are a chunk of their own: only a flow given dynamic offers needs them,
 * and load.ts fetches them, in parallel with the answer, before such a flow starts ({@link needsDynamicOfferRules}).
 */
const dynamicOfferRules = loadOnce(() => import('../../domain/dynamic-offers.ts'));

/** The dynamic offers in force: the host's (init option), else those the answer names. */
function dynamicOffersOf(options: FlowRuntime['options'], data: FlowStore['data']): unknown {
  return options.dynamicOffers ?? data?.dynamicOffers;
}

/** Whether a flow has dynamic offers, whose rules it must load before it starts (before its answer: `data` null). */
export function needsDynamicOfferRules(options: FlowRuntime['options'], data: FlowStore['data']): boolean {
  return dynamicOffersOf(options, data) != null;
}

/** Fetches the dynamic offers' rules (once; a failed fetch is tried again by the next call). */
export const loadDynamicOfferRules = dynamicOfferRules.load;

/** The offer as shown: dynamic plans or coupon applied when the host supplied valid ones. */
export function resolveOffer(
  store: Readable,
  runtime: FlowRuntime,
  offer: Offer,
): { offer: Offer; issue?: CreateIssue } {
  const data = store.data;
  const dynamicOffers = dynamicOffersOf(runtime.options, data);
  if (!data || !offer.dynamic || dynamicOffers == null) return { offer };
  // A flow with dynamic offers starts only once their rules are in (load.ts), so they are here.
  const rules = dynamicOfferRules.loaded();
  if (!rules) return { offer };
  const test = runtime.options.mode === 'TEST';
  return rules.applyDynamicOffer(offer, dynamicOffers, {
    planIds: (test ? data.testPlans : data.offerPlans).map((plan) => plan.id),
    couponIds: (test ? data.testCoupons : data.coupons).map((coupon) => coupon.id),
  });
}

export function visibilityContext(store: Readable, runtime: FlowRuntime): OfferVisibilityContext | null {
  const data = store.data;
  const subscription = currentSubscription(store);
  if (!data || !subscription) return null;
  return {
    subscription,
    provider: runtime.options.provider,
    mode: runtime.options.mode,
    preview: runtime.options.preview,
    orgProviderSettings: data.orgProviderSettings,
    sessions: data.sessions,
    coupons: data.coupons,
    testCoupons: data.testCoupons,
    offerPlans: data.offerPlans,
    testPlans: data.testPlans,
    cooldowns: {
      discountCooldown: data.blueprint.discountCooldown,
      pauseCooldown: data.blueprint.pauseCooldown,
    },
    now: runtime.now(),
  };
}

/**
 * The facts navigation reads, for one computation (a position, a path, Next or Back) and then dropped. Each
 * offer's visibility is worked out once in it, against one visibility context: a path walks the same offers
 * from several steps, and the data cannot change while one computation runs. Lite mode shows no offers
 * (spec §1: survey, confirm and freeform only); without a subscription only a preview shows them.
 */
export function navigationContext(store: Readable, runtime: FlowRuntime): NavigationContext {
  const verdicts = new Map<Offer, boolean>();
  let facts: OfferVisibilityContext | null = null;
  const shown = (offer: Offer): boolean => {
    if (runtime.options.lite) return false;
    facts ??= visibilityContext(store, runtime);
    if (!facts) return runtime.options.preview;
    return offerVisibility(resolveOffer(store, runtime, offer).offer, facts).visible;
  };
  return {
    steps: store.data?.blueprint.steps ?? [],
    answers: store.answers,
    isOfferVisible: (offer) => {
      const verdict = verdicts.get(offer) ?? shown(offer);
      verdicts.set(offer, verdict);
      return verdict;
    },
  };
}

/** The step a position stands on (an attached offer stands on its survey's step). */
export function stepAt(store: Readable, position: Position | null): Step | null {
  if (!position) return null;
  const guid = position.kind === 'step' ? position.guid : position.surveyGuid;
  return store.data?.blueprint.steps.find((step) => step.guid === guid) ?? null;
}

/** The offer shown at a position, if any. */
export function offerAt(store: Readable, position: Position | null): Offer | null {
  if (!position) return null;
  if (position.kind === 'attached-offer') return position.offer;
  const step = stepAt(store, position);
  return step?.stepType === 'OFFER' ? step.offer : null;
}

/** A stable id for a position (attached offers are identified by their survey and choice). */
export function positionKey(position: Position): string {
  return position.kind === 'step'
    ? position.guid
    : attachedOfferKey(position.surveyGuid, position.choiceGuid);
}
