/**
 * Every screen of every experience, as a table the accessibility suite walks (in both themes, and the
 * contrast checks in every brand colour). A screen is one entry: how to put the page on it. The cancel
 * flow's are here; the walls' in screens-walls.ts, the managed flow's in screens-managed.ts.
 */
import { fixtureBlueprint, onlySteps, withLongWords } from './blueprints.ts';
import type { HostPage } from './harness.ts';
import { cancelFlowScreen, type Screen } from './screen.ts';
import { MANAGED_FLOW_SCREENS } from './screens-managed.ts';
import { FAILED_PAYMENT_WALL_SCREENS, PAUSE_WALL_SCREENS } from './screens-walls.ts';
import { button, widget } from './widget.ts';

const full = (now: Date) => fixtureBlueprint('full-flow', now);
const only =
  (...kinds: string[]) =>
  (now: Date) =>
    onlySteps(full(now), ...kinds);

/** Chooses the first pause length of the pause offer. */
async function choosePauseLength(host: HostPage): Promise<void> {
  await widget(host.page).getByLabel('Pause for').selectOption({ index: 1 });
}

/** The cancel flow's screens (spec §2 Main widget, Step views). */
export const CANCEL_FLOW_SCREENS: Screen[] = [
  cancelFlowScreen({
    name: 'loading',
    blueprint: full,
    // Held, then dropped: a held request that committed later would act on the next screen's backend.
    faults: [{ kind: 'drop', delayMs: 4000, path: '/api/orgs/app_test/embed' }],
    ready: 'Loading…',
    fresh: true,
  }),
  cancelFlowScreen({ name: 'survey', blueprint: full, ready: 'It is too expensive' }),
  cancelFlowScreen({
    name: 'survey, choice made',
    blueprint: full,
    reach: (host) => widget(host.page).getByRole('radio', { name: 'It is too expensive' }).check(),
    ready: 'It is too expensive',
  }),
  cancelFlowScreen({
    name: 'survey, follow-up question',
    blueprint: (now) => fixtureBlueprint('survey-input', now),
    reach: async (host) => {
      const radios = widget(host.page).getByRole('radio');
      await radios.nth((await radios.count()) - 1).check();
    },
    ready: /./,
  }),
  cancelFlowScreen({
    name: 'freeform, below the minimum',
    blueprint: (now) => onlySteps(fixtureBlueprint('randomized-survey', now), 'FREEFORM'),
    reach: async (host) => {
      const box = widget(host.page).getByRole('textbox');
      await box.fill('Too short');
      await box.blur();
    },
    ready: /Please write at least/,
  }),
  cancelFlowScreen({
    name: 'confirm with discount notice',
    blueprint: only('CONFIRM'),
    ready: 'Confirm and cancel',
  }),
  cancelFlowScreen({
    name: 'pause offer, length chosen',
    blueprint: only('PAUSE'),
    reach: choosePauseLength,
    ready: 'Pause subscription',
  }),
  cancelFlowScreen({
    name: 'pause offer, custom date',
    blueprint: (now) => fixtureBlueprint('pause-month-date-picker', now),
    reach: async (host) => {
      await widget(host.page).getByLabel('Pause for').selectOption({ label: 'Custom date' });
    },
    ready: 'Resume on',
  }),
  cancelFlowScreen({
    name: 'pause offer, several subscriptions',
    blueprint: only('PAUSE'),
    init: { customer: 'several-subscriptions' },
    reach: choosePauseLength,
    ready: 'Pause subscription',
  }),
  cancelFlowScreen({ name: 'discount offer', blueprint: only('DISCOUNT'), ready: 'Claim discount' }),
  cancelFlowScreen({
    name: 'discount offer, test mode',
    blueprint: only('DISCOUNT'),
    init: { mode: 'TEST' },
    ready: 'Test coupon',
  }),
  cancelFlowScreen({
    name: 'trial-extension offer',
    blueprint: only('TRIAL_EXTENSION'),
    init: { customer: 'trialing' },
    ready: /Extend my trial/,
  }),
  cancelFlowScreen({
    name: 'plan-change offer, all plans',
    blueprint: only('PLAN_CHANGE'),
    reach: async (host) => {
      const more = button(host.page, 'Show more plans...');
      if (await more.isVisible()) await more.click();
    },
    ready: 'Switch plan',
  }),
  cancelFlowScreen({ name: 'contact offer', blueprint: only('CONTACT'), ready: 'Get help' }),
  cancelFlowScreen({ name: 'redirect offer with video', blueprint: only('REDIRECT'), ready: /./ }),
  cancelFlowScreen({
    name: 'redirect offer, a long unbroken word as header and button label',
    blueprint: (now) => withLongWords(only('REDIRECT')(now)),
    ready: /./,
  }),
  cancelFlowScreen({
    name: 'survey, a long unbroken word as every choice',
    blueprint: (now) => withLongWords(full(now)),
    ready: /./,
  }),
  cancelFlowScreen({
    name: 'taking action',
    blueprint: only('CONFIRM'),
    faults: [{ kind: 'drop', delayMs: 4000, path: '/api/orgs/app_test/stripe/cancel' }],
    reach: (host) => button(host.page, 'Confirm and cancel').click(),
    ready: 'Cancelling your subscription…',
    fresh: true,
  }),
  cancelFlowScreen({
    name: 'complete: cancelled',
    blueprint: only('CONFIRM'),
    reach: (host) => button(host.page, 'Confirm and cancel').click(),
    ready: 'Your subscription has been cancelled',
  }),
  cancelFlowScreen({
    name: 'complete: cancelled, watermark',
    blueprint: only('CONFIRM'),
    load: { branding: { showWatermark: true } },
    reach: (host) => button(host.page, 'Confirm and cancel').click(),
    ready: 'Cancellation Guaranteed by',
  }),
  cancelFlowScreen({
    name: 'complete: paused (confetti)',
    blueprint: only('PAUSE'),
    reach: async (host) => {
      await choosePauseLength(host);
      await button(host.page, 'Pause subscription').click();
    },
    ready: 'Your subscription is paused',
  }),
  cancelFlowScreen({
    name: 'complete: discount applied',
    blueprint: only('DISCOUNT'),
    reach: (host) => button(host.page, 'Claim discount').click(),
    ready: 'Your discount has been applied',
  }),
  cancelFlowScreen({
    name: 'complete: trial extended',
    blueprint: only('TRIAL_EXTENSION'),
    init: { customer: 'trialing' },
    reach: (host) => button(host.page, /Extend my trial/).click(),
    ready: 'Your trial has been extended',
  }),
  cancelFlowScreen({
    name: 'complete: plan changed',
    blueprint: only('PLAN_CHANGE'),
    reach: (host) => button(host.page, /^Switch plan /).click(),
    ready: 'Your plan has been changed',
  }),
  cancelFlowScreen({
    name: 'complete: custom message from a host handler',
    blueprint: only('CONFIRM'),
    init: { handlers: { handleCancel: { title: 'All done', message: 'We have cancelled it for you.' } } },
    reach: (host) => button(host.page, 'Confirm and cancel').click(),
    ready: 'All done',
  }),
  cancelFlowScreen({
    name: 'start: already set to cancel',
    blueprint: full,
    init: { customer: 'cancel-scheduled' },
    ready: 'Your subscription is already set to cancel',
  }),
  cancelFlowScreen({
    name: 'start: already paused, cancel now',
    blueprint: full,
    init: { customer: 'paused' },
    ready: 'Cancel now',
  }),
  cancelFlowScreen({
    name: 'start: discount already accepted',
    blueprint: full,
    init: { customer: 'discount-accepted' },
    ready: 'You already have a discount',
  }),
  cancelFlowScreen({
    name: 'error: loading failed',
    blueprint: full,
    faults: [{ kind: 'status', status: 500, path: '/api/orgs/app_test/embed' }],
    ready: 'Sorry, something went wrong',
  }),
  cancelFlowScreen({
    name: 'error: connection lost, Try again',
    blueprint: full,
    faults: [{ kind: 'drop', path: '/api/orgs/app_test/embed' }],
    ready: 'The connection was lost. Check that you are online, then try again.',
  }),
  cancelFlowScreen({
    name: 'error: no subscription (verbatim)',
    blueprint: full,
    init: { customer: 'no-subscription' },
    ready: 'No subscription found',
  }),
  cancelFlowScreen({
    name: 'error: action failed, test-mode details',
    blueprint: only('CONFIRM'),
    init: { mode: 'TEST' },
    faults: [{ kind: 'status', status: 400, path: '/api/orgs/app_test/stripe/cancel', message: 'Declined' }],
    reach: (host) => button(host.page, 'Confirm and cancel').click(),
    ready: 'Details',
  }),
  cancelFlowScreen({
    name: 'lite mode survey',
    blueprint: (now) => fixtureBlueprint('lite', now),
    lite: true,
    init: { customer: null, lite: true },
    ready: 'Next',
  }),
  cancelFlowScreen({
    name: 'inline survey',
    blueprint: full,
    init: { inline: true },
    ready: 'It is too expensive',
  }),
];

/** Every screen of every experience. */
export const SCREENS: Screen[] = [
  ...CANCEL_FLOW_SCREENS,
  ...PAUSE_WALL_SCREENS,
  ...FAILED_PAYMENT_WALL_SCREENS,
  ...MANAGED_FLOW_SCREENS,
];

/**
 * Screens used for the per-brand-colour contrast checks: a selected choice, the primary button, the
 * theme-v2 side panel, an outcome screen, and a wall's call to action over its facts.
 */
export const BRAND_COLOR_SCREENS: readonly string[] = [
  'survey, choice made',
  'complete: cancelled',
  'pause wall',
];
