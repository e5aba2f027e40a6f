/**
 * The failed-payment wall's payloads and answers (spec §3 Failed invoice, §7 billing calls): apart from
 * answers.ts so only the walls' chunk carries them.
 */
import * as v from 'valibot';
import { UnixSecondsSchema } from './common.ts';
import { CardSchema } from './customer.ts';

/** One failed invoice (spec §3 Failed invoice). */
export const FailedInvoiceSchema = v.object({
  id: v.string(),
  attemptCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  dueDate: v.nullable(UnixSecondsSchema),
  amountDue: v.optional(v.number(), 0),
  currency: v.optional(v.pipe(v.string(), v.toLowerCase()), 'usd'),
  charge: v.optional(
    v.nullable(
      v.object({ payment_method_details: v.optional(v.nullable(v.object({ card: CardSchema })), null) }),
    ),
    null,
  ),
});
export type FailedInvoice = v.InferOutput<typeof FailedInvoiceSchema>;
export const FailedInvoicesAnswerSchema = v.array(FailedInvoiceSchema);

/** GET /api/orgs/{appId}/embed/billing: a setup intent. */
export const SetupIntentAnswerSchema = v.object({ client_secret: v.pipe(v.string(), v.minLength(1)) });
export type SetupIntentAnswer = v.InferOutput<typeof SetupIntentAnswerSchema>;

/** POST /api/orgs/{appId}/embed/billing. */
export const UpdateBillingRequestSchema = v.object({
  paymentMethodId: v.pipe(v.string(), v.minLength(1)),
  failedPaymentWall: v.boolean(),
});
export const PaymentAnswerSchema = v.object({
  invoice: v.nullable(v.string()),
  amountPaid: v.number(),
  currency: v.pipe(v.string(), v.toLowerCase()),
  card: v.optional(v.nullable(CardSchema), null),
});
export type PaymentAnswer = v.InferOutput<typeof PaymentAnswerSchema>;

export type FailedInvoiceInput = v.InferInput<typeof FailedInvoiceSchema>;
