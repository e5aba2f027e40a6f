/**
 * The BillingProvider for one Stripe account (an app's key of one mode), through the official SDK on
 * today's API. It reads Stripe live — the customer an embed answer or a wall shows is Stripe's as it is
 * now, so a change made in Stripe's dashboard shows at the next load (docs/server.md "Stripe"). Each
 * customer intent makes one Stripe write per step, keyed with an Idempotency-Key derived from ours, so a
 * retry after a crash, a Stripe 500 or a timeout replays at Stripe instead of acting twice.
 */
import type Stripe from 'stripe';
import type { Mode, Plan, Provider } from '../../../contract/schemas/index.ts';
import type { ProrationBehavior } from '../../storage/stripe-store.ts';
import {
  type BillingCustomer,
  BillingError,
  type BillingProvider,
  type ChangeOptions,
} from '../billing-provider.ts';
import { CHANGE_MARK_KEY, type ChangeKind, changedUnder, changeMark } from './change-mark.ts';
import { META, mapCustomer, mapSubscription, SUBSCRIPTION_EXPAND } from './map-customer.ts';
import { isKeyReusedWithOtherParams, isMissing, stripeKey, translated, withOutages } from './stripe-calls.ts';
import { createSetupIntent, listFailedInvoices, updateCard } from './stripe-payments.ts';
import { buildCoupon, pauseParams, resumeParams } from './subscription-params.ts';

export interface StripeProviderOptions {
  /** The SDK client of the account (its secret key; host/port/protocol for the fake). */
  stripe: Stripe;
  /** How a plan change is billed (the business's setting); Stripe's default is create_prorations. */
  prorationBehavior?: ProrationBehavior;
}

const SECONDS_PER_DAY = 86_400;

export function createStripeBillingProvider(options: StripeProviderOptions): BillingProvider {
  const { stripe } = options;

  async function load(
    appId: string,
    provider: Provider,
    customerId: string,
    mode: Mode,
  ): Promise<BillingCustomer | null> {
    try {
      const customer = await stripe.customers.retrieve(customerId, {
        expand: ['invoice_settings.default_payment_method'],
      });
      if (customer.deleted) return null;
      const subscriptions = await stripe.subscriptions.list({
        customer: customerId,
        status: 'all',
        expand: SUBSCRIPTION_EXPAND.map((p) => `data.${p}`),
      });
      return { appId, mode, provider, customerId, customer: mapCustomer(customer, subscriptions.data) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function retrieve(subscriptionId: string) {
    return stripe.subscriptions.retrieve(subscriptionId, { expand: [...SUBSCRIPTION_EXPAND] });
  }

  async function update(
    subscriptionId: string,
    params: Stripe.SubscriptionUpdateParams,
    changeOptions: ChangeOptions,
    step: string,
    kind: ChangeKind = 'update',
  ) {
    const metadata = {
      ...params.metadata,
      [CHANGE_MARK_KEY]: changeMark(kind, changeOptions.idempotencyKey),
    };
    const updated = await translated(async () => {
      try {
        return await stripe.subscriptions.update(
          subscriptionId,
          { ...params, metadata, expand: [...SUBSCRIPTION_EXPAND] },
          stripeKey(changeOptions, step),
        );
      } catch (error) {
        if (isKeyReusedWithOtherParams(error)) return retrieve(subscriptionId);
        throw error;
      }
    });
    return mapSubscription(updated);
  }

  return withOutages({
    findCustomer: (appId, provider, claimedId, mode) => load(appId, provider, claimedId, mode),

    async findCustomerByEmail(appId, provider, email, mode) {
      const found = await stripe.customers.list({ email, limit: 1 });
      const first = found.data[0];
      return first ? load(appId, provider, first.id, mode) : null;
    },

    failedInvoices: (target) => listFailedInvoices(stripe, target),

    // The customer was read from Stripe for this very request, so its subscriptions carry today's marks.
    subscriptionChangedUnder: async (target, idempotencyKey) =>
      changedUnder(target.customer.subscriptions.data, idempotencyKey),

    async hasExtendedTrial(target) {
      return target.customer.subscriptions.data.some((s) => s.metadata[META.trialExtended] === 'true');
    },

    pause: (_target, subscriptionId, change, changeOptions) =>
      update(subscriptionId, pauseParams(change), changeOptions, 'pause'),

    resume: (target, subscriptionId, changeOptions) => {
      const subscription = target.customer.subscriptions.data.find((s) => s.id === subscriptionId);
      return update(subscriptionId, resumeParams(subscription, changeOptions.now), changeOptions, 'resume');
    },

    async cancel(_target, subscriptionId, atPeriodEnd, changeOptions) {
      if (atPeriodEnd) return update(subscriptionId, { cancel_at_period_end: true }, changeOptions, 'cancel');
      // Stripe takes no Idempotency-Key on DELETE; a second cancel is refused, so a retry reads the result.
      // The mark goes first: it counts only once the subscription is canceled (change-mark.ts).
      await update(subscriptionId, {}, changeOptions, 'cancel-mark', 'cancel');
      const canceled = await translated(async () => {
        try {
          return await stripe.subscriptions.cancel(subscriptionId, { expand: [...SUBSCRIPTION_EXPAND] });
        } catch (error) {
          const current = await retrieve(subscriptionId);
          if (current.status === 'canceled') return current;
          throw error;
        }
      });
      return mapSubscription(canceled);
    },

    async applyDiscount(_target, subscriptionId, coupon, changeOptions) {
      // A coupon of the business's is Stripe's already; a custom amount is made one (keyed, so made once).
      const existing = await stripe.coupons.retrieve(coupon.id).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      const couponId =
        existing?.id ??
        (
          await translated(() =>
            stripe.coupons.create(
              { ...buildCoupon(coupon), id: coupon.id },
              stripeKey(changeOptions, 'coupon'),
            ),
          )
        ).id;
      return update(subscriptionId, { discounts: [{ coupon: couponId }] }, changeOptions, 'discount');
    },

    extendTrial(target, subscriptionId, days, changeOptions) {
      const subscription = target.customer.subscriptions.data.find((s) => s.id === subscriptionId);
      if (!subscription?.trial_end)
        throw new BillingError('invalid-state', 'The subscription is not on a trial');
      return update(
        subscriptionId,
        {
          trial_end: subscription.trial_end + days * SECONDS_PER_DAY,
          proration_behavior: 'none',
          metadata: { [META.trialExtended]: 'true' },
        },
        changeOptions,
        'trial',
      );
    },

    changePlan(target, subscriptionId, plan: Plan, changeOptions) {
      const subscription = target.customer.subscriptions.data.find((s) => s.id === subscriptionId);
      const item = subscription?.items.data[0];
      if (!item) throw new BillingError('invalid-state', 'No subscription found');
      return update(
        subscriptionId,
        {
          items: [{ id: item.id, price: plan.id }],
          proration_behavior: options.prorationBehavior ?? 'create_prorations',
        },
        changeOptions,
        'plan',
      );
    },

    createSetupIntent: (target, changeOptions) => createSetupIntent(stripe, target, changeOptions),

    updateCard: (target, paymentMethodId, changeOptions) =>
      updateCard(stripe, target, paymentMethodId, changeOptions),
  });
}
