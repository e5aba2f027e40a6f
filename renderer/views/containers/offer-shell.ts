import type { OfferType } from '../../../contract/schemas/index.ts';
import type { MessageKey } from '../../i18n/index.ts';
import type { ActingOfferType } from '../../state/flow/offer-outcomes.ts';
import type { StepTagKind } from '../shell/step-icons.tsx';

export interface TagSpec {
  kind: StepTagKind;
  label: MessageKey;
}

/** What the shell (header, side panel, taking-action screen) shows of an offer type, apart from its view. */
interface OfferShell<K extends OfferType> {
  /** Spec §2 step tag: icon kind and label. */
  tag: TagSpec;
  /** The taking-action screen's text while the offer's action runs; null for offers without an action. */
  actionText: K extends ActingOfferType ? MessageKey : null;
}

/**
 * The shell's part of each offer type, in the first step's chunk (the offer views are in the later one).
 * Contact and redirect are both 'Let Us Help' (spec §2).
 */
export const OFFER_SHELL = {
  PAUSE: { tag: { kind: 'pause', label: 'stepTag.pause' }, actionText: 'action.pause' },
  DISCOUNT: { tag: { kind: 'discount', label: 'stepTag.discount' }, actionText: 'action.discount' },
  TRIAL_EXTENSION: {
    tag: { kind: 'trial', label: 'stepTag.trialExtension' },
    actionText: 'action.trialExtension',
  },
  PLAN_CHANGE: { tag: { kind: 'plans', label: 'stepTag.planChange' }, actionText: 'action.planChange' },
  CONTACT: { tag: { kind: 'help', label: 'stepTag.help' }, actionText: null },
  REDIRECT: { tag: { kind: 'help', label: 'stepTag.help' }, actionText: null },
  DOWNGRADE: { tag: { kind: 'plans', label: 'stepTag.downgrade' }, actionText: 'action.downgrade' },
} as const satisfies { [K in OfferType]: OfferShell<K> };
