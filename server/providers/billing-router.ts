/**
 * Which provider carries out an app's billing: Stripe when the app has a Stripe account for the caller's
 * mode (and the caller names Stripe), else the database-kept provider — the demo's and the tests' apps, and
 * any app not yet connected. One SDK client (and adapter) per app and mode, rebuilt when its key changes.
 */
import type { Mode, Provider } from '../../contract/schemas/index.ts';
import type { StripeAccount, StripeStore } from '../storage/stripe-store.ts';
import type { BillingCustomer, BillingProvider } from './billing-provider.ts';
import { createStripeBillingProvider } from './stripe/stripe-billing-provider.ts';
import { createStripeClient, type StripeClientOptions } from './stripe/stripe-calls.ts';

export interface BillingRouterOptions {
  database: BillingProvider;
  stripeAccounts: Pick<StripeStore, 'account'>;
  stripeClient?: StripeClientOptions;
}

function fingerprint(account: StripeAccount): string {
  return JSON.stringify([account.secretKey, account.apiBase, account.prorationBehavior]);
}

export function createBillingRouter(options: BillingRouterOptions): BillingProvider {
  const adapters = new Map<string, { fingerprint: string; provider: BillingProvider }>();

  async function pick(appId: string, mode: Mode, provider: Provider): Promise<BillingProvider> {
    if (provider !== 'STRIPE') return options.database;
    const account = await options.stripeAccounts.account(appId, mode);
    if (!account) return options.database;
    const key = `${appId}:${mode}`;
    const cached = adapters.get(key);
    if (cached?.fingerprint === fingerprint(account)) return cached.provider;
    const adapter = createStripeBillingProvider({
      stripe: createStripeClient(account.secretKey, account.apiBase, options.stripeClient),
      prorationBehavior: account.prorationBehavior,
    });
    adapters.set(key, { fingerprint: fingerprint(account), provider: adapter });
    return adapter;
  }

  // A customer is acted on by the provider that found it: one account lookup per request, not one per call.
  const foundBy = new WeakMap<BillingCustomer, BillingProvider>();
  function remember(customer: BillingCustomer | null, provider: BillingProvider): BillingCustomer | null {
    if (customer) foundBy.set(customer, provider);
    return customer;
  }
  const of = async (customer: BillingCustomer) =>
    foundBy.get(customer) ?? pick(customer.appId, customer.mode, customer.provider);

  return {
    findCustomer: async (appId, provider, id, mode) => {
      const chosen = await pick(appId, mode, provider);
      return remember(await chosen.findCustomer(appId, provider, id, mode), chosen);
    },
    findCustomerByEmail: async (appId, provider, email, mode) => {
      const chosen = await pick(appId, mode, provider);
      return remember(await chosen.findCustomerByEmail(appId, provider, email, mode), chosen);
    },
    failedInvoices: async (c) => (await of(c)).failedInvoices(c),
    hasExtendedTrial: async (c) => (await of(c)).hasExtendedTrial(c),
    // Optional on a provider, so the compiler does not miss it here: without it a retry that takes over a
    // dead instance's key re-checks the offer against the changed subscription and is refused.
    subscriptionChangedUnder: async (c, key) =>
      (await (await of(c)).subscriptionChangedUnder?.(c, key)) ?? null,
    pause: async (c, id, change, o) => (await of(c)).pause(c, id, change, o),
    resume: async (c, id, o) => (await of(c)).resume(c, id, o),
    cancel: async (c, id, atPeriodEnd, o) => (await of(c)).cancel(c, id, atPeriodEnd, o),
    applyDiscount: async (c, id, coupon, o) => (await of(c)).applyDiscount(c, id, coupon, o),
    extendTrial: async (c, id, days, o) => (await of(c)).extendTrial(c, id, days, o),
    changePlan: async (c, id, plan, o) => (await of(c)).changePlan(c, id, plan, o),
    createSetupIntent: async (c, o) => (await of(c)).createSetupIntent(c, o),
    updateCard: async (c, pm, o) => (await of(c)).updateCard(c, pm, o),
  };
}
