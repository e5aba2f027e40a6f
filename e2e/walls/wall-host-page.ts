/**
 * The walls' host page: the built script tag (dist/embed/holdfast.js), the playground's fake Stripe (built
 * here as a classic script, served at /fake/) and window.__check, which calls holdfast.check with every host
 * callback recorded in window.__calls.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { fakeStripeJsConfig } from '../../scripts/build-steps.ts';
import { DEMO_STRIPE_JS } from '../../server/demo/demo-stripe-js.ts';
import { EMBED_FILES, ROOT } from '../../vite.config.ts';

/** Where the fake Stripe bundle is built: under node_modules/.cache, which git and Biome skip. */
const FAKE_DIR = join(ROOT, 'node_modules', '.cache', 'holdfast-e2e', 'walls');
/** The global the fake Stripe bundle defines (`new HoldfastFakeStripe.FakeStripe()`). */
export const FAKE_GLOBAL = DEMO_STRIPE_JS.global;

/** The callbacks every wall page records in window.__calls. */
const RECORDED = [
  'onResume',
  'onCancel',
  'onError',
  'onUpdatePaymentInformation',
  'onPauseWallActivated',
  'onPauseWallClosed',
  'onFailedPaymentWallActivated',
  'onFailedPaymentWallClosed',
];

const HOST_SCRIPT = `
window.__calls = [];
window.__stripe = new ${FAKE_GLOBAL}.FakeStripe();
window.__check = function (kind, options, handlers) {
  var callbacks = {};
  ${JSON.stringify(RECORDED)}.forEach(function (name) {
    callbacks[name] = function () {
      var args;
      try { args = JSON.parse(JSON.stringify(Array.prototype.slice.call(arguments))); } catch (e) { args = []; }
      window.__calls.push({ name: name, args: args });
    };
  });
  (handlers || []).forEach(function (name) {
    callbacks[name] = function () {
      window.__calls.push({ name: name, args: [] });
      return Promise.resolve();
    };
  });
  var stripe = kind === 'failed-payment' ? { stripe: window.__stripe } : {};
  return holdfast.check(kind, Object.assign({}, options, stripe, callbacks));
};
`;

/** The walls' host page: the built loader, the fake Stripe and window.__check (HOST_SCRIPT). */
export function wallHostPage(): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Walls host</title></head>
<body>
<main><h1>Your account</h1><button type="button" id="account">Account</button></main>
<script src="/embed/${EMBED_FILES.loader}"></script>
<script src="/fake/fake-stripe.js"></script>
<script>${HOST_SCRIPT}</script>
</body>
</html>`;
}

/** Builds the playground's fake Stripe as a classic script, `fake-stripe.js` in `outDir` (emptied first). */
export async function buildFakeStripe(outDir: string = FAKE_DIR): Promise<string> {
  rmSync(outDir, { recursive: true, force: true });
  await build(fakeStripeJsConfig(outDir));
  return outDir;
}
