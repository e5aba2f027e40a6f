/** The failed-payment wall's calls: open invoices, the card setup intent, and paying with the new card. */
import type * as v from 'valibot';
import { BILLING_CALLS } from '../../../contract/billing-call-table.ts';
import type {
  FailedInvoice,
  PaymentAnswer,
  SetupIntentAnswer,
  UpdateBillingRequestSchema,
} from '../../../contract/schemas/index.ts';
import type { CallOptions, Send } from '../http.ts';
import type { ActionOptions } from './actions.ts';

export type UpdateBillingPayload = v.InferInput<typeof UpdateBillingRequestSchema>;

export interface BillingCalls {
  /** POST /api/orgs/{appId}/stripe/failed-payments: the customer's invoices whose payment failed. */
  getFailedPayments(options?: CallOptions): Promise<FailedInvoice[]>;
  /** GET /api/orgs/{appId}/embed/billing: a setup intent whose client_secret confirms the card. */
  getSetupIntent(options?: CallOptions): Promise<SetupIntentAnswer>;
  /**
   * POST /api/orgs/{appId}/embed/billing: stores the confirmed payment method and pays the open invoice.
   * Money moves, so it carries an Idempotency-Key like the actions.
   */
  updateBilling(payload: UpdateBillingPayload, options: ActionOptions): Promise<PaymentAnswer>;
}

export function billingCalls(send: Send): BillingCalls {
  return {
    getFailedPayments: (options) => send(BILLING_CALLS.failedPayments, options),
    getSetupIntent: (options) => send(BILLING_CALLS.setupIntent, options),
    updateBilling: (payload, options) => send(BILLING_CALLS.updateBilling, { ...options, body: payload }),
  };
}
