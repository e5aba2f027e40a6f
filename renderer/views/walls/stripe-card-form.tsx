/**
 * The failed-payment wall's card form, in its own lazy chunk: @stripe/react-stripe-js (Elements, CardElement)
 * and @stripe/stripe-js load only when the wall shows. Stripe.js itself comes from the host's `stripe`
 * instance, or `loadStripe` (the host's, else @stripe/stripe-js's) with the publishable key of the mode.
 */
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type {
  Stripe,
  StripeCardElement,
  StripeCardElementChangeEvent,
  StripeCardElementOptions,
} from '@stripe/stripe-js';
// The pure entry injects Stripe.js only when loadStripe is called; the main entry would inject it on import.
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useRef, useState } from 'react';
import type { Language } from '../../../contract/schemas/index.ts';
import type { CardSetupAttempt } from '../../domain/failed-payment.ts';
import type { LoadStripe, StripeSource } from '../../state/failed-payment-wall/options.ts';
import type { CardConfirmer } from '../../state/failed-payment-wall/runtime.ts';
import { Loader } from '../shell/loader.tsx';

/** Props of the lazy card form. */
export interface StripeCardFormProps {
  source: Pick<StripeSource, 'stripe' | 'loadStripe'>;
  /**
   * The wall's check of the Stripe.js contract (`isStripeLike`), handed in rather than imported. This form
   * is a chunk of its own: a value it imported from the walls' chunk made that chunk export internals, so
   * the bundler built the walls' module namespace for `import()` with a `for...in` over its exports, which
   * throws on a host page with an enumerable property on Object.prototype (check could not load the walls).
   */
  isStripeLike: (value: unknown) => boolean;
  /** The publishable key of the mode; needed unless `source.stripe` is given. */
  publishableKey: string | null;
  /** The customer's connected Stripe account, when the backend names one. */
  stripeAccount: string | null;
  /** The widget's language, for Stripe's placeholders and messages. */
  language: Language;
  loadingText: string;
  /** The card fields are ready; confirmations go through this. */
  onReady: (confirmer: CardConfirmer) => void;
  /** The form unmounts. */
  onGone: () => void;
  onChange: (change: { complete: boolean; error: string | null }) => void;
  /** Stripe.js could not be loaded. */
  onLoadError: (error: unknown) => void;
}

/**
 * @stripe/react-stripe-js accepts any object with elements, createToken, createPaymentMethod and
 * confirmCardPayment (its own isStripe check); the wall also calls confirmCardSetup. This checks the same
 * contract before the object is handed on as a Stripe.
 */
function isStripe(value: unknown, isStripeLike: (value: unknown) => boolean): value is Stripe {
  return isStripeLike(value);
}

async function resolveStripe(props: StripeCardFormProps): Promise<Stripe> {
  let candidate: unknown;
  if (props.source.stripe) {
    candidate = await props.source.stripe;
  } else {
    if (!props.publishableKey) throw new Error('No Stripe publishable key for this mode');
    const load: LoadStripe = props.source.loadStripe ?? loadStripe;
    candidate = await load(
      props.publishableKey,
      props.stripeAccount ? { stripeAccount: props.stripeAccount } : undefined,
    );
  }
  if (!isStripe(candidate, props.isStripeLike)) throw new Error('Stripe.js did not load');
  return candidate;
}

/** The card field's look inside Stripe's iframe, which our stylesheet cannot reach. */
const CARD_OPTIONS: StripeCardElementOptions = {
  style: {
    base: { color: '#1f2937', fontSize: '15px', '::placeholder': { color: '#4b5563' } },
    invalid: { color: '#b91c1c' },
  },
};

/** Confirms the setup intent with the card without a redirect (spec §5: handleActions false). */
async function confirmWith(
  stripe: Stripe,
  card: StripeCardElement | null,
  clientSecret: string,
): Promise<CardSetupAttempt> {
  if (!card)
    return { status: null, paymentMethodId: null, error: { message: 'The card field is gone', code: null } };
  try {
    const result = await stripe.confirmCardSetup(
      clientSecret,
      { payment_method: { card } },
      { handleActions: false },
    );
    if (result.error) {
      return {
        status: result.error.setup_intent?.status ?? null,
        paymentMethodId: null,
        error: {
          message: result.error.message ?? 'The card could not be set up',
          code: result.error.decline_code ?? result.error.code ?? null,
        },
      };
    }
    const method = result.setupIntent.payment_method;
    return {
      status: result.setupIntent.status,
      paymentMethodId: typeof method === 'string' ? method : (method?.id ?? null),
      error: null,
    };
  } catch (error) {
    return {
      status: null,
      paymentMethodId: null,
      error: { message: error instanceof Error ? error.message : String(error), code: null },
    };
  }
}

function CardField(props: StripeCardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const { onGone } = props;
  useEffect(() => onGone, [onGone]);
  return (
    <CardElement
      options={CARD_OPTIONS}
      onReady={() => {
        if (!stripe || !elements) return;
        props.onReady({ confirm: (secret) => confirmWith(stripe, elements.getElement(CardElement), secret) });
      }}
      onChange={(event: StripeCardElementChangeEvent) =>
        props.onChange({ complete: event.complete, error: event.error?.message ?? null })
      }
    />
  );
}

/** Loads Stripe, then shows the card field; a load failure is reported once. */
export default function StripeCardForm(props: StripeCardFormProps) {
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const latest = useRef(props);
  latest.current = props;
  useEffect(() => {
    let live = true;
    resolveStripe(latest.current).then(
      (loaded) => live && setStripe(loaded),
      (error: unknown) => live && latest.current.onLoadError(error),
    );
    return () => {
      live = false;
    };
  }, []);
  if (!stripe) return <Loader text={props.loadingText} />;
  return (
    <Elements stripe={stripe} options={{ locale: props.language }}>
      <CardField {...props} />
    </Elements>
  );
}
