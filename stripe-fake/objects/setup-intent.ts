/** SetupIntents: the card form's intent; confirming one with a payment method saves it or meets a decline. */
import type Stripe from 'stripe';
import { clientSecretFor, newId } from '../ids.ts';

export function buildSetupIntent(input: {
  customer: string | null;
  usage: string;
  allowedTypes: string[] | null;
  metadata: Stripe.Metadata;
  now: number;
}): Stripe.SetupIntent {
  const id = newId('setupIntent');
  return {
    id,
    object: 'setup_intent',
    allowed_payment_method_types: input.allowedTypes as Stripe.SetupIntent.AllowedPaymentMethodType[] | null,
    application: null,
    automatic_payment_methods: null,
    cancellation_reason: null,
    client_secret: clientSecretFor(id),
    created: input.now,
    customer: input.customer,
    description: null,
    excluded_payment_method_types: null,
    flow_directions: null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    mandate: null,
    metadata: input.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: input.allowedTypes ?? ['card'],
    single_use_mandate: null,
    status: 'requires_payment_method',
    usage: input.usage,
  };
}
