/**
 * The demo host's own cancel, `POST /demo/cancel`: what Acme's server does when its page's `onCancel` calls
 * it in lite mode. Lite mode only asks the customer why and cancels nothing at the billing provider
 * (docs/lite-mode.md): the host performs the cancel with its own billing access — here the same Stripe
 * connection the page's server reads the subscription with — at the period's end, as the full flow's cancel
 * does.
 *
 * A real host knows who asks by its own sign-in; the demo page has none, so the customer token its server
 * minted for the page stands in: only the customer the token names is cancelled, and only with a token signed
 * by the app's active LIVE secret and not expired (the checks the API makes of it). The token travels in the
 * JSON body, so another site's form cannot post one.
 */
import * as v from 'valibot';
import { readCustomerToken } from '../../contract/customer-token.ts';
import { checkCustomerToken } from '../../contract/customer-token-check.ts';
import type { Subscription } from '../../contract/schemas/index.ts';
import { BillingError } from '../providers/billing-provider.ts';
import type { ServiceDeps } from '../services/deps.ts';

export const DEMO_CANCEL_TEXTS = {
  badBody: 'Send JSON: { "customerToken": "…" }, the token the demo page was given.',
  noSubscription: 'This customer has no subscription to cancel.',
  provider: (message: string) => `Stripe refused the cancel: ${message}`,
} as const;

const CancelBodySchema = v.object({ customerToken: v.pipe(v.string(), v.minLength(1)) });

/** What the page hears: the subscription cancelled, and when it ends. */
export interface DemoCancelAnswer {
  subscriptionId: string;
  /** Unix seconds: the end of the period paid for. */
  cancelsAt: number;
}

export interface DemoHostCancelOptions {
  deps: Pick<ServiceDeps, 'apps' | 'billing' | 'now'>;
  appId: string;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** The subscription the page shows (its first) while it still runs; null once there is none to cancel. */
function runningSubscription(subscriptions: readonly Subscription[]): Subscription | null {
  const [shown] = subscriptions;
  return shown && shown.status !== 'canceled' ? shown : null;
}

export async function cancelAsHost(options: DemoHostCancelOptions, request: Request): Promise<Response> {
  const body = v.safeParse(CancelBodySchema, await request.json().catch(() => null));
  if (!body.success) return json(400, { message: DEMO_CANCEL_TEXTS.badBody });
  const { customerToken } = body.output;
  const { deps, appId } = options;
  const now = deps.now();
  const claims = readCustomerToken(customerToken)?.claims;
  const customerId = claims?.customerId ?? '';
  const secrets = await deps.apps.activeSecrets(appId, 'LIVE');
  const checked = await checkCustomerToken(
    customerToken,
    { appId, mode: 'LIVE', provider: 'STRIPE', customerId, subscriptionId: null },
    (keyId) => secrets.find((secret) => secret.keyId === keyId)?.secret ?? null,
    now,
  );
  if (!checked.ok) return json(401, { message: checked.message });

  const found = await deps.billing.findCustomer(appId, 'STRIPE', customerId, 'LIVE');
  const subscription = runningSubscription(found?.customer.subscriptions.data ?? []);
  if (!found || !subscription) return json(404, { message: DEMO_CANCEL_TEXTS.noSubscription });
  try {
    // One key per token and subscription: a retried request of the same page cancels once.
    const cancelled = await deps.billing.cancel(found, subscription.id, true, {
      idempotencyKey: `demo-host-cancel:${subscription.id}:${claims?.expiresAt}`,
      now,
    });
    const answer: DemoCancelAnswer = {
      subscriptionId: cancelled.id,
      cancelsAt: cancelled.current_period_end,
    };
    return json(200, answer);
  } catch (error) {
    if (error instanceof BillingError)
      return json(502, { message: DEMO_CANCEL_TEXTS.provider(error.message) });
    throw error;
  }
}
