/**
 * `npm run server -- connect-stripe <appId> <LIVE|TEST> <secret key> [--webhook-secret whsec_…]
 * [--api-base URL] [--proration create_prorations|always_invoice|none]`: connects an app's mode to a Stripe
 * account. The key is kept in the server's database (stripe_accounts), never in the app's settings, which
 * reach the widget.
 */
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { ModeSchema } from '../contract/schemas/index.ts';
import type { ServiceDeps } from './services/deps.ts';
import { DEFAULT_PRORATION_BEHAVIOR, PRORATION_BEHAVIORS } from './storage/stripe-store.ts';

const USAGE =
  'Usage: npm run server -- connect-stripe <appId> <LIVE|TEST> <sk_…> [--webhook-secret whsec_…] [--api-base URL] [--proration create_prorations|always_invoice|none]';

/** The keys Stripe gives a mode: a secret key or a restricted one. */
const STRIPE_KEY_PREFIXES = {
  LIVE: ['sk_live_', 'rk_live_'],
  TEST: ['sk_test_', 'rk_test_'],
} as const;

export const STRIPE_KEY_REFUSED = (mode: 'LIVE' | 'TEST') =>
  `A ${mode} Stripe key starts with ${STRIPE_KEY_PREFIXES[mode].join(' or ')} (its secret or restricted key, not the publishable one); --api-base takes any key`;

export async function connectStripe(deps: ServiceDeps, args: string[]): Promise<string> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      'webhook-secret': { type: 'string' },
      'api-base': { type: 'string' },
      proration: { type: 'string' },
    },
  });
  const [appId, modeText, secretKey] = positionals;
  if (!appId || !modeText || !secretKey) throw new Error(USAGE);
  const mode = v.parse(ModeSchema, modeText.toUpperCase());
  if (!(await deps.apps.exists(appId))) throw new Error(`No app "${appId}"`);
  const proration = PRORATION_BEHAVIORS.find((known) => known === values.proration);
  if (values.proration && !proration) throw new Error(USAGE);
  const apiBase = values['api-base'] ?? null;
  if (apiBase && !URL.canParse(apiBase)) throw new Error(`--api-base is not a URL: ${apiBase}`);
  // On api.stripe.com a key of the other mode, or no secret key at all (the arguments swapped, a whsec_ or
  // pk_ pasted), was kept as it was and every call of that mode failed at Stripe. A fake takes any key.
  if (!apiBase && !STRIPE_KEY_PREFIXES[mode].some((prefix) => secretKey.startsWith(prefix)))
    throw new Error(STRIPE_KEY_REFUSED(mode));
  await deps.stripe.saveAccount(
    {
      appId,
      mode,
      secretKey,
      webhookSecret: values['webhook-secret'] ?? null,
      apiBase,
      prorationBehavior: proration ?? DEFAULT_PRORATION_BEHAVIOR,
    },
    deps.now(),
  );
  return `${appId} ${mode}: Stripe${apiBase ? ` at ${apiBase}` : ''}, webhooks at /webhooks/stripe/${appId}/${mode}`;
}
