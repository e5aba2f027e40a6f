/**
 * The state values of spec §4 and the rules that read them. The stores hold these values; the transitions
 * below are pure so the stores and their tests share one definition.
 */

/** Loading of the widget data. */
export const LOAD_STATES = ['UNLOADED', 'LOADING', 'LOADED', 'ERROR_LOADING'] as const;
export type LoadState = (typeof LOAD_STATES)[number];

/** The cancel flow. */
export const FLOW_STATES = [
  'IN_PROGRESS',
  'MODIFYING_USER_ACCOUNT',
  'UPDATING_CARD',
  'COMPLETE',
  'ERROR',
] as const;
export type FlowState = (typeof FLOW_STATES)[number];

/** What the customer did in the flow, as far as completion is concerned. */
export interface FlowOutcome {
  canceled: boolean;
  /** Any record of the accepted offer (the offer or its session form); null when none. */
  acceptedOffer: { guid: string } | null | undefined;
}

/** The flow counts as complete only when COMPLETE and the customer canceled or accepted an offer (spec §4). */
export function isFlowComplete(state: FlowState, outcome: FlowOutcome): boolean {
  return state === 'COMPLETE' && (outcome.canceled || outcome.acceptedOffer != null);
}

/** Pause, plan change, discount, trial extension and cancel proceed only when IN_PROGRESS (spec §4 Actions). */
export function canActOnFlow(state: FlowState): boolean {
  return state === 'IN_PROGRESS';
}
