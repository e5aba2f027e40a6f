/**
 * The walls' money buttons for the exactly-once suite: the pause wall's Resume and Cancel now, the
 * failed-payment wall's Update billing (the card is confirmed by the fake Stripe, then POST embed/billing pays
 * the invoice) and its Cancel subscription, which the host performs (handleFailedPaymentWallCancel).
 */
import type { Page } from 'playwright-core';
import type { CustomerRecord } from '../../../mocks/backend/app-state.ts';
import type { ActionButtonCase } from './action-buttons.ts';
import { typeCard } from './experiences.ts';
import { FAKE_CARDS } from './fake-stripe.ts';
import { wallScreen } from './screens-walls.ts';
import { button } from './widget.ts';

function firstSubscription(record: CustomerRecord) {
  return record.customer.subscriptions.data[0];
}

function byName(page: Page, name: string) {
  return Promise.resolve(button(page, name));
}

const CANCELLED = 'Your subscription has been cancelled';

/** Resume, card update and wall cancel. */
export const WALL_ACTION_BUTTONS: ActionButtonCase[] = [
  {
    experience: 'pause-wall',
    name: 'resume (Resume Subscription Now)',
    screen: wallScreen({
      wall: 'pause',
      customer: 'paused',
      name: 'resume',
      ready: 'Resume Subscription Now',
    }),
    button: (host) => byName(host.page, 'Resume Subscription Now'),
    sends: { kind: 'request', path: '/stripe/resume' },
    done: 'Welcome back!',
    customerId: 'cus_paused',
    changedOnce: (before, after) =>
      firstSubscription(before)?.pause_collection != null &&
      firstSubscription(after)?.pause_collection == null
        ? []
        : ['the pause was not lifted'],
  },
  {
    experience: 'pause-wall',
    name: 'wall cancel (Cancel now)',
    screen: wallScreen({ wall: 'pause', customer: 'paused', name: 'cancel now', ready: 'Cancel now' }),
    button: async (host) => {
      // Cancel now asks once (issue 17 §7): the money button is the answer that confirms.
      await button(host.page, 'Cancel now').click();
      return button(host.page, 'Yes, cancel');
    },
    sends: { kind: 'request', path: '/stripe/cancel' },
    done: CANCELLED,
    customerId: 'cus_paused',
    changedOnce: (before, after) =>
      firstSubscription(before)?.cancel_at_period_end === false &&
      firstSubscription(after)?.cancel_at_period_end === true
        ? []
        : ['cancel_at_period_end did not go from false to true'],
  },
  {
    experience: 'failed-payment-wall',
    name: 'card update (Update billing)',
    screen: wallScreen({
      wall: 'failed-payment',
      customer: 'past-due-outside-grace',
      name: 'update billing',
      ready: 'Update billing',
    }),
    button: async (host) => {
      await typeCard(host.page, FAKE_CARDS.succeeds);
      return button(host.page, 'Update billing');
    },
    sends: { kind: 'request', path: '/embed/billing' },
    done: 'Payment successful',
    customerId: 'cus_past_due_outside_grace',
    changedOnce: (before, after) =>
      before.failedInvoices.length > 0 && after.failedInvoices.length === 0
        ? []
        : [`failed invoices went from ${before.failedInvoices.length} to ${after.failedInvoices.length}`],
  },
  {
    experience: 'failed-payment-wall',
    name: 'wall cancel (Cancel subscription, by the host)',
    screen: wallScreen({
      wall: 'failed-payment',
      customer: 'past-due-outside-grace',
      name: 'cancel through the host',
      init: { handlers: { handleFailedPaymentWallCancel: null } },
      ready: 'Cancel subscription',
    }),
    button: (host) => byName(host.page, 'Cancel subscription'),
    sends: { kind: 'handler', name: 'handleFailedPaymentWallCancel' },
    done: CANCELLED,
    customerId: 'cus_past_due_outside_grace',
    changedOnce: () => [],
  },
];
