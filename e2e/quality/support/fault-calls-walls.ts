/**
 * The walls' and the managed flow's calls for the faults suite, with the customer's path to each and what
 * spec §4 and §8 say follows a failure. Neither experience has a session, so no session results are
 * expected; a wall or a managed flow the customer cannot leave (a failed-payment wall past its grace period,
 * the code form) is taken away by the host's hide operation at the end.
 */

import { en } from '../../../renderer/i18n/catalogs/en.ts';
import {
  checkWall,
  type ExperienceContext,
  lastCode,
  openWall,
  startManagedFlow,
  submitEmail,
  typeCard,
  typeCode,
} from './experiences.ts';
import { FAKE_CARDS } from './fake-stripe.ts';
import type { FaultCallCase, FaultExpectation } from './fault-calls.ts';
import type { HostPage } from './harness.ts';
import { MANAGED_EMAIL } from './screens-managed.ts';
import { button, waitForText } from './widget.ts';

const PAUSED = { customer: 'paused' } as const;
const PAST_DUE = { customer: 'past-due-outside-grace' } as const;

/** A wall (or the managed flow) failed where it shows its own error: no session, no retry. */
const shown = (text: string | RegExp, onError: string | null): FaultExpectation => ({
  text,
  onError,
  sessionResults: false,
  retry: false,
});

/** The check failed: no wall (spec §4 "Wall check failures lead to ERROR, a logged error and an onError call"). */
const NO_WALL = (code: string): FaultExpectation => ({
  text: null,
  onError: code,
  sessionResults: false,
  retry: false,
});

/** Spec §8 Card update failure, with the failed-payment wall's way back to the form (Back). */
const CARD_FAILED: FaultExpectation = {
  text: 'There was an error processing your payment. Please double check your card and try again.',
  onError: 'FAILED_PAYMENT_WALL_UPDATE_CARD_ERROR',
  sessionResults: false,
  retry: true,
};

/** Spec §8 Identity check and Verify: their 400 and 429 texts. */
const TOO_MANY = 'Too many requests. Please try again later.';
const CONNECTION_LOST = en['error.connectionLost'];

async function hide(host: HostPage, method: string): Promise<void> {
  await host.page.evaluate((name) => Reflect.get(window, 'holdfast')[name](), method);
}

async function openPauseWall(ctx: ExperienceContext): Promise<void> {
  await ctx.host.clear();
  await openWall(ctx, 'pause', PAUSED);
}

async function updateBilling(ctx: ExperienceContext): Promise<void> {
  await ctx.host.clear();
  await openWall(ctx, 'failed-payment', PAST_DUE);
  await typeCard(ctx.host.page, FAKE_CARDS.succeeds);
  await button(ctx.host.page, 'Update billing').click();
}

async function openManaged(ctx: ExperienceContext): Promise<void> {
  await ctx.host.clear();
  await startManagedFlow(ctx);
}

async function toCodeForm(ctx: ExperienceContext): Promise<void> {
  await openManaged(ctx);
  await submitEmail(ctx.host.page, MANAGED_EMAIL);
  await waitForText(ctx.host.page, 'Verify Account');
}

/** The pause wall's and the failed-payment wall's calls. */
export const WALL_FAULT_CASES: FaultCallCase[] = [
  {
    experience: 'pause-wall',
    call: 'customer',
    drive: async (ctx) => {
      await ctx.host.clear();
      await checkWall(ctx, 'pause', PAUSED);
    },
    expect: NO_WALL('PAUSE_WALL_INITIALIZATION_ERROR'),
  },
  {
    experience: 'pause-wall',
    call: 'branding',
    drive: openPauseWall,
    // The branding only dresses the wall: without it the wall shows in the default look, which a full
    // pause does not let the customer leave.
    expect: shown('Resume Subscription Now', null),
    leave: (host) => hide(host, 'hidePauseWall'),
  },
  {
    experience: 'pause-wall',
    call: 'resume',
    drive: async (ctx) => {
      await openPauseWall(ctx);
      await button(ctx.host.page, 'Resume Subscription Now').click();
    },
    expect: shown('Error resuming subscription. Please contact support.', 'PAUSE_WALL_RESUME_ERROR'),
    // Spec §7 shows no answer: a 200 whose body is not JSON is success all the same.
    expectFor: { 'malformed body': { text: 'Welcome back!', onError: null } },
  },
  {
    experience: 'pause-wall',
    call: 'cancel',
    drive: async (ctx) => {
      await openPauseWall(ctx);
      await button(ctx.host.page, 'Cancel now').click();
      await button(ctx.host.page, 'Yes, cancel').click();
    },
    expect: shown('Error cancelling account. Please contact support.', 'PAUSE_WALL_CANCEL_ERROR'),
    expectFor: { 'malformed body': { text: 'Your subscription has been cancelled', onError: null } },
  },
  {
    experience: 'failed-payment-wall',
    call: 'failedPayments',
    drive: async (ctx) => {
      await ctx.host.clear();
      await checkWall(ctx, 'failed-payment', PAST_DUE);
    },
    expect: NO_WALL('FAILED_PAYMENT_WALL_INITIALIZATION_ERROR'),
  },
  {
    experience: 'failed-payment-wall',
    call: 'setupIntent',
    drive: updateBilling,
    expect: CARD_FAILED,
    retryButton: 'Back',
    leave: (host) => hide(host, 'hideFailedPaymentWall'),
  },
  {
    experience: 'failed-payment-wall',
    call: 'updateBilling',
    drive: updateBilling,
    expect: CARD_FAILED,
    retryButton: 'Back',
    leave: (host) => hide(host, 'hideFailedPaymentWall'),
  },
];

/** The managed flow's calls. */
export const MANAGED_FLOW_FAULT_CASES: FaultCallCase[] = [
  {
    experience: 'managed-flow',
    call: 'branding',
    drive: openManaged,
    // The configuration did not load: the error screen (with its exit), 'Error loading' (spec §8); one that got
    // no answer says the connection was lost, with Try again (state/managed-flow, 5764daa).
    expect: shown('Error loading', 'MANAGED_FLOW_INITIALIZATION_ERROR'),
    expectFor: {
      timeout: { text: CONNECTION_LOST, retry: true },
      'network error': { text: CONNECTION_LOST, retry: true },
    },
  },
  {
    experience: 'managed-flow',
    call: 'checkIdentity',
    drive: async (ctx) => {
      await openManaged(ctx);
      await submitEmail(ctx.host.page, MANAGED_EMAIL);
    },
    // Under the e-mail input (spec §8), which keeps its exit.
    expect: shown('Error checking identity', null),
    expectFor: {
      '400': { text: /We were unable to find that email address/ },
      '429': { text: TOO_MANY },
      // The answer's body is not read (spec §7 "status only"): a 200 sent the code.
      'malformed body': { text: 'Verify Account' },
    },
    // The code form has no exit: the host hides the flow.
    leave: (host) => hide(host, 'hideManagedFlow'),
  },
  {
    experience: 'managed-flow',
    call: 'verifyIdentity',
    drive: async (ctx) => {
      await toCodeForm(ctx);
      await typeCode(ctx.host.page, lastCode(ctx.harness, MANAGED_EMAIL));
    },
    // Under the code boxes (spec §8); the code form has no exit, so the host hides the flow.
    expect: shown('We could not verify your account. Please try again.', null),
    expectFor: {
      '400': { text: 'The verification code you entered is incorrect' },
      '429': { text: TOO_MANY },
    },
    leave: (host) => hide(host, 'hideManagedFlow'),
  },
];
