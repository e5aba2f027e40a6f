import type { SessionOutcome } from '../../../contract/dashboard-api.ts';
import type { OfferType } from '../../../contract/schemas/index.ts';
import type { OfferOf } from '../../../contract/schemas/offer.ts';
import type { SkipCheck } from './checks.ts';

/**
 * Everything about one offer type that is not its lazy view or runner (issue 18 item 3): one of these per type,
 * in `offer-types/<type>.ts`, listed once in `OFFER_TYPES` (`renderer/domain/offer-types.ts`). The layers above
 * read their part of it and check its names against their own types: the step tag's icon (views'
 * `StepTagKind`) and texts (i18n's `MessageKey`) in `views/containers/offer-shell.ts`, the complete screen
 * (state's `CompleteVariant`) in `state/flow/offer-outcomes.ts`. The server reads the session outcome and the
 * plan an offer grants; the widget and the server read the skip checks.
 */
export interface OfferTypeRules<K extends OfferType> {
  /** Spec §5 offer visibility: the skip checks in order, each with its reason and relaxation. */
  checks: readonly SkipCheck<K>[];
  /** Spec §2 step tag: the icon's kind and the label's message key. */
  tag: { icon: string; label: string };
  /**
   * What accepting the offer runs (spec §4 Actions): the taking-action text's message key, the kind of the
   * complete screen the action ends on, and whether that screen throws confetti (spec §2). Null for an offer
   * that acts by leaving the widget (CONTACT opens a mail, REDIRECT a page).
   */
  action: { text: string; complete: string; confetti: boolean } | null;
  /** What a session that accepted the offer counts as on the dashboard (its results, its saves). */
  sessionOutcome: SessionOutcome;
  /**
   * The plan an accepted offer of the type moves the subscription to through update-plan, when it names one
   * (a downgrade's plan; plan change offers a choice and is checked by its own rules): the server accepts
   * that plan for a served, visible offer and records the offer as the one accepted.
   */
  grantsPlan?: (offer: OfferOf<K>) => string;
}
