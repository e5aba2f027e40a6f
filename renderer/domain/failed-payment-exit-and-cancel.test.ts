import { describe, expect, it } from 'vitest';
import { canExitFailedPaymentWall, isFailedPaymentCancelVisible } from './failed-payment.ts';
import { FAILED_PAYMENT_WALL_STATES } from './wall-states.ts';

describe('Exit allowed if soft, when the card is successful, or within the grace period', () => {
  it('is not allowed on a hard wall past grace', () => {
    expect(canExitFailedPaymentWall({ soft: false, state: 'FAILED_PAYMENT_WALL', withinGrace: false })).toBe(
      false,
    );
    expect(canExitFailedPaymentWall({ soft: false, state: 'ERROR', withinGrace: false })).toBe(false);
  });

  it('is allowed on a soft wall', () => {
    expect(canExitFailedPaymentWall({ soft: true, state: 'FAILED_PAYMENT_WALL', withinGrace: false })).toBe(
      true,
    );
  });

  it('is allowed once the card succeeded', () => {
    expect(canExitFailedPaymentWall({ soft: false, state: 'CARD_SUCCESSFUL', withinGrace: false })).toBe(
      true,
    );
  });

  it('is allowed once the subscription was cancelled from the wall (our addition)', () => {
    expect(canExitFailedPaymentWall({ soft: false, state: 'CANCELED', withinGrace: false })).toBe(true);
  });

  it('is allowed within the grace period', () => {
    expect(canExitFailedPaymentWall({ soft: false, state: 'FAILED_PAYMENT_WALL', withinGrace: true })).toBe(
      true,
    );
  });
});

describe('The cancel button shows only if the host gave a cancel handler, the state is not canceled or card successful, and there was no cancel error', () => {
  it('shows in the other states when the host gave a handler', () => {
    const visible = FAILED_PAYMENT_WALL_STATES.filter((state) =>
      isFailedPaymentCancelVisible({ hasCancelHandler: true, state, cancelError: false }),
    );
    expect(visible.sort()).toEqual([
      'ERROR',
      'FAILED_PAYMENT_WALL',
      'MODIFYING_USER_ACCOUNT',
      'UPDATING_CARD',
    ]);
  });

  it('never shows without a handler', () => {
    expect(
      isFailedPaymentCancelVisible({
        hasCancelHandler: false,
        state: 'FAILED_PAYMENT_WALL',
        cancelError: false,
      }),
    ).toBe(false);
  });

  it('hides after a cancel error', () => {
    expect(isFailedPaymentCancelVisible({ hasCancelHandler: true, state: 'ERROR', cancelError: true })).toBe(
      false,
    );
  });
});
