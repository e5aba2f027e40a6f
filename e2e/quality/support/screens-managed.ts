/**
 * The managed flow's screens (spec §2 Managed flow; §4 LOADING_CONFIG … READY, ERROR), each one entry of
 * SCREENS. Like a wall, the managed flow takes its theme and colour from the organisation's branding, so the
 * context's theme and colour are served there.
 */
import { customerFixtures } from '../../../fixtures/index.ts';
import type { FaultRuleInput } from '../../../mocks/backend/faults.ts';
import { codeBoxes, lastCode, startManagedFlow, submitEmail, typeCode, wrongCodeFor } from './experiences.ts';
import type { HostInit, HostPage, QualityHarness } from './harness.ts';
import type { Screen } from './screen.ts';
import { settled, waitForText, widget } from './widget.ts';

/** The customer whose e-mail the managed flow verifies. */
export const MANAGED_EMAIL = customerFixtures['active-monthly'](new Date()).customer.email ?? '';

/** How a managed-flow screen is reached. */
export interface ManagedScreenSpec {
  name: string;
  init?: HostInit;
  /** The branding served (merged into the default app's). */
  branding?: Record<string, unknown>;
  faults?: FaultRuleInput[];
  /** What the customer does once the managed flow is up. */
  reach?: (host: HostPage, harness: QualityHarness) => Promise<void>;
  /** Text on display once the screen is reached. */
  ready: string | RegExp;
  fresh?: boolean;
}

/** A screen of the managed flow, opened by `managedFlow('show', options)`. */
export function managedScreen(spec: ManagedScreenSpec): Screen {
  return {
    experience: 'managed-flow',
    name: spec.name,
    ...(spec.fresh ? { fresh: true } : {}),
    open: async ({ harness, host, theme, color }) => {
      harness.resetBackend();
      const colors = color ? { colors: { primary: color } } : {};
      harness.mock.backend.load({ branding: { brandTheme: theme, ...spec.branding, ...colors } });
      if (spec.faults) harness.mock.backend.faults.add(spec.faults);
      await host.clear();
      await startManagedFlow({ harness, host }, spec.init);
      await widget(host.page).locator('[role="dialog"]').first().waitFor({ state: 'visible' });
      await spec.reach?.(host, harness);
      await waitForText(host.page, spec.ready);
      await settled(host);
    },
  };
}

const HELD = (path: string): FaultRuleInput[] => [
  { kind: 'drop', delayMs: 4000, path: `/api/orgs/app_test/${path}` },
];

/** The e-mail is sent and the code form is up. */
async function toCodeForm(host: HostPage): Promise<void> {
  await submitEmail(host.page, MANAGED_EMAIL);
  await codeBoxes(host.page).first().waitFor();
}

/** The managed flow's screens. */
export const MANAGED_FLOW_SCREENS: Screen[] = [
  managedScreen({ name: 'loading config', faults: HELD('branding'), ready: 'Loading…', fresh: true }),
  managedScreen({ name: 'e-mail form', ready: 'Send Verification Code' }),
  managedScreen({
    name: 'e-mail form, unknown address',
    reach: (host) => submitEmail(host.page, 'nobody@example.com'),
    ready: /We were unable to find that email address/,
  }),
  managedScreen({
    name: 'checking identity',
    faults: HELD('embed/check-identity'),
    reach: (host) => submitEmail(host.page, MANAGED_EMAIL),
    ready: 'Checking…',
    fresh: true,
  }),
  managedScreen({ name: 'code form', reach: toCodeForm, ready: 'Verify Account' }),
  managedScreen({
    name: 'code form, wrong code',
    reach: async (host, harness) => {
      await toCodeForm(host);
      await typeCode(host.page, wrongCodeFor(lastCode(harness, MANAGED_EMAIL)));
    },
    ready: 'The verification code you entered is incorrect',
  }),
  managedScreen({
    name: 'verifying',
    faults: HELD('embed/verify-identity'),
    reach: async (host, harness) => {
      await toCodeForm(host);
      await typeCode(host.page, lastCode(harness, MANAGED_EMAIL));
    },
    ready: 'Verifying…',
    fresh: true,
  }),
  managedScreen({
    name: 'ready: the cancel flow opens for the verified customer',
    reach: async (host, harness) => {
      await toCodeForm(host);
      await typeCode(host.page, lastCode(harness, MANAGED_EMAIL));
    },
    ready: 'It is too expensive',
  }),
  managedScreen({
    name: 'error: e-mail verification not enabled',
    branding: { emailFlow: { enabled: false } },
    ready: 'Email-based verification is not enabled for your account.',
  }),
  managedScreen({
    name: 'error: configuration failed, Get help, test-mode details',
    init: { mode: 'TEST', handlers: { handleSupportRequest: null } },
    faults: [{ kind: 'status', status: 500, path: '/api/orgs/app_test/branding', message: 'Down' }],
    ready: 'Get help',
  }),
];
