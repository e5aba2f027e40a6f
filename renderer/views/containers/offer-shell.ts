import type { OfferType } from '../../../contract/schemas/index.ts';
import { OFFER_TYPES } from '../../domain/offer-types.ts';
import type { MessageKey } from '../../i18n/index.ts';
import type { ActingOfferType } from '../../state/flow/offer-outcomes.ts';
import type { StepTagKind } from '../shell/step-icons.tsx';

export interface TagSpec {
  kind: StepTagKind;
  label: MessageKey;
}

/** What the shell (header, side panel, taking-action screen) reads of an offer type's rules, apart from its view. */
interface OfferShell<K extends OfferType> {
  /** Spec §2 step tag: the icon's kind and the label. */
  tag: { icon: StepTagKind; label: MessageKey };
  /** The taking-action screen's text while the offer's action runs; null for offers without an action. */
  action: K extends ActingOfferType ? { text: MessageKey } : null;
}

/**
 * The shell's part of each offer type, from the offer types' rules (`renderer/domain/offer-types/<type>.ts`),
 * whose icon kinds and message keys are checked here against the views' and the catalog's. Data only, in the
 * first step's chunk (the offer views are in the later one).
 */
const OFFER_SHELL: { readonly [K in OfferType]: OfferShell<K> } = OFFER_TYPES;

/** The step tag of an offer type. */
export function offerTag(offerType: OfferType): TagSpec {
  const { icon, label } = OFFER_SHELL[offerType].tag;
  return { kind: icon, label };
}

/** The taking-action screen's text while an acting offer type's action runs. */
export function offerActionText(offerType: ActingOfferType): MessageKey {
  const shell: OfferShell<ActingOfferType> = OFFER_SHELL[offerType];
  return shell.action.text;
}
