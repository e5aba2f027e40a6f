/**
 * The walls' screens (spec §2 Pause wall, Failed-payment wall; §4 their states), each one entry of SCREENS:
 * the customer fixture the wall is about, what the host passes, and what the customer does. A wall takes its
 * theme and colours from the organisation's branding, so the context's theme and colour are served there.
 */
import type { FaultRuleInput } from '../../../mocks/backend/faults.ts';
import { openWall, typeCard, type WallKind, type WallOpen } from './experiences.ts';
import { FAKE_CARDS } from './fake-stripe.ts';
import type { HostPage } from './harness.ts';
import type { Screen } from './screen.ts';
import { button, settled, waitForText, widget } from './widget.ts';

/** How a wall screen is reached. */
export interface WallScreenSpec extends WallOpen {
  wall: WallKind;
  name: string;
  faults?: FaultRuleInput[];
  /** What the customer does once the wall is up. */
  reach?: (host: HostPage) => Promise<void>;
  /** Text on display once the screen is reached. */
  ready: string | RegExp;
  fresh?: boolean;
}

/** A screen of a wall, opened by `check(kind, { force: true })` after init. */
export function wallScreen(spec: WallScreenSpec): Screen {
  return {
    experience: spec.wall === 'pause' ? 'pause-wall' : 'failed-payment-wall',
    name: spec.name,
    ...(spec.fresh ? { fresh: true } : {}),
    open: async ({ harness, host, theme, color }) => {
      harness.resetBackend();
      harness.mock.backend.load({
        branding: { brandTheme: theme, ...(color ? { colors: { primary: color } } : {}) },
      });
      if (spec.faults) harness.mock.backend.faults.add(spec.faults);
      await host.clear();
      await openWall({ harness, host }, spec.wall, spec);
      await spec.reach?.(host);
      await waitForText(host.page, spec.ready);
      await settled(host);
    },
  };
}

/** Resolves when the action button shows its spinner (aria-busy): the request is in flight. */
async function busy(host: HostPage): Promise<void> {
  await widget(host.page).locator('button[aria-busy="true"]').first().waitFor();
}

/** The host gives every optional link's handler: Get help, Cancel subscription, Log out. */
const EVERY_LINK = {
  handlers: { handleSupportRequest: null, handleFailedPaymentWallCancel: null, handleLogout: null },
};

const PAUSED = { wall: 'pause', customer: 'paused' } as const;
const PAST_DUE = { wall: 'failed-payment', customer: 'past-due-outside-grace' } as const;
const RESUME = 'Resume Subscription Now';
const UPDATE = 'Update billing';

/** Enters a card and presses Update billing. */
function payWith(number: string) {
  return async (host: HostPage) => {
    await typeCard(host.page, number);
    await button(host.page, UPDATE).click();
  };
}

/** The pause wall's screens. */
export const PAUSE_WALL_SCREENS: Screen[] = [
  wallScreen({ ...PAUSED, name: 'pause wall', init: { handlers: { handleLogout: null } }, ready: RESUME }),
  wallScreen({
    wall: 'pause',
    customer: 'paused-soft-annual',
    name: 'soft pause (may leave)',
    ready: /You have access until your current term ends/,
  }),
  wallScreen({
    wall: 'pause',
    customer: 'paused-cancel-scheduled',
    name: 'already set to cancel',
    ready: /Your subscription is set to cancel on/,
  }),
  wallScreen({
    ...PAUSED,
    name: 'resuming',
    // Held, then dropped: the page is closed before the client repeats it.
    faults: [{ kind: 'drop', delayMs: 4000, path: '/api/orgs/app_test/stripe/resume' }],
    reach: (host) => button(host.page, RESUME).click(),
    ready: 'Resuming your subscription…',
    fresh: true,
  }),
  wallScreen({
    ...PAUSED,
    name: 'resumed',
    reach: (host) => button(host.page, RESUME).click(),
    ready: 'Welcome back!',
  }),
  wallScreen({
    ...PAUSED,
    name: 'Cancel now asks once',
    reach: (host) => button(host.page, 'Cancel now').click(),
    ready: 'Are you sure you want to cancel your subscription?',
  }),
  wallScreen({
    ...PAUSED,
    name: 'cancelled (Cancel now)',
    reach: async (host) => {
      await button(host.page, 'Cancel now').click();
      await button(host.page, 'Yes, cancel').click();
    },
    ready: 'Your subscription has been cancelled',
  }),
  wallScreen({
    ...PAUSED,
    name: 'error: resume failed, test-mode details',
    init: { mode: 'TEST' },
    faults: [{ kind: 'status', status: 400, path: '/api/orgs/app_test/stripe/resume', message: 'Declined' }],
    reach: (host) => button(host.page, RESUME).click(),
    ready: 'Error resuming subscription. Please contact support.',
  }),
];

/** The failed-payment wall's screens (outside the grace period: the wall cannot be left). */
export const FAILED_PAYMENT_WALL_SCREENS: Screen[] = [
  wallScreen({
    ...PAST_DUE,
    name: 'failed-payment wall, card entered, every link',
    init: EVERY_LINK,
    reach: (host) => typeCard(host.page, FAKE_CARDS.succeeds),
    ready: UPDATE,
  }),
  wallScreen({
    ...PAST_DUE,
    name: 'soft wall (may leave)',
    check: { soft: true },
    ready: UPDATE,
  }),
  wallScreen({
    ...PAST_DUE,
    name: 'updating card',
    faults: [{ kind: 'drop', delayMs: 4000, method: 'POST', path: '/api/orgs/app_test/embed/billing' }],
    reach: async (host) => {
      await payWith(FAKE_CARDS.succeeds)(host);
      await busy(host);
    },
    ready: UPDATE,
    fresh: true,
  }),
  wallScreen({
    ...PAST_DUE,
    name: 'card successful',
    reach: payWith(FAKE_CARDS.succeeds),
    ready: 'Payment successful',
  }),
  wallScreen({
    ...PAST_DUE,
    name: 'card declined, test-mode details, Back',
    init: { mode: 'TEST' },
    reach: payWith(FAKE_CARDS.declinedAtSetup),
    ready: /There was an error processing your payment/,
  }),
  wallScreen({
    ...PAST_DUE,
    name: 'card declined, Back to a fresh form',
    reach: async (host) => {
      await payWith(FAKE_CARDS.declinedAtPayment)(host);
      await button(host.page, 'Back').click();
    },
    ready: UPDATE,
  }),
  wallScreen({
    ...PAST_DUE,
    name: 'error: the card form cannot load',
    check: { stripe: 'unavailable' },
    ready: 'The payment form could not be loaded. Please try again.',
  }),
  wallScreen({
    ...PAST_DUE,
    name: 'cancelled through the host',
    init: EVERY_LINK,
    reach: (host) => button(host.page, 'Cancel subscription').click(),
    ready: 'Your subscription has been cancelled',
  }),
];
