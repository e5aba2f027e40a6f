/**
 * POST /webhooks/stripe/{appId}/{LIVE|TEST}: the endpoint to register in Stripe's dashboard for each mode
 * (its signing secret goes to `connect-stripe --webhook-secret`). The body is read raw — the signature is
 * over the exact bytes — and capped like every other body.
 */
import type { Hono } from 'hono';
import * as v from 'valibot';
import { ModeSchema } from '../../contract/schemas/index.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { receiveStripeEvent } from '../services/stripe-webhooks.ts';
import type { AppEnv } from './create-app.ts';
import { MAX_WEBHOOK_BODY_BYTES, readTextBody } from './read-body.ts';
import { STATUS_OF } from './status-of.ts';

export const STRIPE_WEBHOOK_PATH = '/webhooks/stripe/:appId/:mode';

export function addStripeWebhookRoute(app: Hono<AppEnv>, deps: ServiceDeps): void {
  app.post(STRIPE_WEBHOOK_PATH, async (context) => {
    const appId = context.req.param('appId');
    context.set('appId', appId);
    const mode = v.safeParse(ModeSchema, context.req.param('mode').toUpperCase());
    if (!mode.success) return context.json({ message: 'Unknown mode: expected LIVE or TEST.' }, 404);
    const payload = await readTextBody(context, MAX_WEBHOOK_BODY_BYTES);
    const outcome = await receiveStripeEvent(
      deps,
      appId,
      mode.output,
      payload,
      context.req.header('stripe-signature') ?? null,
    );
    if (!outcome.ok) return context.json({ message: outcome.message }, STATUS_OF[outcome.reason]);
    return context.json(outcome.value, 200);
  });
}
