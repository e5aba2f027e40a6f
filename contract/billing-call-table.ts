/** The failed-payment wall's calls (spec §7): open invoices, the card's setup intent, paying with it. */
import { defineCall, ORGS_PATH } from './call-definition.ts';
import { FailedInvoicesAnswerSchema, PaymentAnswerSchema, SetupIntentAnswerSchema } from './schemas/index.ts';

export const BILLING_CALLS = {
  failedPayments: defineCall({
    name: 'failedPayments',
    method: 'POST',
    path: `${ORGS_PATH}/stripe/failed-payments`,
    answer: FailedInvoicesAnswerSchema,
    retry: 'never',
    idempotent: false,
  }),
  setupIntent: defineCall({
    name: 'setupIntent',
    method: 'GET',
    path: `${ORGS_PATH}/embed/billing`,
    answer: SetupIntentAnswerSchema,
    retry: 'never',
    idempotent: false,
  }),
  updateBilling: defineCall({
    name: 'updateBilling',
    method: 'POST',
    path: `${ORGS_PATH}/embed/billing`,
    answer: PaymentAnswerSchema,
    retry: 'transient',
    idempotent: true,
  }),
};
