import type { FlowApiClient } from '../../api/flow-client.ts';
import type { ResolvedInitOptions } from '../init-options.ts';

/** The flow's non-reactive dependencies, set at init: options, the API client and the clock. */
export interface FlowRuntime {
  options: ResolvedInitOptions;
  api: FlowApiClient;
  now: () => Date;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
  /** Makes an idempotency key (session key, action intent). */
  newKey: () => string;
}

let current: FlowRuntime | null = null;

export function setFlowRuntime(runtime: FlowRuntime | null): void {
  current = runtime;
}

/** The runtime; null before init (public methods check and report instead of throwing). */
export function flowRuntime(): FlowRuntime | null {
  return current;
}

/** The current init's options as init takes them again (update, the managed flow's hand-back); null before init. */
export function currentInitInput(): Record<string, unknown> | null {
  if (!current) return null;
  const { wellFormedDynamicOffers: _derived, ...options } = current.options;
  return options;
}
