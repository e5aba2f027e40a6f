/**
 * The billing provider behind the money actions. Services decide whether an action is allowed (what was
 * served, bounds, modes); a provider only carries it out, once per idempotency key — the provider's own
 * key, as Stripe takes one — so a retry after a crash between the change and our stored answer never acts
 * twice. Implementations: the database-kept provider (providers/database-billing-provider.ts) and Stripe
 * (providers/stripe/), chosen per app and mode by providers/billing-router.ts.
 */
import type {
  Card,
  Coupon,
  Customer,
  FailedInvoice,
  Mode,
  PauseCollection,
  Plan,
  Provider,
  Subscription,
} from '../../contract/schemas/index.ts';

/** A customer as the provider holds them, and where to find them again. */
export interface BillingCustomer {
  appId: string;
  /** The mode the customer was found in: a provider may keep LIVE and TEST apart (Stripe's two keys). */
  mode: Mode;
  provider: Provider;
  customerId: string;
  customer: Customer;
}

/** The provider-side idempotency of one change, and the clock it runs on. */
export interface ChangeOptions {
  idempotencyKey: string;
  now: Date;
}

export interface PauseChange {
  pauseCollection: PauseCollection;
  startsAt: Date;
}

export interface PaymentResult {
  invoice: string | null;
  amountPaid: number;
  currency: string;
  card: Card;
}

/** Why the provider refused: a declined card (402) or a state it cannot act on (400). */
export class BillingError extends Error {
  override readonly name = 'BillingError';
  constructor(
    readonly kind: 'declined' | 'invalid-state',
    message: string,
  ) {
    super(message);
  }
}

/**
 * The provider could not carry the call out, refusing nothing: unreachable, timed out, failing on its side or
 * rate-limiting us. Asking again may succeed, so it is answered 503 (http/error-answer.ts) and never kept as
 * an Idempotency-Key's answer: the widget's repeat with the same key acts, once.
 */
export class BillingUnavailable extends Error {
  override readonly name = 'BillingUnavailable';
}

export interface BillingProvider {
  /** By customer id, or by subscription id for providers that identify customers by subscription. */
  findCustomer(
    appId: string,
    provider: Provider,
    claimedId: string,
    mode: Mode,
  ): Promise<BillingCustomer | null>;
  /** Exact (case-sensitive) e-mail match, for the managed flow's identity check. */
  findCustomerByEmail(
    appId: string,
    provider: Provider,
    email: string,
    mode: Mode,
  ): Promise<BillingCustomer | null>;
  failedInvoices(customer: BillingCustomer): Promise<FailedInvoice[]>;
  /** Whether this customer's trial was extended before (spec §9: once in live mode). */
  hasExtendedTrial(customer: BillingCustomer): Promise<boolean>;
  /**
   * The subscription as a change made under `idempotencyKey` left it, or null when none was made. A retry
   * that takes over a dead instance's key asks first: the change may already be done, and the offer checks
   * would then refuse it (a pause already scheduled), though the customer's request succeeded.
   */
  subscriptionChangedUnder?(customer: BillingCustomer, idempotencyKey: string): Promise<Subscription | null>;
  pause(
    customer: BillingCustomer,
    subscriptionId: string,
    change: PauseChange,
    options: ChangeOptions,
  ): Promise<Subscription>;
  resume(customer: BillingCustomer, subscriptionId: string, options: ChangeOptions): Promise<Subscription>;
  cancel(
    customer: BillingCustomer,
    subscriptionId: string,
    atPeriodEnd: boolean,
    options: ChangeOptions,
  ): Promise<Subscription>;
  /** Applies a coupon from now (a custom amount arrives as an amount_off coupon). */
  applyDiscount(
    customer: BillingCustomer,
    subscriptionId: string,
    coupon: Coupon,
    options: ChangeOptions,
  ): Promise<Subscription>;
  extendTrial(
    customer: BillingCustomer,
    subscriptionId: string,
    days: number,
    options: ChangeOptions,
  ): Promise<Subscription>;
  changePlan(
    customer: BillingCustomer,
    subscriptionId: string,
    plan: Plan,
    options: ChangeOptions,
  ): Promise<Subscription>;
  createSetupIntent(customer: BillingCustomer, options: ChangeOptions): Promise<{ clientSecret: string }>;
  /** Stores the card, pays every open failed invoice with it, returns delinquent subscriptions to active. */
  updateCard(
    customer: BillingCustomer,
    paymentMethodId: string,
    options: ChangeOptions,
  ): Promise<PaymentResult>;
}
