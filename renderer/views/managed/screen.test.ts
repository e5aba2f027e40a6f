import { describe, expect, it } from 'vitest';
import { MANAGED_FLOW_STATES } from '../../domain/managed-flow-states.ts';
import { managedFlowScreen } from './screen.ts';

describe('Managed flow screens (spec §2): loading config, e-mail form, code form, loading/checking, ready, error', () => {
  it.each([
    ['LOADING_CONFIG', false, 'loading'],
    ['EMAIL_FORM', false, 'email'],
    ['CHECKING_IDENTITY', false, 'email'],
    ['CHECKING_IDENTITY', true, 'code'],
    ['CODE_FORM', false, 'code'],
    ['VERIFYING_IDENTITY', false, 'code'],
    ['READY', false, 'loading'],
    ['ERROR', false, 'error'],
  ] as const)('%s (resending %s) shows %s', (state, resending, screen) => {
    expect(managedFlowScreen(state, resending)).toBe(screen);
  });

  it('has a screen for every state', () => {
    for (const state of MANAGED_FLOW_STATES) expect(managedFlowScreen(state, false)).toBeTruthy();
  });
});
