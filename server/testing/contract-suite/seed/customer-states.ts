/**
 * One builder per customer state the contract's calls must handle, in the wire format, relative to `now`:
 * the server keeps real time, so nothing here is pinned to a date.
 */
import type { PlanInput, SubscriptionInput } from '../../../../contract/schemas/index.ts';
import type { CustomerSeed } from '../../../../contract/seed.ts';
import { PLANS } from './catalog.ts';

export const DAY_SECONDS = 86_400;

export type CustomerState =
  | 'active-monthly'
  | 'annual'
  | 'quarterly'
  | 'trialing'
  | 'past-due'
  | 'paused'
  | 'cancel-scheduled'
  | 'canceled';

export function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

function item(subscriptionId: string, plan: PlanInput) {
  return {
    id: `si_${subscriptionId}`,
    price: {
      id: plan.id,
      unit_amount: plan.unit_amount,
      currency: plan.currency,
      recurring: plan.recurring,
      product: { name: plan.product?.name ?? '' },
    },
    quantity: 1,
  };
}

/** A subscription ten days into its current period, twenty days from its end. */
function subscription(
  id: string,
  now: Date,
  plan: PlanInput,
  extra: Partial<SubscriptionInput> = {},
): SubscriptionInput {
  const nowSeconds = unixSeconds(now);
  return {
    id,
    status: 'active',
    start_date: nowSeconds - 400 * DAY_SECONDS,
    current_period_start: nowSeconds - 10 * DAY_SECONDS,
    current_period_end: nowSeconds + 20 * DAY_SECONDS,
    items: { data: [item(id, plan)] },
    ...extra,
  };
}

function subscriptionIn(state: CustomerState, id: string, now: Date): SubscriptionInput {
  const nowSeconds = unixSeconds(now);
  switch (state) {
    case 'active-monthly':
      return subscription(id, now, PLANS.proMonthly);
    case 'annual':
      return subscription(id, now, PLANS.proYearly, { current_period_end: nowSeconds + 200 * DAY_SECONDS });
    case 'quarterly':
      return subscription(id, now, PLANS.proQuarterly, { current_period_end: nowSeconds + 60 * DAY_SECONDS });
    case 'trialing':
      return subscription(id, now, PLANS.basicMonthly, {
        status: 'trialing',
        trial_start: nowSeconds - 9 * DAY_SECONDS,
        trial_end: nowSeconds + 5 * DAY_SECONDS,
        current_period_end: nowSeconds + 5 * DAY_SECONDS,
      });
    case 'past-due':
      return subscription(id, now, PLANS.proMonthly, { status: 'past_due' });
    case 'paused':
      return subscription(id, now, PLANS.proMonthly, {
        pause_collection: { behavior: 'void', resumes_at: nowSeconds + 20 * DAY_SECONDS },
        metadata: { pauseWallStartDate: new Date(now.getTime() - 10 * DAY_SECONDS * 1000).toISOString() },
      });
    case 'cancel-scheduled':
      return subscription(id, now, PLANS.proMonthly, { cancel_at_period_end: true });
    case 'canceled':
      return subscription(id, now, PLANS.proMonthly, {
        status: 'canceled',
        canceled_at: nowSeconds - 2 * DAY_SECONDS,
      });
  }
}

/** Two invoices whose payment failed, 3 and 1 days ago, USD 29 each. */
export function failedInvoices(customerId: string, now: Date): NonNullable<CustomerSeed['failedInvoices']> {
  const nowSeconds = unixSeconds(now);
  return [
    { id: `in_${customerId}_1`, attemptCount: 2, dueDate: nowSeconds - 3 * DAY_SECONDS, amountDue: 2900 },
    { id: `in_${customerId}_2`, attemptCount: 1, dueDate: nowSeconds - DAY_SECONDS, amountDue: 2900 },
  ].map((invoice) => ({ ...invoice, currency: 'usd' }));
}

/** A customer in a state, with one subscription `sub_<name>`; e-mail `<name>@contract.example`. */
export function customerIn(state: CustomerState, name: string, now: Date): CustomerSeed {
  const customerId = `cus_${name}`;
  return {
    customer: {
      id: customerId,
      email: `${name}@contract.example`,
      name: `Customer ${name}`,
      created: unixSeconds(now) - 400 * DAY_SECONDS,
      subscriptions: { data: [subscriptionIn(state, `sub_${name}`, now)] },
    },
    ...(state === 'past-due' && { failedInvoices: failedInvoices(customerId, now) }),
  };
}
