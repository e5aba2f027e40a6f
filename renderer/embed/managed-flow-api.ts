/**
 * The managed flow's public operations (spec §1): managedFlow('show', options), hideManagedFlow,
 * clearManagedFlowState. Placeholder until the managed flow lands.
 */
import { report } from './report.ts';

/** managedFlow('show', options): e-mail verification, then the cancel flow for the verified customer. */
export async function managedFlow(action: unknown, _options?: unknown) {
  return report(`managedFlow('${String(action)}') is not available in this build yet`, 'NOT_AVAILABLE');
}

export function hideManagedFlow() {
  return { ok: true };
}

export function clearManagedFlowState() {
  return { ok: true };
}
