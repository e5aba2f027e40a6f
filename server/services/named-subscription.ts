/**
 * The subscription a call names (X-Holdfast-Subscription-Id, a customer token's, or an action's payload):
 * only one of the verified customer's own. A call naming another customer's subscription is answered as
 * one naming none the customer has — never served, echoed or sent on (spec §7, docs/api.md "Headers").
 */
import type { Subscription } from '../../contract/schemas/index.ts';
import type { KnownCaller } from './caller.ts';

/** The customer's subscription `id` names, else (no id) their first; null when they have no such one. */
export function namedSubscription(caller: KnownCaller, id: string | null): Subscription | null {
  const all = caller.customer.customer.subscriptions.data;
  if (id) return all.find((subscription) => subscription.id === id) ?? null;
  return all[0] ?? null;
}
