/**
 * A stand-in for Stripe.js, for the playground and the tests (Stripe.js cannot be downloaded here, and a test
 * must not depend on Stripe's servers). It keeps the contract @stripe/react-stripe-js and the failed-payment
 * wall use: `elements()` → `create('card')` → an element with mount/unmount/on/off/update/destroy, and
 * `confirmCardSetup(clientSecret, { payment_method: { card } }, { handleActions: false })`.
 *
 * The card element mounts one plain text input. What is typed there decides the outcome, like Stripe's test
 * cards (see {@link FAKE_TEST_CARDS}); `failNext(outcome)` forces the next confirmation's outcome instead.
 */
import {
  FAKE_TEST_CARDS,
  FakeCardElement,
  type FakeCardOutcome,
  FakeElements,
} from './fake-card-element.testing.ts';

/** One confirmation the fake answered. */
export interface FakeConfirmation {
  clientSecret: string;
  number: string;
  handleActions: boolean | undefined;
  outcome: FakeCardOutcome | 'invalid';
}

export interface FakeStripeOptions {
  /** Show the list of test cards under the input (the playground does). Default false. */
  showHint?: boolean;
  /** How long a confirmation takes, in ms (default 0). */
  latencyMs?: number;
}

const NOT_IN_THE_FAKE = (name: string) => () =>
  Promise.resolve({
    error: { type: 'invalid_request_error', message: `FakeStripe does not implement ${name}` },
  });

function setupIntentId(clientSecret: string): string {
  return clientSecret.split('_secret_')[0] ?? clientSecret;
}

/** A fake Stripe instance; pass it as the failed-payment wall's `stripe` option. */
export class FakeStripe {
  /** Every confirmation, in order. */
  readonly confirmations: FakeConfirmation[] = [];
  private forced: FakeCardOutcome | null = null;
  private readonly options: Required<FakeStripeOptions>;

  constructor(options: FakeStripeOptions = {}) {
    this.options = { showHint: options.showHint ?? false, latencyMs: options.latencyMs ?? 0 };
  }

  elements(_options?: unknown): FakeElements {
    return new FakeElements({ showHint: this.options.showHint });
  }

  /** The next confirmation ends in `outcome`, whatever card was typed. */
  failNext(outcome: FakeCardOutcome): void {
    this.forced = outcome;
  }

  async confirmCardSetup(
    clientSecret: string,
    data?: { payment_method?: { card?: unknown } },
    options?: { handleActions?: boolean },
  ): Promise<unknown> {
    const card = data?.payment_method?.card;
    const number = card instanceof FakeCardElement ? card.number : '';
    const known = FAKE_TEST_CARDS[number];
    const outcome = this.forced ?? known?.outcome ?? 'invalid';
    this.forced = null;
    this.confirmations.push({ clientSecret, number, handleActions: options?.handleActions, outcome });
    if (this.options.latencyMs > 0)
      await new Promise((resolve) => setTimeout(resolve, this.options.latencyMs));
    const setupIntent = (status: string, paymentMethod: string | null) => ({
      id: setupIntentId(clientSecret),
      object: 'setup_intent',
      client_secret: clientSecret,
      status,
      payment_method: paymentMethod,
    });
    switch (outcome) {
      case 'succeeds':
      case 'declined-at-payment':
        return { setupIntent: setupIntent('succeeded', known?.paymentMethod ?? 'pm_card_visa') };
      case 'requires-action':
        return { setupIntent: setupIntent('requires_action', known?.paymentMethod ?? 'pm_card_3ds') };
      case 'declined-at-setup':
        return {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
            setup_intent: setupIntent('requires_payment_method', null),
          },
        };
      case 'network-error':
        return {
          error: {
            type: 'api_connection_error',
            message: 'An error occurred with our connection to Stripe. Request was retried 2 times.',
          },
        };
      case 'invalid':
        return {
          error: {
            type: 'validation_error',
            code: 'incorrect_number',
            message: 'Your card number is incorrect.',
          },
        };
    }
  }

  // @stripe/react-stripe-js checks these exist before it accepts an instance; the wall never calls them.
  createToken = NOT_IN_THE_FAKE('createToken');
  createPaymentMethod = NOT_IN_THE_FAKE('createPaymentMethod');
  confirmCardPayment = NOT_IN_THE_FAKE('confirmCardPayment');
  registerAppInfo(_info: unknown): void {}
  _registerWrapper(_wrapper: unknown): void {}
}

/** A fresh fake Stripe. */
export function createFakeStripe(options: FakeStripeOptions = {}): FakeStripe {
  return new FakeStripe(options);
}
