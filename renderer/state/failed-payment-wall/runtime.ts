import type { CardSetupAttempt } from '../../domain/failed-payment.ts';
import type { KeyValueStore } from '../../domain/skip-check.ts';
import { createWallApi, type WallRuntime } from '../walls/runtime.ts';
import type { ResolvedFailedPaymentWallOptions } from './options.ts';

export type FailedPaymentWallRuntime = WallRuntime<ResolvedFailedPaymentWallOptions>;

/**
 * Confirms the card typed into the card form against a setup intent, without a redirect (spec §5). The card
 * form provides it once its fields are ready; the state never touches the card provider's script itself.
 */
export interface CardConfirmer {
  confirm(clientSecret: string): Promise<CardSetupAttempt>;
}

let current: FailedPaymentWallRuntime | null = null;
let confirmer: CardConfirmer | null = null;

/** The runtime of the current check; null before the first check. */
export function failedPaymentWallRuntime(): FailedPaymentWallRuntime | null {
  return current;
}

export function setFailedPaymentWallRuntime(runtime: FailedPaymentWallRuntime | null): void {
  current = runtime;
  confirmer = null;
}

/** The card form registers (or, when unmounted, removes) how its card is confirmed. */
export function setCardConfirmer(next: CardConfirmer | null): void {
  confirmer = next;
}

export function cardConfirmer(): CardConfirmer | null {
  return confirmer;
}

/** A runtime for a check with these options, talking to the real API. */
export function createFailedPaymentWallRuntime(
  options: ResolvedFailedPaymentWallOptions,
  store: KeyValueStore,
  newKey: () => string,
): FailedPaymentWallRuntime {
  return { options, api: createWallApi(options, () => null), now: () => new Date(), newKey, store };
}
