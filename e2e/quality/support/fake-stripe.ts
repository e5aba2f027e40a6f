/**
 * The playground's fake Stripe (renderer/views/walls/fake-stripe.testing.ts), built as a classic script for the host page: the
 * failed-payment wall's card form mounts its plain input in the wall's shadow root (no iframe), and what is
 * typed decides the confirmation's outcome like Stripe's test cards.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { ROOT } from '../../../vite.config.ts';

/** The global the bundle defines (`new HoldfastFakeStripe.FakeStripe()`). */
export const FAKE_STRIPE_GLOBAL = 'HoldfastFakeStripe';

/** Where the host page loads it from (the static server mounts the build here). */
export const FAKE_STRIPE_URL = '/fake/fake-stripe.js';

/** Card numbers of the fake (renderer/views/walls/fake-card-element.testing.ts FAKE_TEST_CARDS). */
export const FAKE_CARDS = {
  succeeds: '4242424242424242',
  declinedAtSetup: '4000000000000002',
  declinedAtPayment: '4000000000000341',
} as const;

/** Builds the bundle into a private directory (a run of the walls' own e2e may be building its copy). */
export async function buildFakeStripe(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'holdfast-quality-stripe-'));
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      lib: {
        entry: join(ROOT, 'renderer', 'views', 'walls', 'fake-stripe.testing.ts'),
        formats: ['iife'],
        name: FAKE_STRIPE_GLOBAL,
        fileName: () => 'fake-stripe.js',
      },
    },
  });
  return outDir;
}
