/**
 * How services answer without knowing HTTP: a value, or a failure with a reason and a readable message.
 * The routes map reasons to statuses (http/status-of.ts); kept answers (idempotency) store outcomes.
 */

/** Why a call failed, in the contract's terms. */
export type FailureReason =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'payment-failed'
  | 'key-reused'
  | 'too-many'
  | 'unavailable';

export interface Failure {
  ok: false;
  reason: FailureReason;
  message: string;
}

export type Outcome<T> = { ok: true; value: T } | Failure;

export function success<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

export function failure(reason: FailureReason, message: string): Failure {
  return { ok: false, reason, message };
}

/** Thrown where a failure must unwind several calls (inside transactions); services turn it into a Failure. */
export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  constructor(
    readonly reason: FailureReason,
    message: string,
  ) {
    super(message);
  }

  toFailure(): Failure {
    return failure(this.reason, this.message);
  }
}
