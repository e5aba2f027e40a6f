import { describe, expect, it } from 'vitest';
import {
  INITIAL_MANAGED_FLOW,
  isManagedFlowExitVisible,
  MANAGED_FLOW_STATES,
  type ManagedFlowEvent,
  type ManagedFlowModel,
  reduceManagedFlow,
} from './managed-flow-states.ts';
import { canActOnFlow, FLOW_STATES, isFlowComplete, LOAD_STATES } from './states.ts';
import {
  canActOnPauseWall,
  FAILED_PAYMENT_WALL_STATES,
  nextFailedPaymentWallState,
  nextPauseWallState,
  PAUSE_WALL_STATES,
} from './wall-states.ts';

function run(events: ManagedFlowEvent[], from: ManagedFlowModel = INITIAL_MANAGED_FLOW): ManagedFlowModel {
  return events.reduce(reduceManagedFlow, from);
}

describe('spec §4 state values', () => {
  it('names the states exactly as the spec does', () => {
    expect(LOAD_STATES).toEqual(['UNLOADED', 'LOADING', 'LOADED', 'ERROR_LOADING']);
    expect(FLOW_STATES).toEqual([
      'IN_PROGRESS',
      'MODIFYING_USER_ACCOUNT',
      'UPDATING_CARD',
      'COMPLETE',
      'ERROR',
    ]);
    expect(PAUSE_WALL_STATES).toEqual([
      'PAUSE_WALL',
      'MODIFYING_USER_ACCOUNT',
      'RESUMED',
      'CANCELED',
      'ERROR',
    ]);
    expect([...FAILED_PAYMENT_WALL_STATES].sort()).toEqual([
      'CANCELED',
      'CARD_SUCCESSFUL',
      'ERROR',
      'FAILED_PAYMENT_WALL',
      'MODIFYING_USER_ACCOUNT',
      'UPDATING_CARD',
    ]);
    expect(MANAGED_FLOW_STATES).toEqual([
      'LOADING_CONFIG',
      'EMAIL_FORM',
      'CHECKING_IDENTITY',
      'CODE_FORM',
      'VERIFYING_IDENTITY',
      'READY',
      'ERROR',
    ]);
  });
});

describe('The flow counts as complete only when COMPLETE and the customer canceled or accepted an offer', () => {
  it('is complete after a cancel', () => {
    expect(isFlowComplete('COMPLETE', { canceled: true, acceptedOffer: null })).toBe(true);
  });

  it('is complete after an accepted offer', () => {
    expect(isFlowComplete('COMPLETE', { canceled: false, acceptedOffer: { guid: 'o1' } })).toBe(true);
  });

  it('is not complete when COMPLETE shows an already-applied state without a choice this session', () => {
    expect(isFlowComplete('COMPLETE', { canceled: false, acceptedOffer: null })).toBe(false);
    expect(isFlowComplete('COMPLETE', { canceled: false, acceptedOffer: undefined })).toBe(false);
  });

  it('is not complete in any other state, whatever the outcome', () => {
    for (const state of FLOW_STATES.filter((s) => s !== 'COMPLETE')) {
      expect(isFlowComplete(state, { canceled: true, acceptedOffer: { guid: 'o1' } })).toBe(false);
    }
  });
});

describe('Actions proceed only when IN_PROGRESS', () => {
  it('allows actions in progress and nowhere else', () => {
    expect(FLOW_STATES.filter(canActOnFlow)).toEqual(['IN_PROGRESS']);
  });
});

describe('Pause wall: cancel or resume act only from PAUSE_WALL', () => {
  it('allows acting only on the wall itself', () => {
    expect(PAUSE_WALL_STATES.filter(canActOnPauseWall)).toEqual(['PAUSE_WALL']);
  });

  it('goes PAUSE_WALL → MODIFYING_USER_ACCOUNT → RESUMED, CANCELED or ERROR', () => {
    const modifying = nextPauseWallState('PAUSE_WALL', 'ACTION_STARTED');
    expect(modifying).toBe('MODIFYING_USER_ACCOUNT');
    expect(nextPauseWallState(modifying, 'RESUMED')).toBe('RESUMED');
    expect(nextPauseWallState(modifying, 'CANCELED')).toBe('CANCELED');
    expect(nextPauseWallState(modifying, 'FAILED')).toBe('ERROR');
  });

  it('ignores a second action while one is running and anything after the end', () => {
    expect(nextPauseWallState('MODIFYING_USER_ACCOUNT', 'ACTION_STARTED')).toBe('MODIFYING_USER_ACCOUNT');
    expect(nextPauseWallState('RESUMED', 'CANCELED')).toBe('RESUMED');
    expect(nextPauseWallState('CANCELED', 'FAILED')).toBe('CANCELED');
  });
});

describe('Failed-payment wall: FAILED_PAYMENT_WALL, UPDATING_CARD, then CARD_SUCCESSFUL or ERROR', () => {
  it('updates the card and succeeds', () => {
    const updating = nextFailedPaymentWallState('FAILED_PAYMENT_WALL', 'CARD_UPDATE_STARTED');
    expect(updating).toBe('UPDATING_CARD');
    expect(nextFailedPaymentWallState(updating, 'CARD_SUCCEEDED')).toBe('CARD_SUCCESSFUL');
  });

  it('moves to ERROR when the card update fails, and retry from error returns to the wall state', () => {
    const error = nextFailedPaymentWallState('UPDATING_CARD', 'FAILED');
    expect(error).toBe('ERROR');
    expect(nextFailedPaymentWallState(error, 'RETRY')).toBe('FAILED_PAYMENT_WALL');
  });

  it('also cancels through MODIFYING_USER_ACCOUNT to CANCELED', () => {
    const modifying = nextFailedPaymentWallState('FAILED_PAYMENT_WALL', 'CANCEL_STARTED');
    expect(modifying).toBe('MODIFYING_USER_ACCOUNT');
    expect(nextFailedPaymentWallState(modifying, 'CANCELED')).toBe('CANCELED');
  });

  it('retry does nothing outside the error state; a finished wall stays finished', () => {
    expect(nextFailedPaymentWallState('UPDATING_CARD', 'RETRY')).toBe('UPDATING_CARD');
    expect(nextFailedPaymentWallState('CARD_SUCCESSFUL', 'FAILED')).toBe('CARD_SUCCESSFUL');
    expect(nextFailedPaymentWallState('CANCELED', 'RETRY')).toBe('CANCELED');
  });
});

describe('Managed flow: e-mail goes to checking, then code form (on failure back to the e-mail form with an error)', () => {
  const emailForm = run([{ type: 'CONFIG_LOADED' }]);

  it('starts loading the config and shows the e-mail form once loaded', () => {
    expect(INITIAL_MANAGED_FLOW.state).toBe('LOADING_CONFIG');
    expect(emailForm).toEqual({ state: 'EMAIL_FORM', email: null, error: null });
  });

  it('checks the submitted e-mail, trimmed, then shows the code form', () => {
    const checking = run([{ type: 'EMAIL_SUBMITTED', email: '  ada@example.com ' }], emailForm);
    expect(checking).toEqual({ state: 'CHECKING_IDENTITY', email: 'ada@example.com', error: null });
    expect(run([{ type: 'IDENTITY_CHECKED' }], checking).state).toBe('CODE_FORM');
  });

  it('returns to the e-mail form with the error when the check fails', () => {
    const back = run(
      [
        { type: 'EMAIL_SUBMITTED', email: 'nobody@example.com' },
        { type: 'IDENTITY_CHECK_FAILED', error: 'Too many requests. Please try again later.' },
      ],
      emailForm,
    );
    expect(back).toEqual({
      state: 'EMAIL_FORM',
      email: 'nobody@example.com',
      error: 'Too many requests. Please try again later.',
    });
  });

  it('a new submit clears the previous error', () => {
    const failed = run(
      [
        { type: 'EMAIL_SUBMITTED', email: 'a@example.com' },
        { type: 'IDENTITY_CHECK_FAILED', error: 'nope' },
        { type: 'EMAIL_SUBMITTED', email: 'b@example.com' },
      ],
      emailForm,
    );
    expect(failed.error).toBeNull();
    expect(failed.email).toBe('b@example.com');
  });

  it('ignores a second submit while checking (the first answer decides)', () => {
    const checking = run([{ type: 'EMAIL_SUBMITTED', email: 'a@example.com' }], emailForm);
    expect(reduceManagedFlow(checking, { type: 'EMAIL_SUBMITTED', email: 'b@example.com' })).toBe(checking);
  });
});

describe('Managed flow: code goes to verifying, then ready (on failure back to the code form)', () => {
  const codeForm = run([
    { type: 'CONFIG_LOADED' },
    { type: 'EMAIL_SUBMITTED', email: 'ada@example.com' },
    { type: 'IDENTITY_CHECKED' },
  ]);

  it('verifies the code and becomes ready', () => {
    const verifying = reduceManagedFlow(codeForm, { type: 'CODE_SUBMITTED' });
    expect(verifying.state).toBe('VERIFYING_IDENTITY');
    expect(reduceManagedFlow(verifying, { type: 'IDENTITY_VERIFIED' })).toEqual({
      state: 'READY',
      email: 'ada@example.com',
      error: null,
    });
  });

  it('returns to the code form with the error when verification fails', () => {
    const back = run(
      [
        { type: 'CODE_SUBMITTED' },
        { type: 'IDENTITY_VERIFY_FAILED', error: 'The verification code you entered is incorrect' },
      ],
      codeForm,
    );
    expect(back.state).toBe('CODE_FORM');
    expect(back.error).toBe('The verification code you entered is incorrect');
  });

  it('editing the code clears the error and keeps the code form', () => {
    const failed = run(
      [{ type: 'CODE_SUBMITTED' }, { type: 'IDENTITY_VERIFY_FAILED', error: 'wrong' }],
      codeForm,
    );
    expect(reduceManagedFlow(failed, { type: 'INPUT_EDITED' })).toEqual({ ...failed, error: null });
  });

  it('resending the code checks the same e-mail again', () => {
    const resent = reduceManagedFlow(codeForm, { type: 'RESEND_CODE' });
    expect(resent).toEqual({ state: 'CHECKING_IDENTITY', email: 'ada@example.com', error: null });
    expect(reduceManagedFlow(resent, { type: 'IDENTITY_CHECKED' }).state).toBe('CODE_FORM');
  });

  it('ignores a verification answer that arrives when not verifying', () => {
    expect(reduceManagedFlow(codeForm, { type: 'IDENTITY_VERIFIED' })).toBe(codeForm);
    expect(reduceManagedFlow(INITIAL_MANAGED_FLOW, { type: 'CODE_SUBMITTED' })).toBe(INITIAL_MANAGED_FLOW);
  });

  it('any failure outside the forms moves to ERROR with its message; reset starts over', () => {
    const error = reduceManagedFlow(INITIAL_MANAGED_FLOW, {
      type: 'FAILED',
      error: 'Email-based verification is not enabled for your account.',
    });
    expect(error.state).toBe('ERROR');
    expect(error.error).toBe('Email-based verification is not enabled for your account.');
    expect(reduceManagedFlow(error, { type: 'RESET' })).toEqual(INITIAL_MANAGED_FLOW);
  });
});

describe('Managed flow: the code form leads back to the e-mail form (its way out, spec §2 giving it no exit)', () => {
  const codeForm = run([
    { type: 'CONFIG_LOADED' },
    { type: 'EMAIL_SUBMITTED', email: 'ada@exmaple.com' },
    { type: 'IDENTITY_CHECKED' },
  ]);

  it('goes back to the e-mail form with the e-mail kept, where the exit shows', () => {
    const back = reduceManagedFlow(codeForm, { type: 'CHANGE_EMAIL' });
    expect(back).toEqual({ state: 'EMAIL_FORM', email: 'ada@exmaple.com', error: null });
    expect(isManagedFlowExitVisible(back.state)).toBe(true);
  });

  it('clears the error shown under the code boxes', () => {
    const failed = run(
      [{ type: 'CODE_SUBMITTED' }, { type: 'IDENTITY_VERIFY_FAILED', error: 'error.wrongCode' }],
      codeForm,
    );
    expect(reduceManagedFlow(failed, { type: 'CHANGE_EMAIL' })).toEqual({
      state: 'EMAIL_FORM',
      email: 'ada@exmaple.com',
      error: null,
    });
  });

  it('not while the code is verified or a new one sent, nor from any other state', () => {
    const verifying = reduceManagedFlow(codeForm, { type: 'CODE_SUBMITTED' });
    const resending = reduceManagedFlow(codeForm, { type: 'RESEND_CODE' });
    const emailForm = run([{ type: 'CONFIG_LOADED' }]);
    const error = reduceManagedFlow(codeForm, { type: 'FAILED', error: 'error.loading' });
    for (const model of [verifying, resending, emailForm, error, INITIAL_MANAGED_FLOW]) {
      expect(reduceManagedFlow(model, { type: 'CHANGE_EMAIL' })).toBe(model);
    }
  });

  it('a new address then checks that one', () => {
    const checking = run(
      [{ type: 'CHANGE_EMAIL' }, { type: 'EMAIL_SUBMITTED', email: 'ada@example.com' }],
      codeForm,
    );
    expect(checking).toEqual({ state: 'CHECKING_IDENTITY', email: 'ada@example.com', error: null });
  });
});

describe('Managed flow: the exit button shows only in the error and e-mail states', () => {
  it('is visible exactly in ERROR and EMAIL_FORM', () => {
    expect(MANAGED_FLOW_STATES.filter(isManagedFlowExitVisible).sort()).toEqual(['EMAIL_FORM', 'ERROR']);
  });
});
