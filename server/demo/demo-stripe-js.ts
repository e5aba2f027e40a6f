/**
 * The demo page's stand-in for Stripe.js: the playground's fake (renderer/views/walls/fake-stripe.testing.ts)
 * built as a classic script (scripts/build-steps.ts DEMO_STRIPE_JS_BUILD). The demo's billing is the Stripe
 * fake, which Stripe.js cannot reach: a card confirmed at Stripe would be a card the fake never saw. The
 * stand-in confirms the card in the page and hands the failed-payment wall the test card's PaymentMethod;
 * from there the server's update (attach, default, pay the invoice) is real, at the fake.
 */

/** The build's folder (relative to the repository) and file, and the global the script defines. */
export const DEMO_STRIPE_JS = {
  dir: 'dist/demo',
  file: 'fake-stripe.js',
  /** `new HoldfastFakeStripe.FakeStripe()` is the instance the wall's `stripe` option takes. */
  global: 'HoldfastFakeStripe',
} as const;
