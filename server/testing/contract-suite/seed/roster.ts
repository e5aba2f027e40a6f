/**
 * The suite's customers by name. A test that changes a subscription owns its customer, so no test depends
 * on another having run (or not) before it; read-only tests share `reader`.
 */
import { usesSubscriptionId } from '../../../../contract/providers.ts';
import type { Provider } from '../../../../contract/schemas/index.ts';
import type { CustomerState } from './customer-states.ts';

export interface RosterEntry {
  state: CustomerState;
  /** Default STRIPE. */
  provider?: Provider;
}

export const ROSTER = {
  /** Read-only: auth, embed, customer, CORS. Has one past session. */
  reader: { state: 'active-monthly' },
  annualReader: { state: 'annual' },
  pastDueReader: { state: 'past-due' },
  pausedReader: { state: 'paused' },
  cancelScheduledReader: { state: 'cancel-scheduled' },
  /** Only ever sent actions that must be refused. */
  refusals: { state: 'active-monthly' },
  canceled: { state: 'canceled' },
  pauseMonthly: { state: 'active-monthly' },
  pauseAnnual: { state: 'annual' },
  pauseQuarterly: { state: 'quarterly' },
  pauseDate: { state: 'active-monthly' },
  resume: { state: 'paused' },
  cancelAtEnd: { state: 'active-monthly' },
  cancelNow: { state: 'active-monthly' },
  cancelScheduled: { state: 'cancel-scheduled' },
  cancelScheduledOffers: { state: 'cancel-scheduled' },
  discount: { state: 'active-monthly' },
  discountTestMode: { state: 'active-monthly' },
  trial: { state: 'trialing' },
  trialTwice: { state: 'trialing' },
  planChange: { state: 'active-monthly' },
  downgrade: { state: 'active-monthly' },
  servedChecks: { state: 'active-monthly' },
  servedTrial: { state: 'trialing' },
  /** Never loads a flow: every money action for it is unserved. */
  unserved: { state: 'active-monthly' },
  idemReplay: { state: 'trialing' },
  idemConcurrent: { state: 'trialing' },
  idemMismatch: { state: 'active-monthly' },
  idemOtherAction: { state: 'active-monthly' },
  idemScopeA: { state: 'active-monthly' },
  idemScopeB: { state: 'active-monthly' },
  idemBilling: { state: 'past-due' },
  idemRequired: { state: 'active-monthly' },
  payDeclined: { state: 'past-due' },
  payGood: { state: 'past-due' },
  sessions: { state: 'active-monthly' },
  ownerA: { state: 'active-monthly' },
  ownerB: { state: 'active-monthly' },
  unknownFields: { state: 'active-monthly' },
  identity: { state: 'active-monthly' },
  identityReuse: { state: 'active-monthly' },
  identityThrottle: { state: 'active-monthly' },
  identityBurn: { state: 'active-monthly' },
  /** Provider that identifies customers by subscription (docs/api.md "The auth hash"). */
  paddle: { state: 'active-monthly', provider: 'PADDLE' },
  paddleDiscount: { state: 'active-monthly', provider: 'PADDLE' },
} as const satisfies Record<string, RosterEntry>;

export type CustomerName = keyof typeof ROSTER;

/** A seeded customer as the tests address them. */
export interface SeededCustomer {
  name: CustomerName;
  customerId: string;
  subscriptionId: string;
  email: string;
  provider: Provider;
  /**
   * The id the headers carry and the auth hash signs: the customer id, or for subscription-id providers
   * (PADDLE, RECURLY, CHARGIFY) the subscription id.
   */
  authId: string;
}

/** The seeded customer of this name. */
export function seeded(name: CustomerName): SeededCustomer {
  const entry: RosterEntry = ROSTER[name];
  const provider = entry.provider ?? 'STRIPE';
  const customerId = `cus_${name}`;
  const subscriptionId = `sub_${name}`;
  return {
    name,
    customerId,
    subscriptionId,
    email: `${name}@contract.example`,
    provider,
    authId: usesSubscriptionId(provider) ? subscriptionId : customerId,
  };
}
