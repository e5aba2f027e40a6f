/**
 * Every button that spends money or changes a subscription, as a table the exactly-once suite presses:
 * where it is, the request it must send once, the screen that follows, and how the simulated
 * subscription must have changed (once). The cancel flow's are here; the walls' (resume, card update,
 * wall cancel) in action-buttons-walls.ts.
 */
import type { Locator, Page } from 'playwright-core';
import type { CustomerRecord } from '../../../mocks/backend/app-state.ts';
import { WALL_ACTION_BUTTONS } from './action-buttons-walls.ts';
import { fixtureBlueprint, onlySteps } from './blueprints.ts';
import type { HostPage } from './harness.ts';
import { cancelFlowScreen, type ExperienceName, type Screen } from './screen.ts';
import { button, widget } from './widget.ts';

/**
 * A money action's request: POST to a path ending in `path`, carrying an Idempotency-Key. A host-handled
 * action (the failed-payment wall's cancel) calls the host's handler instead, and has no request to repeat.
 */
export type ActionTarget = { kind: 'request'; path: string } | { kind: 'handler'; name: string };

export interface ActionButtonCase {
  experience: ExperienceName;
  /** The intent, e.g. 'cancel (Confirm and cancel)'. */
  name: string;
  /** Opens the screen that holds the button. */
  screen: Screen;
  /** Prepares the button (e.g. choose a pause length) and returns it. */
  button(host: HostPage): Promise<Locator>;
  /** What the one intent sends: a request (path suffix), or a call of the host's handler that acts instead. */
  sends: ActionTarget;
  /** Text of the success screen. */
  done: string | RegExp;
  /** The customer whose subscription the action changes. */
  customerId: string;
  /** What is wrong with the change (empty when the subscription changed exactly as one action does). */
  changedOnce(before: CustomerRecord, after: CustomerRecord): string[];
}

const DAY_SECONDS = 86_400;

function firstSubscription(record: CustomerRecord) {
  return record.customer.subscriptions.data[0];
}

const full = (now: Date) => fixtureBlueprint('full-flow', now);
const only =
  (...kinds: string[]) =>
  (now: Date) =>
    onlySteps(full(now), ...kinds);

function byName(page: Page, name: string | RegExp): Promise<Locator> {
  return Promise.resolve(button(page, name));
}

/** The cancel flow's money buttons. */
export const CANCEL_FLOW_ACTION_BUTTONS: ActionButtonCase[] = [
  {
    experience: 'cancel-flow',
    name: 'cancel (Confirm and cancel)',
    screen: cancelFlowScreen({ name: 'confirm', blueprint: only('CONFIRM'), ready: 'Confirm and cancel' }),
    button: (host) => byName(host.page, 'Confirm and cancel'),
    sends: { kind: 'request', path: '/stripe/cancel' },
    done: 'Your subscription has been cancelled',
    customerId: 'cus_active_monthly',
    changedOnce: (before, after) =>
      firstSubscription(before)?.cancel_at_period_end === false &&
      firstSubscription(after)?.cancel_at_period_end === true
        ? []
        : ['cancel_at_period_end did not go from false to true'],
  },
  {
    experience: 'cancel-flow',
    name: 'cancel (Cancel subscription after the last step)',
    screen: cancelFlowScreen({
      name: 'freeform last',
      blueprint: only('FREEFORM'),
      ready: 'Cancel subscription',
    }),
    button: (host) => byName(host.page, 'Cancel subscription'),
    sends: { kind: 'request', path: '/stripe/cancel' },
    done: 'Your subscription has been cancelled',
    customerId: 'cus_active_monthly',
    changedOnce: (_, after) =>
      firstSubscription(after)?.cancel_at_period_end === true ? [] : ['not set to cancel'],
  },
  {
    experience: 'cancel-flow',
    name: 'cancel (Cancel now on the already-paused screen)',
    screen: cancelFlowScreen({
      name: 'already paused',
      blueprint: full,
      init: { customer: 'paused' },
      ready: 'Cancel now',
    }),
    button: async (host) => {
      // Cancel now asks once (issue 17 §7): the money button is the answer that confirms.
      await button(host.page, 'Cancel now').click();
      return button(host.page, 'Yes, cancel');
    },
    sends: { kind: 'request', path: '/stripe/cancel' },
    done: 'Your subscription has been cancelled',
    customerId: 'cus_paused',
    changedOnce: (_, after) =>
      firstSubscription(after)?.cancel_at_period_end === true ? [] : ['not set to cancel'],
  },
  {
    experience: 'cancel-flow',
    name: 'pause',
    screen: cancelFlowScreen({ name: 'pause', blueprint: only('PAUSE'), ready: 'Pause subscription' }),
    button: async (host) => {
      await widget(host.page).getByLabel('Pause for').selectOption({ index: 1 });
      return button(host.page, 'Pause subscription');
    },
    sends: { kind: 'request', path: '/stripe/pause' },
    done: 'Your subscription is paused',
    customerId: 'cus_active_monthly',
    changedOnce: (before, after) =>
      firstSubscription(before)?.pause_collection == null &&
      firstSubscription(after)?.pause_collection != null
        ? []
        : ['no pause applied'],
  },
  {
    experience: 'cancel-flow',
    name: 'discount',
    screen: cancelFlowScreen({ name: 'discount', blueprint: only('DISCOUNT'), ready: 'Claim discount' }),
    button: (host) => byName(host.page, 'Claim discount'),
    sends: { kind: 'request', path: '/stripe/discount' },
    done: 'Your discount has been applied',
    customerId: 'cus_active_monthly',
    changedOnce: (before, after) =>
      firstSubscription(before)?.discount == null && firstSubscription(after)?.discount != null
        ? []
        : ['no discount applied'],
  },
  {
    experience: 'cancel-flow',
    name: 'plan change',
    screen: cancelFlowScreen({ name: 'plan change', blueprint: only('PLAN_CHANGE'), ready: 'Switch plan' }),
    button: (host) => byName(host.page, /^Switch plan /),
    sends: { kind: 'request', path: '/stripe/update-plan' },
    done: 'Your plan has been changed',
    customerId: 'cus_active_monthly',
    changedOnce: (before, after) => {
      const was = firstSubscription(before)?.items.data[0]?.price.id;
      const now = firstSubscription(after)?.items.data[0]?.price.id;
      return was !== now && now !== undefined ? [] : [`plan did not change (${was} → ${now})`];
    },
  },
  {
    experience: 'cancel-flow',
    name: 'trial extension',
    screen: cancelFlowScreen({
      name: 'trial',
      blueprint: only('TRIAL_EXTENSION'),
      init: { customer: 'trialing' },
      ready: /Extend my trial/,
    }),
    button: (host) => byName(host.page, /Extend my trial/),
    sends: { kind: 'request', path: '/stripe/extend-trial' },
    done: 'Your trial has been extended',
    customerId: 'cus_trialing',
    changedOnce: (before, after) => {
      const days = fixtureBlueprint('full-flow', new Date()).steps.flatMap((step) =>
        'offer' in step && step.offer.offerType === 'TRIAL_EXTENSION'
          ? [step.offer.trialExtensionConfig.trialExtensionDays]
          : [],
      )[0];
      const moved = (firstSubscription(after)?.trial_end ?? 0) - (firstSubscription(before)?.trial_end ?? 0);
      return days !== undefined && moved === days * DAY_SECONDS
        ? []
        : [`trial_end moved by ${moved / DAY_SECONDS} days, expected ${days} once`];
    },
  },
];

/** Every money button of every experience. */
export const ACTION_BUTTONS: ActionButtonCase[] = [...CANCEL_FLOW_ACTION_BUTTONS, ...WALL_ACTION_BUTTONS];
