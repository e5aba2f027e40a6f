import type { OfferType } from '../../../contract/schemas/index.ts';
import type { CompleteVariant } from './store.ts';

/**
 * What accepting each offer type does to the flow (spec §4 Actions): the complete screen its action ends on,
 * or null for the offers that act by leaving the widget (CONTACT opens a mail, REDIRECT a page). An offer type
 * with an outcome is an action the flow runs: the taking-action screen needs its text (views' OFFER_SHELL)
 * and its runner must end on this screen (run-action.ts ties `complete` to it). Data only: the main chunk
 * reads it, the runners stay in the later chunk.
 */
export const OFFER_OUTCOMES = {
  PAUSE: 'PAUSED',
  DISCOUNT: 'DISCOUNT_APPLIED',
  TRIAL_EXTENSION: 'TRIAL_EXTENDED',
  PLAN_CHANGE: 'PLAN_CHANGED',
  CONTACT: null,
  REDIRECT: null,
  DOWNGRADE: 'DOWNGRADED',
} as const satisfies { [K in OfferType]: CompleteVariant['kind'] | null };

/** The offer types whose acceptance runs an action through the backend (or the host's handler). */
export type ActingOfferType = {
  [K in OfferType]: (typeof OFFER_OUTCOMES)[K] extends null ? never : K;
}[OfferType];

/** The action in flight (taking-action screen): the cancel or an acting offer. */
export type FlowAction = 'CANCEL' | ActingOfferType;

/** The complete screen an action ends on. */
export type CompleteOf<A extends FlowAction> = Extract<
  CompleteVariant,
  { kind: A extends ActingOfferType ? (typeof OFFER_OUTCOMES)[A] : 'CANCELED' }
>;
