/**
 * Stripe's documented test payment methods (docs.stripe.com/testing): each token stands for a card; using
 * one where a payment method is taken creates a fresh `pm_…` of that card, as in test mode. A card either
 * works, is refused when it is attached or set up (the card check fails), or attaches fine and declines
 * its charges (`pm_card_chargeCustomerFail`).
 */

/** A decline as Stripe reports it: the error code, the issuer's decline code and Stripe's message. */
export interface Decline {
  code: string;
  declineCode: string;
  message: string;
}

export interface TestCard {
  brand: string;
  last4: string;
  funding: 'credit' | 'debit';
  country: string;
  /** Refused at attach / SetupIntent confirmation and on every charge. */
  declinesSetup?: Decline;
  /** Attaches, then declines every charge. */
  declinesCharges?: Decline;
}

const GENERIC: Decline = {
  code: 'card_declined',
  declineCode: 'generic_decline',
  message: 'Your card was declined.',
};

/** Stripe's wording of each decline, as its API answers them. */
export const DECLINES = {
  generic: GENERIC,
  insufficientFunds: {
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  expiredCard: { code: 'expired_card', declineCode: 'expired_card', message: 'Your card has expired.' },
  incorrectCvc: {
    code: 'incorrect_cvc',
    declineCode: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
  },
  processingError: {
    code: 'processing_error',
    declineCode: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
  lostCard: { code: 'card_declined', declineCode: 'lost_card', message: 'Your card was declined.' },
  stolenCard: { code: 'card_declined', declineCode: 'stolen_card', message: 'Your card was declined.' },
  fraudulent: { code: 'card_declined', declineCode: 'fraudulent', message: 'Your card was declined.' },
} as const satisfies Record<string, Decline>;

const visa = { brand: 'visa', last4: '4242', funding: 'credit', country: 'US' } as const;

/** The tokens this fake knows, by Stripe's names. */
export const TEST_CARDS: Readonly<Record<string, TestCard>> = {
  pm_card_visa: visa,
  pm_card_visa_debit: { brand: 'visa', last4: '5556', funding: 'debit', country: 'US' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', funding: 'credit', country: 'US' },
  pm_card_amex: { brand: 'amex', last4: '8431', funding: 'credit', country: 'US' },
  pm_card_discover: { brand: 'discover', last4: '1117', funding: 'credit', country: 'US' },
  pm_card_jcb: { brand: 'jcb', last4: '0505', funding: 'credit', country: 'JP' },
  pm_card_de: { brand: 'visa', last4: '3184', funding: 'credit', country: 'DE' },
  pm_card_chargeDeclined: { ...visa, last4: '0002', declinesSetup: DECLINES.generic },
  pm_card_chargeDeclinedInsufficientFunds: {
    ...visa,
    last4: '9995',
    declinesSetup: DECLINES.insufficientFunds,
  },
  pm_card_chargeDeclinedExpiredCard: { ...visa, last4: '0069', declinesSetup: DECLINES.expiredCard },
  pm_card_chargeDeclinedIncorrectCvc: { ...visa, last4: '0127', declinesSetup: DECLINES.incorrectCvc },
  pm_card_chargeDeclinedProcessingError: { ...visa, last4: '0119', declinesSetup: DECLINES.processingError },
  pm_card_chargeDeclinedLostCard: { ...visa, last4: '9987', declinesSetup: DECLINES.lostCard },
  pm_card_chargeDeclinedStolenCard: { ...visa, last4: '9979', declinesSetup: DECLINES.stolenCard },
  pm_card_chargeDeclinedFraudulent: { ...visa, last4: '0019', declinesSetup: DECLINES.fraudulent },
  pm_card_chargeCustomerFail: { ...visa, last4: '0341', declinesCharges: DECLINES.generic },
};

export function isTestCardToken(id: string): boolean {
  return Object.hasOwn(TEST_CARDS, id);
}

/** The decline a charge on this card meets, or null when it is paid. */
export function chargeDecline(card: TestCard): Decline | null {
  return card.declinesSetup ?? card.declinesCharges ?? null;
}
