/**
 * Every call of the spec's table (contract/call-table.ts), with the customer's path to it and what the
 * spec says must follow when it fails: the faults suite breaks each one six ways. A call an experience
 * still to be built makes is listed in PENDING_FAULT_CALLS until that experience adds its cases here. A call
 * several experiences make has a case in each (e.g. the branding: the walls swallow its failure, the
 * managed flow cannot start without it).
 */

import { API_CALLS, type CallName } from '../../../contract/call-table.ts';
import type { BlueprintInput } from '../../../contract/schemas/index.ts';
import type { FaultRuleInput } from '../../../mocks/backend/faults.ts';
import { fixtureBlueprint, onlySteps } from './blueprints.ts';
import { MANAGED_FLOW_FAULT_CASES, WALL_FAULT_CASES } from './fault-calls-walls.ts';
import type { HostInit, HostPage, QualityHarness } from './harness.ts';
import type { ExperienceName } from './screen.ts';
import { afterBounceGuard, button, waitForText, widget } from './widget.ts';

/** What the customer must see once the failure has played out, and what else must hold. */
export interface FaultExpectation {
  /** Text on screen at the end (null: the widget has closed itself, as lite mode's cancel does). */
  text: string | RegExp | null;
  /** The onError code the host receives, or null when the spec swallows the failure. */
  onError: string | null;
  /** The session's results reach the backend (false only when nothing loaded, so no session exists). */
  sessionResults: boolean;
  /**
   * A retry on that screen: the walls' error screens have one, the cancel flow's after an offer's unanswered
   * action and after a load that got no answer.
   */
  retry: boolean;
}

/**
 * The six ways a call fails. The timeout holds the answer well past the (compressed) request timeout and
 * then drops it: a held request that committed seconds later would act on the next case's reset backend.
 */
export const FAULTS = [
  { name: '500', rule: { kind: 'status', status: 500 } },
  { name: '429', rule: { kind: 'status', status: 429 } },
  { name: '400', rule: { kind: 'status', status: 400 } },
  { name: 'timeout', rule: { kind: 'drop', delayMs: 3_000 } },
  { name: 'malformed body', rule: { kind: 'malformed' } },
  { name: 'network error', rule: { kind: 'drop' } },
] as const satisfies ReadonlyArray<{ name: string; rule: FaultRuleInput }>;

export type FaultName = (typeof FAULTS)[number]['name'];

export interface FaultContext {
  harness: QualityHarness;
  host: HostPage;
}

export interface FaultCallCase {
  experience: ExperienceName;
  call: CallName;
  /** How the customer gets the call made: opens the widget and acts. */
  drive(ctx: FaultContext): Promise<void>;
  expect: FaultExpectation;
  /** Apply the fault this many times (a blip) rather than for good: for deliveries retried later. */
  times?: number;
  /** Other faults that put the call on the customer's path (e.g. a failing action to log). */
  extraFaults?: FaultRuleInput[];
  /** The call is made only once the customer has left (the recording goes up at the session's end). */
  callAfterLeave?: boolean;
  /** Where one fault calls for something else than `expect`. */
  expectFor?: Partial<Record<FaultName, Partial<FaultExpectation>>>;
  /** The name of the button that retries, where the screen names it otherwise ('Back' on a wall). */
  retryButton?: string;
  /**
   * How the experience goes away at the end, where the customer cannot leave it (a wall past its grace
   * period): by default Go to account, else the close button, else Escape.
   */
  leave?: (host: HostPage) => Promise<void>;
}

/**
 * A 400 to the session results themselves is the backend refusing that body: the queue does not repeat a
 * final refusal, nor keep it for the next visit (it would be refused again), so those results never arrive.
 */
const REFUSED_RESULTS: FaultCallCase['expectFor'] = { '400': { sessionResults: false } };

/** The regular expression of a call's path: `{appId}` is the mock app, other parameters any segment. */
export function callPathRegex(call: CallName): string {
  const path = API_CALLS[call].path.replace('{appId}', 'app_test').replace(/\{\w+\}/g, '[^/]+');
  return `^${path}$`;
}

const full = (now: Date) => fixtureBlueprint('full-flow', now);
const only =
  (...kinds: string[]) =>
  (now: Date) =>
    onlySteps(full(now), ...kinds);

/** Loads `blueprint` (served first), inits with `init` and opens the cancel flow. */
async function openFlow(
  { harness, host }: FaultContext,
  blueprint: (now: Date) => BlueprintInput | object,
  init: HostInit = {},
): Promise<void> {
  const served = blueprint(harness.now);
  harness.mock.backend.load({ blueprint: served, ...(init.lite ? { liteBlueprint: served } : {}) });
  await host.clear();
  const result = await host.init(init);
  if (JSON.stringify(result) !== '{"ok":true}') throw new Error(`init failed: ${JSON.stringify(result)}`);
  await host.clickOpener();
}

async function confirmAndCancel(ctx: FaultContext, init: HostInit = {}): Promise<void> {
  await openFlow(ctx, only('CONFIRM'), init);
  await button(ctx.host.page, 'Confirm and cancel').click();
}

async function takeOffer(ctx: FaultContext, kind: string, press: string | RegExp, init: HostInit = {}) {
  await openFlow(ctx, only(kind), init);
  if (kind === 'PAUSE') await widget(ctx.host.page).getByLabel('Pause for').selectOption({ index: 1 });
  await button(ctx.host.page, press).click();
}

const LOAD_FAILED: FaultExpectation = {
  text: 'Sorry, something went wrong',
  onError: 'INITIALIZATION_ERROR',
  sessionResults: false,
  retry: false,
};

/**
 * A failed load names its cause (renderer/domain/init-failure.ts): no answer, or one that is not the contract's.
 * A load that got no answer says the connection was lost and offers Try again (renderer/state/flow/load.ts
 * reloadFlow); a refusal or a malformed answer keeps the generic screen.
 */
const NO_ANSWER_TO_LOAD: Partial<FaultExpectation> = {
  text: 'The connection was lost. Check that you are online, then try again.',
  onError: 'API_UNREACHABLE',
  retry: true,
};
const LOAD_FAILURE_CAUSES: FaultCallCase['expectFor'] = {
  timeout: NO_ANSWER_TO_LOAD,
  'network error': NO_ANSWER_TO_LOAD,
  'malformed body': { onError: 'MALFORMED_ANSWER' },
};

const actionFailed = (code: string): FaultExpectation => ({
  text: 'Please contact us.',
  onError: code,
  sessionResults: true,
  retry: false,
});

/**
 * Spec §7 shows no answer for the money actions: a 200 whose body is not JSON is success all the same (the mock's
 * malformed fault answers without acting, so the complete screen shows what the refreshed customer says).
 */
const SUCCEEDS_WHEN_MALFORMED = (text: string): FaultCallCase['expectFor'] => ({
  'malformed body': { text, onError: null },
});

/**
 * An offer's action that got no answer (timeout, network error): its error screen offers Try again, the same
 * request under the same Idempotency-Key (renderer/state/flow/after-offer-error.ts), beside Back and Continue
 * to cancel; the cancel's own error screen does not.
 */
const OFFER_ACTION_FAULTS = (text: string): FaultCallCase['expectFor'] => ({
  ...SUCCEEDS_WHEN_MALFORMED(text),
  timeout: { retry: true },
  'network error': { retry: true },
});

const CANCELLED: FaultExpectation = {
  text: 'Your subscription has been cancelled',
  onError: null,
  sessionResults: true,
  retry: false,
};

/** A blueprint (wire JSON) whose first step is of a type the renderer does not know: skipped and logged. */
function withUnknownStep(now: Date): object {
  const blueprint = full(now);
  return { ...blueprint, steps: [{ guid: 'quality-unknown', stepType: 'HOLOGRAM' }, ...blueprint.steps] };
}

/** The cancel flow's calls. */
export const CANCEL_FLOW_FAULT_CASES: FaultCallCase[] = [
  {
    experience: 'cancel-flow',
    call: 'embed',
    drive: (ctx) => openFlow(ctx, full),
    expect: LOAD_FAILED,
    expectFor: LOAD_FAILURE_CAUSES,
  },
  {
    experience: 'cancel-flow',
    call: 'embedLite',
    drive: (ctx) => openFlow(ctx, (now) => fixtureBlueprint('lite', now), { customer: null, lite: true }),
    expect: LOAD_FAILED,
    expectFor: LOAD_FAILURE_CAUSES,
  },
  { experience: 'cancel-flow', call: 'customer', drive: (ctx) => confirmAndCancel(ctx), expect: CANCELLED },
  {
    experience: 'cancel-flow',
    call: 'cancel',
    drive: (ctx) => confirmAndCancel(ctx),
    expect: actionFailed('CANCEL_ERROR'),
    expectFor: SUCCEEDS_WHEN_MALFORMED('Your subscription has been cancelled'),
  },
  {
    experience: 'cancel-flow',
    call: 'pause',
    drive: (ctx) => takeOffer(ctx, 'PAUSE', 'Pause subscription'),
    expect: actionFailed('PAUSE_ERROR'),
    expectFor: OFFER_ACTION_FAULTS('Your subscription is paused'),
  },
  {
    experience: 'cancel-flow',
    call: 'discount',
    drive: (ctx) => takeOffer(ctx, 'DISCOUNT', 'Claim discount'),
    expect: actionFailed('DISCOUNT_ERROR'),
    expectFor: OFFER_ACTION_FAULTS('Your discount has been applied'),
  },
  {
    experience: 'cancel-flow',
    call: 'extendTrial',
    drive: (ctx) => takeOffer(ctx, 'TRIAL_EXTENSION', /Extend my trial/, { customer: 'trialing' }),
    expect: actionFailed('TRIAL_EXTENSION_ERROR'),
    expectFor: OFFER_ACTION_FAULTS('Your trial has been extended'),
  },
  {
    experience: 'cancel-flow',
    call: 'updatePlan',
    drive: (ctx) => takeOffer(ctx, 'PLAN_CHANGE', /^Switch plan /),
    expect: actionFailed('PLAN_CHANGE_ERROR'),
    expectFor: OFFER_ACTION_FAULTS('Your plan has been changed'),
  },
  {
    experience: 'cancel-flow',
    call: 'createIssue',
    drive: async (ctx) => {
      await openFlow(ctx, (now) => fixtureBlueprint('missing-coupon', now));
      await widget(ctx.host.page).getByRole('radio').first().check();
      await afterBounceGuard(ctx.host.page);
      await button(ctx.host.page, 'Next').click();
    },
    // The discount offer whose coupon is missing is skipped; the failure is swallowed (spec §7).
    expect: { text: 'Confirm and cancel', onError: null, sessionResults: true, retry: false },
  },
  {
    experience: 'cancel-flow',
    call: 'createSession',
    drive: (ctx) => confirmAndCancel(ctx),
    expect: CANCELLED,
    times: 1,
    expectFor: REFUSED_RESULTS,
  },
  {
    experience: 'cancel-flow',
    call: 'createLiteSession',
    drive: async (ctx) => {
      await openFlow(ctx, (now) => onlySteps(fixtureBlueprint('lite', now), 'CONFIRM'), {
        customer: null,
        lite: true,
      });
      await button(ctx.host.page, 'Confirm and cancel').click();
    },
    // Lite mode's cancel sends the results, hides the widget and calls onCancel (spec §4).
    expect: { text: null, onError: null, sessionResults: true, retry: false },
    times: 1,
    expectFor: REFUSED_RESULTS,
  },
  {
    experience: 'cancel-flow',
    call: 'uploadRecording',
    drive: (ctx) => confirmAndCancel(ctx, { extra: { record: true, recordingConsent: true } }),
    expect: CANCELLED,
    callAfterLeave: true,
  },
  {
    experience: 'cancel-flow',
    call: 'trackEvent',
    drive: (ctx) => openFlow(ctx, only('PAUSE')),
    expect: { text: 'Pause subscription', onError: null, sessionResults: true, retry: false },
  },
  {
    experience: 'cancel-flow',
    call: 'customerUpdate',
    drive: async (ctx) => {
      await openFlow(ctx, full);
      await waitForText(ctx.host.page, 'It is too expensive');
      const answer = await ctx.host.page.evaluate(() =>
        Reflect.get(window, 'holdfast').updateCustomerAttributes({ plan: 'pro' }),
      );
      if (JSON.stringify(answer) !== '{"ok":true}')
        throw new Error(`updateCustomerAttributes: ${JSON.stringify(answer)}`);
    },
    expect: { text: 'It is too expensive', onError: null, sessionResults: true, retry: false },
  },
  {
    experience: 'cancel-flow',
    call: 'logError',
    drive: (ctx) => confirmAndCancel(ctx),
    extraFaults: [{ kind: 'status', status: 500, pathRegex: callPathRegex('cancel') }],
    expect: actionFailed('CANCEL_ERROR'),
  },
  {
    experience: 'cancel-flow',
    call: 'log',
    drive: (ctx) => openFlow(ctx, withUnknownStep),
    expect: { text: 'It is too expensive', onError: null, sessionResults: true, retry: false },
  },
];

/** Every call's fault cases, all experiences (the walls' and the managed flow's in fault-calls-walls.ts). */
export const FAULT_CASES: FaultCallCase[] = [
  ...CANCEL_FLOW_FAULT_CASES,
  ...WALL_FAULT_CASES,
  ...MANAGED_FLOW_FAULT_CASES,
];

/** Calls no experience has cases for yet, with the experience that will make them: none now. */
export const PENDING_FAULT_CALLS: Partial<Record<CallName, ExperienceName>> = {};
