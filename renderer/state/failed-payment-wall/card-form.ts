import { nextFailedPaymentWallState } from '../../domain/wall-states.ts';
import { FAILED_PAYMENT_WALL_ERRORS } from '../../domain/walls.ts';
import { reportWallFailure } from '../walls/report.ts';
import { type CardConfirmer, failedPaymentWallRuntime, setCardConfirmer } from './runtime.ts';
import { failedPaymentWall } from './store.ts';

/** The card form's fields are ready: the update button may confirm through it. */
export function cardFormReady(confirmer: CardConfirmer): void {
  setCardConfirmer(confirmer);
  failedPaymentWall.cardForm = 'ready';
}

/** The card form went away (the wall moved on or closed): a new one starts from scratch. */
export function cardFormGone(): void {
  setCardConfirmer(null);
  if (failedPaymentWall.cardForm === 'ready') failedPaymentWall.cardForm = 'loading';
  failedPaymentWall.cardComplete = false;
  failedPaymentWall.cardError = null;
}

/** The card fields changed: whether they are complete, and their own validation message. */
export function cardChanged(change: { complete: boolean; error: string | null }): void {
  failedPaymentWall.cardComplete = change.complete;
  failedPaymentWall.cardError = change.error;
}

/**
 * The card provider's script could not be loaded (blocked, offline, a wrong key): the wall cannot take a
 * card, so it moves to ERROR with a FAILED_PAYMENT_WALL_INITIALIZATION_ERROR; Back mounts a fresh form.
 */
export function cardFormFailed(error: unknown): void {
  const runtime = failedPaymentWallRuntime();
  setCardConfirmer(null);
  failedPaymentWall.cardForm = 'failed';
  if (!runtime || failedPaymentWall.state !== 'FAILED_PAYMENT_WALL') return;
  failedPaymentWall.state = nextFailedPaymentWallState(failedPaymentWall.state, 'FAILED');
  const detail = reportWallFailure(
    runtime,
    FAILED_PAYMENT_WALL_ERRORS.initialization,
    error,
    failedPaymentWall.customer,
  );
  failedPaymentWall.error = { key: 'failedPayment.cardFormUnavailable', detail };
}
