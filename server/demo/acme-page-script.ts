/**
 * The Acme page's own script (acme-page.ts puts it in the page): what a host writes beside the script tag. It
 * reads the page's data block, calls `holdfast.init` with the host's callbacks, wires the page's buttons to the
 * cancel flow, lite mode and the managed flow, and checks both walls on every load, as docs/walls.md tells a
 * host to: each shows only when it applies (a paused subscription, a failed invoice).
 */
import { DEMO_STRIPE_JS } from './demo-stripe-js.ts';

/** The page's own script. */
export const PAGE_SCRIPT = `
  const demo = JSON.parse(document.getElementById('holdfast-demo').textContent);
  const status = document.getElementById('widget-status');
  // Set by a change to the subscription: only then is a reload worth suggesting when the flow closes.
  let changed = false;
  const changedTo = (text) => { changed = true; status.textContent = text; };
  // Whether the open flow is lite mode's, where Holdfast only asks why and cancels nothing at Stripe: the
  // host must (docs/lite-mode.md). This page does it as a host would, through its own server, which acts for
  // the customer its token names. In the full flow and the managed flow Holdfast's server cancels at Stripe.
  let lite = false;
  // Whether insight() left the widget in lite mode, which stays until the page says otherwise: apart from
  // lite above, since the managed flow opens a full flow of its own without switching the widget back.
  let widgetLite = false;
  const cancelAtAcme = async () => {
    status.textContent = 'Holdfast asked why (lite mode); Acme is cancelling your subscription at Stripe…';
    try {
      const response = await fetch(demo.cancelUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ customerToken: demo.init.customerToken }),
      });
      const answer = await response.json().catch(() => ({}));
      if (!response.ok) throw new Error(answer.message || 'HTTP ' + response.status);
      // The flow has closed by now (onClose came first): the reload hint goes with the news.
      status.textContent = "Cancelled by Acme: Holdfast asked why (lite mode), Acme's server cancelled at " +
        'Stripe. Reload to see the subscription as Stripe has it now.';
    } catch (error) {
      status.textContent = 'Acme could not cancel your subscription: ' + (error && error.message);
    }
  };
  const closed = () => {
    if (changed) status.textContent += ' Reload to see the subscription as Stripe has it now.';
    else if (!status.textContent) status.textContent = 'Closed: your subscription is unchanged.';
    changed = false;
  };
  // The callbacks serve both the cancel flow and the managed flow (whose cancel flow follows the verification).
  const callbacks = {
    onCancel: () => {
      if (lite) void cancelAtAcme();
      else changedTo('Cancelled: Holdfast cancelled your subscription at Stripe and told Acme.');
    },
    onPause: () => changedTo('Paused.'),
    onDiscount: () => changedTo('Discount applied.'),
    onPlanChange: () => changedTo('Plan changed.'),
    onTrialExtension: () => changedTo('Trial extended.'),
    // The contact offer's Get help hands the customer to Acme's support: the widget closes once this
    // returns (it would show its error screen if this threw), and the page takes over.
    handleSupportRequest: (customer) => {
      document.getElementById('support-email').textContent =
        (customer && customer.email) || 'the e-mail address on your account';
      document.getElementById('support-request').hidden = false;
      status.textContent = 'Acme support has your request.';
    },
    onClose: () => closed(),
    onError: (error) => { status.textContent = 'Holdfast: ' + (error && error.message); },
    // Asked at every show: the customer's answer to Acme's consent question, as a consent manager would give it.
    recordingConsent: () => document.getElementById('replay-consent').checked,
  };
  holdfast.init({ ...demo.init, ...callbacks });
  document.getElementById('cancel-subscription').addEventListener('click', () => {
    // insight() left the widget in lite mode: the full flow is asked for again.
    if (widgetLite) holdfast.update({ lite: false });
    lite = false;
    widgetLite = false;
    holdfast.show();
  });
  document.getElementById('cancel-lite').addEventListener('click', () => {
    lite = true;
    widgetLite = true;
    holdfast.insight();
  });
  // No customer token: the managed flow is for a customer the page does not know; the code proves who they are.
  const { appId, apiBase, mode, provider } = demo.init;
  document.getElementById('cancel-by-email').addEventListener('click', () => {
    lite = false;
    holdfast.managedFlow('show', { appId, apiBase, mode, provider, ...callbacks });
  });
  // The walls take the rest of their options from init. A wall that does not apply costs one request a day.
  const walls = {
    onResume: () => changedTo('Resumed: Holdfast resumed your subscription at Stripe.'),
    onUpdatePaymentInformation: () => changedTo('Card updated: Holdfast paid the failed invoice at Stripe.'),
    onPauseWallClosed: () => closed(),
    onFailedPaymentWallClosed: () => closed(),
  };
  holdfast.check('pause', walls);
  // The demo's billing is the Stripe fake, which Stripe.js cannot reach: the card form runs on a stand-in
  // (server/demo/demo-stripe-js.ts). A real host passes its publishable keys instead (publishableKeys).
  const standIn = window[${JSON.stringify(DEMO_STRIPE_JS.global)}];
  if (standIn) holdfast.check('failed-payment', { ...walls, stripe: new standIn.FakeStripe({ showHint: true }) });
  else status.textContent = 'The card form could not load: run npm run build, then reload.';
`;
