import type { Card, Customer, FailedInvoice, Provider } from '../../contract/schemas/index.ts';
import { DEFAULT_GRACE_PERIOD_DAYS } from './constants.ts';
import { FAILED_PAYMENT_WALL_PROVIDERS } from './providers.ts';
import { fromUnixSeconds } from './subscription.ts';
import type { FailedPaymentWallState } from './wall-states.ts';

/** Failed-payment wall rules (spec §2 Failed-payment wall, §4, §5, §6). */

const DAY_MS = 86_400_000;

export interface FailedPaymentSettings {
  /** Invoices without any payment attempt are ignored (spec §5, "when configured"). */
  ignoreUnattemptedInvoices: boolean;
  /** Days an invoice stays within its grace period; missing, negative or not a number means the default. */
  gracePeriodDays?: number | null;
  /**
   * Hide the wall while the customer is within the grace period (a host's opt-in). Off by default: within
   * grace the wall shows and the customer may leave it (spec §2 "Exit allowed ... within the grace period").
   */
  hideDuringGracePeriod?: boolean;
}

/** The invoices the wall is about: all failed invoices, without the never-attempted ones when configured. */
export function relevantInvoices(
  invoices: readonly FailedInvoice[],
  settings: Pick<FailedPaymentSettings, 'ignoreUnattemptedInvoices'>,
): FailedInvoice[] {
  return settings.ignoreUnattemptedInvoices
    ? invoices.filter((invoice) => invoice.attemptCount > 0)
    : [...invoices];
}

function graceDays(days: number | null | undefined): number {
  return typeof days === 'number' && Number.isFinite(days) && days > 0 ? days : DEFAULT_GRACE_PERIOD_DAYS;
}

/**
 * An invoice is within grace if its due date is after now minus gracePeriodDays (spec §5). An invoice
 * without a due date is not: nothing says when its grace would end.
 */
export function isInvoiceWithinGrace(
  invoice: FailedInvoice,
  gracePeriodDays: number | null | undefined,
  now: Date,
): boolean {
  if (invoice.dueDate == null) return false;
  return fromUnixSeconds(invoice.dueDate).getTime() > now.getTime() - graceDays(gracePeriodDays) * DAY_MS;
}

/** The wall is within the grace period while every relevant invoice is; the oldest one decides. */
export function isWithinGracePeriod(
  invoices: readonly FailedInvoice[],
  settings: FailedPaymentSettings,
  now: Date,
): boolean {
  const relevant = relevantInvoices(invoices, settings);
  return (
    relevant.length > 0 &&
    relevant.every((invoice) => isInvoiceWithinGrace(invoice, settings.gracePeriodDays, now))
  );
}

/** The failed-payment wall works for these providers only (spec §6). */
export function supportsFailedPaymentWall(provider: Provider): boolean {
  return FAILED_PAYMENT_WALL_PROVIDERS.includes(provider);
}

/** The wall shows for a supported provider when a relevant failed invoice remains. */
export function shouldShowFailedPaymentWall(
  invoices: readonly FailedInvoice[],
  provider: Provider,
  settings: FailedPaymentSettings,
): boolean {
  return supportsFailedPaymentWall(provider) && relevantInvoices(invoices, settings).length > 0;
}

/** What the failed-payment check decides: no wall, the wall held back by the grace period, or the wall. */
export type FailedPaymentWallDecision = 'no-failed-invoices' | 'within-grace' | 'show';

/**
 * Whether the failed-payment wall shows. No relevant failed invoice (or an unsupported provider): no wall.
 * Within the grace period it shows as a wall the customer may leave (spec §2), unless the host opted to hide
 * it during grace; past grace it shows and blocks.
 */
export function failedPaymentWallDecision(
  invoices: readonly FailedInvoice[],
  provider: Provider,
  settings: FailedPaymentSettings,
  now: Date,
): FailedPaymentWallDecision {
  if (!shouldShowFailedPaymentWall(invoices, provider, settings)) return 'no-failed-invoices';
  if (settings.hideDuringGracePeriod && isWithinGracePeriod(invoices, settings, now)) return 'within-grace';
  return 'show';
}

/**
 * Exit allowed if soft, when the card is successful, or within the grace period (spec §2). Also once the
 * subscription was cancelled from the wall: nothing is left to pay, and a wall that could never be left
 * again would lock the customer out of a page the host has not yet taken away (our choice; spec silent).
 */
export function canExitFailedPaymentWall(input: {
  soft: boolean;
  state: FailedPaymentWallState;
  withinGrace: boolean;
}): boolean {
  return input.soft || input.state === 'CARD_SUCCESSFUL' || input.state === 'CANCELED' || input.withinGrace;
}

/**
 * The cancel button shows only if the host gave a cancel handler, the state is not canceled or card
 * successful, and there was no cancel error (spec §4).
 */
export function isFailedPaymentCancelVisible(input: {
  hasCancelHandler: boolean;
  state: FailedPaymentWallState;
  cancelError: boolean;
}): boolean {
  return (
    input.hasCancelHandler &&
    input.state !== 'CANCELED' &&
    input.state !== 'CARD_SUCCESSFUL' &&
    !input.cancelError
  );
}

const isKnownCard = (card: Card | null | undefined): card is Card => !!card && (!!card.brand || !!card.last4);

/**
 * The card on file for the wall's note: the card charged for a failed invoice (the first one in the list
 * that has one), else the customer's primary invoice card; null when neither is known.
 */
export function cardOnFile(invoices: readonly FailedInvoice[], customer: Customer | null): Card | null {
  for (const invoice of invoices) {
    const card = invoice.charge?.payment_method_details?.card;
    if (isKnownCard(card)) return card;
  }
  const primary = customer?.primaryInvoiceCard;
  return isKnownCard(primary) ? primary : null;
}

/** The display names of the card brands Stripe reports (lower-case ids); anything else is shown as sent. */
const CARD_BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
};

/** A card brand as the customer knows it ('visa' → 'Visa'); brand names are not translated. */
export function cardBrandName(brand: string): string {
  const id = brand.trim().toLowerCase();
  return CARD_BRAND_NAMES[id] ?? brand.trim();
}

/** What is due on the relevant invoices, when they share one currency; null when nothing or mixed. */
export function amountDue(
  invoices: readonly FailedInvoice[],
  settings: Pick<FailedPaymentSettings, 'ignoreUnattemptedInvoices'>,
): { amount: number; currency: string } | null {
  const relevant = relevantInvoices(invoices, settings);
  const currency = relevant[0]?.currency;
  if (!currency || relevant.some((invoice) => invoice.currency !== currency)) return null;
  return { amount: relevant.reduce((sum, invoice) => sum + invoice.amountDue, 0), currency };
}

/**
 * What the card provider's setup confirmation answered, reduced to what the rule reads: the setup intent's
 * status and payment method, or the provider's error.
 */
export interface CardSetupAttempt {
  status: string | null;
  paymentMethodId: string | null;
  error: { message: string; code: string | null } | null;
}

/** The setup intent status that confirms the card (spec §5). */
export const CARD_SETUP_SUCCEEDED = 'succeeded';

export type CardSetupOutcome =
  | { ok: true; paymentMethodId: string }
  | { ok: false; reason: 'provider-error' | 'not-succeeded' | 'no-payment-method'; detail: string };

/**
 * Card update needs setup confirmation without a redirect and succeeds only when the setup intent status is
 * succeeded (spec §5). Any other status (requires_action, processing, requires_payment_method) is a failure:
 * without a redirect there is no way to finish a 3-D Secure challenge or to wait for processing here.
 */
export function cardSetupOutcome(attempt: CardSetupAttempt): CardSetupOutcome {
  if (attempt.error) {
    const code = attempt.error.code ? ` (${attempt.error.code})` : '';
    return { ok: false, reason: 'provider-error', detail: `${attempt.error.message}${code}` };
  }
  if (attempt.status !== CARD_SETUP_SUCCEEDED) {
    return {
      ok: false,
      reason: 'not-succeeded',
      detail: `setup intent status ${attempt.status ?? 'unknown'}, not ${CARD_SETUP_SUCCEEDED}`,
    };
  }
  if (!attempt.paymentMethodId) {
    return { ok: false, reason: 'no-payment-method', detail: 'the setup intent has no payment method' };
  }
  return { ok: true, paymentMethodId: attempt.paymentMethodId };
}
