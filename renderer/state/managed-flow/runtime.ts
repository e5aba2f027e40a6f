import type { IdentityCalls } from '../../api/calls/identity.ts';
import type { FlowApiClient } from '../../api/flow-client.ts';
import type { ResolvedManagedFlowOptions } from './options.ts';

/** Who the e-mailed code proved the customer to be (spec §3 Verify-identity response). */
export interface VerifiedIdentity {
  customerId: string;
  /** The auth hash the cancel flow is initialised with. */
  hmac: string;
}

/** The result of starting the cancel flow for the verified customer. */
export type CancelFlowStart = { ok: true } | { ok: false; message: string };

/** The managed flow's non-reactive dependencies, set when it is shown. */
export interface ManagedFlowRuntime {
  options: ResolvedManagedFlowOptions;
  api: Pick<FlowApiClient & IdentityCalls, 'getBranding' | 'checkIdentity' | 'verifyIdentity' | 'logError'>;
  /**
   * Restarts as the cancel flow with the returned hash and customer id (spec §4): the embed layer's init
   * and show, which also remove the managed flow's own UI.
   */
  startCancelFlow: (identity: VerifiedIdentity) => Promise<CancelFlowStart>;
}

let current: ManagedFlowRuntime | null = null;

export function setManagedFlowRuntime(runtime: ManagedFlowRuntime | null): void {
  current = runtime;
}

/** The runtime; null before `managedFlow('show', …)`. */
export function managedFlowRuntime(): ManagedFlowRuntime | null {
  return current;
}
