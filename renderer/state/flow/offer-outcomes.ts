import type { OfferType } from '../../../contract/schemas/index.ts';
import { OFFER_TYPES } from '../../domain/offer-types.ts';
import type { CompleteVariant } from './store.ts';

/**
 * What accepting each offer type does to the flow (spec §4 Actions), from the offer types' rules
 * (`renderer/domain/offer-types/<type>.ts` `action`): the complete screen its action ends on, or no action for
 * the offers that act by leaving the widget (CONTACT opens a mail, REDIRECT a page). An offer type with an
 * action is one the flow runs: the taking-action screen shows its text (views' offer-shell.ts) and its runner
 * must end on this screen (run-action.ts ties `complete` to it).
 */
type OfferActions = typeof OFFER_TYPES;

/** Each acting offer's complete screen is one of the store's complete screens (a typo fails here). */
OFFER_TYPES satisfies { [K in OfferType]: { action: { complete: CompleteVariant['kind'] } | null } };

/** The offer types whose acceptance runs an action through the backend (or the host's handler). */
export type ActingOfferType = {
  [K in OfferType]: OfferActions[K]['action'] extends null ? never : K;
}[OfferType];

/** The kind of complete screen an acting offer type's action ends on. */
type OutcomeOf<K extends ActingOfferType> = NonNullable<OfferActions[K]['action']>['complete'];

/** The action in flight (taking-action screen): the cancel or an acting offer. */
export type FlowAction = 'CANCEL' | ActingOfferType;

/** The complete screen an action ends on. */
export type CompleteOf<A extends FlowAction> = Extract<
  CompleteVariant,
  { kind: A extends ActingOfferType ? OutcomeOf<A> : 'CANCELED' }
>;

/** Whether the complete screen of this kind ends an accepted offer whose rules throw confetti (spec §2). */
export function offerCompleteThrowsConfetti(kind: CompleteVariant['kind']): boolean {
  return Object.values(OFFER_TYPES).some((rules) => rules.action?.complete === kind && rules.action.confetti);
}
