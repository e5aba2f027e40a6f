/**
 * The playground's fake Stripe (renderer/views/walls/fake-stripe.testing.ts), built as a classic script for the host page: the
 * failed-payment wall's card form mounts its plain input in the wall's shadow root (no iframe), and what is
 * typed decides the confirmation's outcome like Stripe's test cards.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildFakeStripe as buildWallsFakeStripe, FAKE_GLOBAL } from '../../walls/wall-host-page.ts';

/** The global the bundle defines (`new HoldfastFakeStripe.FakeStripe()`). */
export const FAKE_STRIPE_GLOBAL = FAKE_GLOBAL;

/** Where the host page loads it from (the static server mounts the build here). */
export const FAKE_STRIPE_URL = '/fake/fake-stripe.js';

/** Card numbers of the fake (renderer/views/walls/fake-card-element.testing.ts FAKE_TEST_CARDS). */
export const FAKE_CARDS = {
  succeeds: '4242424242424242',
  declinedAtSetup: '4000000000000002',
  declinedAtPayment: '4000000000000341',
} as const;

/** Builds the bundle into a private directory (a run of the walls' own e2e may be building its copy). */
export function buildFakeStripe(): Promise<string> {
  return buildWallsFakeStripe(mkdtempSync(join(tmpdir(), 'holdfast-quality-stripe-')));
}
