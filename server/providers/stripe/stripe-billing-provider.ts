/**
 * The BillingProvider for Stripe, through the official SDK on today's API. Each customer intent makes one
 * Stripe write per step, keyed with an Idempotency-Key derived from ours (`<our key>:<step>`), so a retry
 * after a crash, a Stripe 500 or a timeout replays at Stripe instead of acting twice. Stripe's refusals map
 * to the contract's: a declined card is BillingError('declined', Stripe's message), a refused change
 * BillingError('invalid-state').
 */
import Stripe from 'stripe';
import type { Plan, Provider } from '../../../contract/schemas/index.ts';
import {
  type BillingCustomer,
  BillingError,
  type BillingProvider,
  type ChangeOptions,
} from '../billing-provider.ts';
import {
  META,
  mapCard,
  mapCustomer,
  mapFailedInvoice,
  mapSubscription,
  SUBSCRIPTION_EXPAND,
} from './map-customer.ts';

export interface StripeProviderOptions {
  /** The Stripe client of an app's account (its secret key; host/port/protocol for the fake). */
  stripeFor(appId: string): Stripe;
  /** How a plan change is billed (the business's setting); Stripe's default is create_prorations. */
  prorationBehavior?: Stripe.SubscriptionUpdateParams.ProrationBehavior;
}

const SECONDS_PER_DAY = 86_400;

/** Our key for one step of an intent, as Stripe's Idempotency-Key (Stripe takes up to 255 characters). */
export function stripeKey(options: ChangeOptions, step: string): { idempotencyKey: string } {
  return { idempotencyKey: `${options.idempotencyKey}:${step}`.slice(0, 255) };
}

async function translated<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) throw new BillingError('declined', error.message);
    if (error instanceof Stripe.errors.StripeInvalidRequestError)
      throw new BillingError('invalid-state', error.message);
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}

export function createStripeBillingProvider(options: StripeProviderOptions): BillingProvider {
  async function load(
    appId: string,
    provider: Provider,
    customerId: string,
  ): Promise<BillingCustomer | null> {
    const stripe = options.stripeFor(appId);
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
      return { appId, provider, customerId, customer: mapCustomer(customer, subscriptions.data) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function update(
    target: BillingCustomer,
    subscriptionId: string,
    params: Stripe.SubscriptionUpdateParams,
    options_: ChangeOptions,
    step: string,
  ) {
    const stripe = options.stripeFor(target.appId);
    const updated = await translated(() =>
      stripe.subscriptions.update(
        subscriptionId,
        { ...params, expand: [...SUBSCRIPTION_EXPAND] },
        stripeKey(options_, step),
      ),
    );
    return mapSubscription(updated);
  }

  return {
    findCustomer: (appId, provider, claimedId) => load(appId, provider, claimedId),

    async findCustomerByEmail(appId, provider, email) {
      const found = await options.stripeFor(appId).customers.list({ email, limit: 1 });
      const first = found.data[0];
      return first ? load(appId, provider, first.id) : null;
    },

    async failedInvoices(target) {
      const invoices = await options.stripeFor(target.appId).invoices.list({
        customer: target.customerId,
        status: 'open',
        expand: ['data.payments.data.payment.payment_intent'],
      });
      return invoices.data.filter((invoice) => invoice.attempt_count > 0).map(mapFailedInvoice);
    },

    async hasExtendedTrial(target) {
      return target.customer.subscriptions.data.some((s) => s.metadata[META.trialExtended] === 'true');
    },

    pause: (target, subscriptionId, change, changeOptions) =>
      // Stripe has no scheduled pause: collection pauses now (the period already paid runs its course, the
      // renewals inside the pause are voided); when it starts and the soft pause's term end go to metadata.
      update(
        target,
        subscriptionId,
        {
          pause_collection: {
            behavior: 'void',
            ...(change.pauseCollection.resumes_at ? { resumes_at: change.pauseCollection.resumes_at } : {}),
          },
          metadata: {
            [META.pauseDate]: String(Math.floor(change.startsAt.getTime() / 1000)),
            [META.pauseWallStartDate]: change.startsAt.toISOString(),
            [META.resumptionTermEnd]: change.pauseCollection.resumption_term_end
              ? String(change.pauseCollection.resumption_term_end)
              : '',
          },
        },
        changeOptions,
        'pause',
      ),

    resume: (target, subscriptionId, changeOptions) =>
      update(
        target,
        subscriptionId,
        {
          pause_collection: '',
          metadata: { [META.pauseDate]: '', [META.pauseWallStartDate]: '', [META.resumptionTermEnd]: '' },
        },
        changeOptions,
        'resume',
      ),

    async cancel(target, subscriptionId, atPeriodEnd, changeOptions) {
      if (atPeriodEnd)
        return update(target, subscriptionId, { cancel_at_period_end: true }, changeOptions, 'cancel');
      const stripe = options.stripeFor(target.appId);
      // DELETE carries no Idempotency-Key at Stripe; cancelling twice is refused, so a retry reads the result.
      const canceled = await translated(async () => {
        try {
          return await stripe.subscriptions.cancel(subscriptionId, { expand: [...SUBSCRIPTION_EXPAND] });
        } catch (error) {
          const current = await stripe.subscriptions.retrieve(subscriptionId, {
            expand: [...SUBSCRIPTION_EXPAND],
          });
          if (current.status === 'canceled') return current;
          throw error;
        }
      });
      return mapSubscription(canceled);
    },

    async applyDiscount(target, subscriptionId, coupon, changeOptions) {
      const stripe = options.stripeFor(target.appId);
      // A coupon of the business's is Stripe's already; a custom amount is made one (keyed, so made once).
      const existing = await stripe.coupons.retrieve(coupon.id).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      const couponId = existing
        ? existing.id
        : (
            await translated(() =>
              stripe.coupons.create(
                {
                  ...(coupon.percent_off !== null ? { percent_off: coupon.percent_off } : {}),
                  ...(coupon.amount_off !== null
                    ? { amount_off: coupon.amount_off, currency: coupon.currency ?? undefined }
                    : {}),
                  duration: coupon.duration,
                  ...(coupon.duration === 'repeating'
                    ? { duration_in_months: coupon.duration_in_months ?? 1 }
                    : {}),
                  ...(coupon.name ? { name: coupon.name } : {}),
                },
                stripeKey(changeOptions, 'coupon'),
              ),
            )
          ).id;
      return update(target, subscriptionId, { discounts: [{ coupon: couponId }] }, changeOptions, 'discount');
    },

    extendTrial(target, subscriptionId, days, changeOptions) {
      const subscription = target.customer.subscriptions.data.find((s) => s.id === subscriptionId);
      if (!subscription?.trial_end)
        throw new BillingError('invalid-state', 'The subscription is not on a trial');
      return update(
        target,
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
        target,
        subscriptionId,
        {
          items: [{ id: item.id, price: plan.id }],
          proration_behavior: options.prorationBehavior ?? 'create_prorations',
        },
        changeOptions,
        'plan',
      );
    },

    async createSetupIntent(target, changeOptions) {
      const intent = await options
        .stripeFor(target.appId)
        .setupIntents.create(
          { customer: target.customerId, usage: 'off_session', allowed_payment_method_types: ['card'] },
          stripeKey(changeOptions, 'setup-intent'),
        );
      if (!intent.client_secret) throw new Error('Stripe returned a SetupIntent without a client secret');
      return { clientSecret: intent.client_secret };
    },

    async updateCard(target, paymentMethodId, changeOptions) {
      const stripe = options.stripeFor(target.appId);
      const method = await translated(() =>
        stripe.paymentMethods.attach(
          paymentMethodId,
          { customer: target.customerId },
          stripeKey(changeOptions, 'attach'),
        ),
      );
      await translated(() =>
        stripe.customers.update(
          target.customerId,
          { invoice_settings: { default_payment_method: method.id } },
          stripeKey(changeOptions, 'default'),
        ),
      );
      const open = await stripe.invoices.list({ customer: target.customerId, status: 'open' });
      let amountPaid = 0;
      let last: string | null = null;
      let currency = open.data[0]?.currency ?? 'usd';
      for (const invoice of open.data) {
        const paid = await translated(() =>
          stripe.invoices.pay(
            invoice.id,
            { payment_method: method.id },
            stripeKey(changeOptions, `pay:${invoice.id}`),
          ),
        );
        amountPaid += paid.amount_paid;
        last = paid.id;
        currency = paid.currency;
      }
      return { invoice: last, amountPaid, currency, card: mapCard(method) ?? { brand: null, last4: null } };
    },
  };
}
