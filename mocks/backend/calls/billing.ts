/**
 * The failed-payment wall's calls (spec §7): the failed invoices, a setup intent for the card form, and the
 * card update that pays the open invoices.
 */
import { UpdateBillingRequestSchema } from '../../../contract/schemas/index.ts';
import { payFailedInvoices } from '../../../renderer/domain/card-payment.ts';
import type { CallHandler } from '../context.ts';
import { fail, ok, parsePayload } from '../responses.ts';
import { withCustomer } from './with-customer.ts';

/** POST /api/orgs/{appId}/stripe/failed-payments: the customer's open failed invoices. */
export const postFailedPayments: CallHandler = withCustomer((_context, record) => ok(record.failedInvoices));

/** GET /api/orgs/{appId}/embed/billing: a setup intent whose client secret the card form confirms. */
export const getSetupIntent: CallHandler = withCustomer((context) => {
  const id = context.newId('seti');
  context.app.setupIntents.push(id);
  return ok({ client_secret: `${id}_secret_${context.newId('cs')}` });
});

/**
 * POST /api/orgs/{appId}/embed/billing: records the card, pays every open failed invoice with it and
 * brings delinquent subscriptions back to active. A declined test card answers 402.
 */
export const postUpdateBilling: CallHandler = withCustomer((context, record) => {
  const payload = parsePayload(UpdateBillingRequestSchema, context.body);
  if (!payload.ok) return payload.response;
  const paid = payFailedInvoices(record, payload.value.paymentMethodId);
  return paid.ok ? ok(paid.value) : fail(402, paid.message);
});
