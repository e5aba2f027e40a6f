/**
 * The failed-payment wall's calls (spec §7): the open failed invoices, a setup intent for the card form,
 * and the card update that pays them — a money action like the others (Idempotency-Key, provider key).
 */
import type * as v from 'valibot';
import type {
  FailedInvoice,
  PaymentAnswer,
  UpdateBillingRequestSchema,
} from '../../contract/schemas/index.ts';
import { BillingError } from '../providers/billing-provider.ts';
import type { KnownCaller } from './caller.ts';
import type { ServiceDeps } from './deps.ts';
import { idempotently, type Replayable, requestHash } from './idempotency.ts';
import { MESSAGES } from './messages.ts';
import { failure, type Outcome, success } from './outcome.ts';
import { announceAction } from './webhooks.ts';

export async function failedInvoices(
  deps: ServiceDeps,
  caller: KnownCaller,
): Promise<Outcome<FailedInvoice[]>> {
  return success(await deps.billing.failedInvoices(caller.customer));
}

export async function setupIntent(
  deps: ServiceDeps,
  caller: KnownCaller,
): Promise<Outcome<{ client_secret: string }>> {
  // RATE_LIMITS 'setup-intent-customer': each intent lets the browser try a card at Stripe.
  const key = `${caller.app.appId}:${caller.customerKey}`;
  if (caller.mode === 'LIVE' && !(await deps.limits.take('setup-intent-customer', key)))
    return failure('too-many', MESSAGES.tooManyRequests);
  const intent = await deps.billing.createSetupIntent(caller.customer, {
    idempotencyKey: `${caller.app.appId}:${caller.customerKey}:setup:${deps.now().getTime()}`,
    now: deps.now(),
  });
  return success({ client_secret: intent.clientSecret });
}

export function updateCard(
  deps: ServiceDeps,
  caller: KnownCaller,
  key: string,
  request: v.InferOutput<typeof UpdateBillingRequestSchema>,
): Promise<Replayable<PaymentAnswer>> {
  const scope = { appId: caller.app.appId, customerKey: caller.customerKey, key };
  return idempotently(
    deps.idempotency,
    scope,
    requestHash('updateBilling', request),
    deps.now,
    async () => {
      try {
        const paid = await deps.billing.updateCard(caller.customer, request.paymentMethodId, {
          idempotencyKey: `${scope.appId}:${scope.customerKey}:${key}`,
          now: deps.now(),
        });
        return success(paid);
      } catch (error) {
        if (error instanceof BillingError) {
          return failure(error.kind === 'declined' ? 'payment-failed' : 'invalid', error.message);
        }
        throw error;
      }
    },
    announceAction(deps, caller, 'updateBilling'),
  );
}
