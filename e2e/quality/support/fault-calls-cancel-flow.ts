/**
 * The cancel flow's calls for the faults suite, with the customer's path to each (a blueprint served, init,
 * the opener clicked, an offer taken or the cancel confirmed) and what spec §7 and §8 say follows a failure.
 */
import type { BlueprintInput } from '../../../contract/schemas/index.ts';
import { en } from '../../../renderer/i18n/catalogs/en.ts';
import { fixtureBlueprint, onlySteps } from './blueprints.ts';
import { callPathRegex } from './call-path.ts';
import type { FaultCallCase, FaultContext, FaultExpectation } from './fault-calls.ts';
import type { HostInit } from './harness.ts';
import { afterBounceGuard, button, waitForText, widget } from './widget.ts';

/** What a call that got no answer says (the widget's catalog). */
const CONNECTION_LOST = en['error.connectionLost'];

/**
 * A 400 to the session results themselves is the backend refusing that body: the queue does not repeat a
 * final refusal, nor keep it for the next visit (it would be refused again), so those results never arrive.
 */
const REFUSED_RESULTS: FaultCallCase['expectFor'] = { '400': { sessionResults: false } };

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
  text: CONNECTION_LOST,
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
 * to cancel; the cancel's own error screen offers it only for a cancel that got no answer (CANCEL_NO_ANSWER).
 */
const OFFER_ACTION_FAULTS = (text: string): FaultCallCase['expectFor'] => ({
  ...SUCCEEDS_WHEN_MALFORMED(text),
  timeout: { retry: true },
  'network error': { retry: true },
});

/**
 * The cancel that got no answer and, the customer re-read, did not take effect (the mock's drop faults never
 * act): the connection was lost, with Try again under the same Idempotency-Key (state/flow/cancel-action.ts
 * `retryCancel`). A cancel refused with an error answer keeps the spec's screen.
 */
const CANCEL_NO_ANSWER: FaultCallCase['expectFor'] = {
  ...SUCCEEDS_WHEN_MALFORMED('Your subscription has been cancelled'),
  timeout: { text: CONNECTION_LOST, retry: true },
  'network error': {
    text: CONNECTION_LOST,
    retry: true,
  },
};

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
    expectFor: CANCEL_NO_ANSWER,
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
