import * as v from 'valibot';

/** Seconds since the epoch, as billing providers send timestamps. */
export const UnixSecondsSchema = v.pipe(v.number(), v.finite());

/** A CSS hex colour. Colours reach CSS custom properties, so nothing but a hex value is accepted. */
export const HexColorSchema = v.pipe(
  v.string(),
  v.trim(),
  v.hexColor('Expected a hex colour such as #3c5ccf'),
);

/** A colour that is dropped (not an error) when it is not a hex colour: a bad colour must not break the flow. */
export const OptionalColorSchema = v.fallback(v.optional(HexColorSchema), undefined);

/** Billing providers (spec §1). Others use the subscription id as the customer id. */
export const PROVIDERS = [
  'STRIPE',
  'CHARGEBEE',
  'PADDLE',
  'PADDLE_BILLING',
  'BRAINTREE',
  'RECURLY',
  'CHARGIFY',
] as const;
export const ProviderSchema = v.picklist(PROVIDERS);
export type Provider = v.InferOutput<typeof ProviderSchema>;

/** LIVE (default) or TEST (spec §6). */
export const MODES = ['LIVE', 'TEST'] as const;
export const ModeSchema = v.picklist(MODES);
export type Mode = v.InferOutput<typeof ModeSchema>;

/** Billing interval values (spec §3): providers send them in either case; they are kept upper case. */
export const BILLING_INTERVALS = ['DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export const BillingIntervalSchema = v.pipe(v.string(), v.toUpperCase(), v.picklist(BILLING_INTERVALS));
export type BillingInterval = v.InferOutput<typeof BillingIntervalSchema>;

/** Free-form metadata: string keys and scalar values, as billing providers store it. */
export const MetadataSchema = v.optional(
  v.record(v.string(), v.union([v.string(), v.number(), v.boolean(), v.null()])),
  {},
);
export type Metadata = v.InferOutput<typeof MetadataSchema>;

/** An http(s) URL: anything else (javascript:, data:) is refused where it enters. */
export const HttpUrlSchema = v.pipe(
  v.string(),
  v.trim(),
  v.url(),
  v.check((value) => /^https?:\/\//i.test(value), 'Expected an http or https URL'),
);

/** ISO-8601 date-time string as the backend stores session dates. */
export const IsoDateTimeSchema = v.pipe(
  v.string(),
  v.check((value) => !Number.isNaN(Date.parse(value)), 'Expected an ISO date-time'),
);

/** The error body of every non-2xx answer. */
export const ErrorBodySchema = v.object({ message: v.string() });
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

/**
 * A JSON object and not an array. valibot's `object` accepts arrays (they are objects), so an answer of
 * `[]` would pass a schema whose fields are all optional; answers are piped through this first.
 */
export const PlainObjectSchema = v.custom<Record<string, unknown>>(
  (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
  'Expected a JSON object',
);
