/**
 * `npx tsx stripe-fake/main.ts` — the Stripe fake on its own, for trying the adapter by hand:
 * STRIPE_FAKE_PORT (default 12111, stripe-mock's port) and STRIPE_FAKE_HOST (default 127.0.0.1).
 * The demo (`npm run server`) will start it in-process instead.
 */
import { startStripeFake } from './server.ts';

const DEFAULT_PORT = 12_111;

const fake = await startStripeFake({
  port: Number(process.env.STRIPE_FAKE_PORT ?? DEFAULT_PORT),
  host: process.env.STRIPE_FAKE_HOST ?? '127.0.0.1',
});
console.log(`Stripe fake on ${fake.url} (control API under ${fake.url}/__fake/)`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}
