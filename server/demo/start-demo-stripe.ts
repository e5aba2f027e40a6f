/**
 * The demo on Stripe-shaped data (issue 20, item 6): a Stripe fake beside the server, seeded with the demo
 * app's customers and catalog (demo/stripe-demo-seed.ts), and the demo app connected to it in both modes
 * with its webhooks registered. `npm run server -- --stripe-fake` (or STRIPE_FAKE=1) calls it; a script
 * that starts the server and a demo page may call `startDemoStripe()` and `connectDemoApp()` itself.
 */
import { randomBytes } from 'node:crypto';
import type { AppSeed } from '../../contract/seed.ts';
import { controlClient } from '../../stripe-fake/control-client.ts';
import { type StripeFake, startStripeFake } from '../../stripe-fake/server.ts';
import { TAKEN_STRIPE_EVENTS } from '../services/stripe-webhooks.ts';
import type { StripeStore } from '../storage/stripe-store.ts';
import { DEFAULT_PRORATION_BEHAVIOR } from '../storage/stripe-store.ts';
import { type DemoStripeCustomer, stripeDemoSeed } from './stripe-demo-seed.ts';

/** The fake's port for the demo (STRIPE_FAKE_PORT; 0 picks a free one). */
export const DEMO_STRIPE_PORT = 12_111;
/** The fake takes any sk_test_ key; the demo's is this one, in both modes. */
export const DEMO_STRIPE_KEY = 'sk_test_holdfast_demo';

export interface DemoStripe {
  fake: StripeFake;
  /** The API base to give the server (connect-stripe --api-base). */
  apiBase: string;
  customers: DemoStripeCustomer[];
  close(): Promise<void>;
}

/** Starts the fake on loopback, its clock at `now`, seeded with `app`'s Stripe customers and catalog. */
export async function startDemoStripe(
  app: AppSeed,
  options: { port?: number; now?: Date } = {},
): Promise<DemoStripe> {
  const now = options.now ?? new Date();
  const fake = await startStripeFake({
    port: options.port ?? DEMO_STRIPE_PORT,
    now: Math.floor(now.getTime() / 1000),
  });
  const { seed, customers } = stripeDemoSeed(app);
  try {
    await controlClient(fake.url).seed(seed);
  } catch (error) {
    await fake.close();
    throw error;
  }
  return { fake, apiBase: fake.url, customers, close: () => fake.close() };
}

/**
 * Connects both modes of `appId` to the demo fake and registers the server's webhook endpoints with it
 * (`serverUrl`: where the server listens), each mode with a fresh signing secret.
 */
export async function connectDemoApp(
  demo: DemoStripe,
  stripe: Pick<StripeStore, 'saveAccount'>,
  appId: string,
  serverUrl: string,
  now: Date = new Date(),
): Promise<void> {
  for (const mode of ['LIVE', 'TEST'] as const) {
    const webhookSecret = `whsec_${randomBytes(24).toString('base64url')}`;
    await stripe.saveAccount(
      {
        appId,
        mode,
        secretKey: DEMO_STRIPE_KEY,
        webhookSecret,
        apiBase: demo.apiBase,
        prorationBehavior: DEFAULT_PRORATION_BEHAVIOR,
      },
      now,
    );
    await controlClient(demo.apiBase).addWebhookEndpoint({
      url: `${serverUrl}/webhooks/stripe/${encodeURIComponent(appId)}/${mode}`,
      secret: webhookSecret,
      enabled_events: [...TAKEN_STRIPE_EVENTS],
    });
  }
}

/** The customers as lines for a terminal. */
export function describeDemoCustomers(demo: DemoStripe): string[] {
  return [
    `Stripe fake on ${demo.apiBase} (control API: ${demo.apiBase}/__fake/, see stripe-fake/README.md)`,
    ...demo.customers.map((c) => `  ${c.id.padEnd(28)} ${c.case.padEnd(28)} ${c.summary}`),
  ];
}
