/**
 * What a customer token may bind besides the identity (docs/api.md "Customer tokens"): the flow an embed load
 * serves and the host's dynamic offers. Without them both come from the browser (`?blueprint=`, the body's
 * `dynamicOffers`), which the auth hash does not sign, so a customer writing their own requests could ask for
 * any published flow and dynamic offers naming any coupon or plan of the catalog. A token that names them
 * makes the embed serve exactly those, and money actions are checked against what was served. Shared by the
 * server and the mock, so both answer the same.
 */
import type { DynamicOffers } from './schemas/offer.ts';

/** The token's binding: each field present only when the token names it (absent: the request decides). */
export interface SignedServing {
  /** The only flow this token's embed loads serve. */
  flowId?: string;
  /** The dynamic offers served with it; null binds "none". */
  dynamicOffers?: DynamicOffers | null;
}

/** The 403 texts of a request that asks for more than its token signs. */
export const SIGNED_SERVING_TEXTS = {
  otherFlow: (flowId: string) =>
    `This customer token serves the flow ${flowId} only; the request asked for another.`,
  otherOffers:
    'These dynamic offers are not the ones the customer token signs: give init the dynamicOffers the token was minted with, or none.',
} as const;

/** What an embed load asks for: the `blueprint` query and the body's dynamic offers. */
export interface AskedServing {
  flowId: string | null;
  dynamicOffers: DynamicOffers | null;
}

export type ServingChoice = ({ ok: true } & AskedServing) | { ok: false; message: string };

const planIdsOf = (offers: DynamicOffers | null) => [...new Set(offers?.planChange?.planIds)].sort();

/** Whether two sets of dynamic offers offer the same: the same coupon, the same plans in any order. */
export function sameDynamicOffers(a: DynamicOffers | null, b: DynamicOffers | null): boolean {
  if ((a?.discount?.couponId ?? null) !== (b?.discount?.couponId ?? null)) return false;
  if ((a?.planChange === undefined) !== (b?.planChange === undefined)) return false;
  const [plansA, plansB] = [planIdsOf(a), planIdsOf(b)];
  return plansA.length === plansB.length && plansA.every((id, index) => id === plansB[index]);
}

/**
 * What an embed load serves: what the request asks for where the token binds nothing, the token's flow and
 * offers where it does. A request may leave out what the token binds (the widget then draws the offers from
 * the answer), but never ask for something else.
 */
export function chooseServing(bound: SignedServing, asked: AskedServing): ServingChoice {
  if (bound.flowId !== undefined && asked.flowId !== null && asked.flowId !== bound.flowId)
    return { ok: false, message: SIGNED_SERVING_TEXTS.otherFlow(bound.flowId) };
  const boundOffers = bound.dynamicOffers;
  if (boundOffers === undefined)
    return { ok: true, flowId: bound.flowId ?? asked.flowId, dynamicOffers: asked.dynamicOffers };
  if (asked.dynamicOffers !== null && !sameDynamicOffers(asked.dynamicOffers, boundOffers))
    return { ok: false, message: SIGNED_SERVING_TEXTS.otherOffers };
  return { ok: true, flowId: bound.flowId ?? asked.flowId, dynamicOffers: boundOffers };
}
