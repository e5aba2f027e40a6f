import type { OfferType, Step } from '../../../contract/schemas/index.ts';
import type { MessageKey } from '../../i18n/index.ts';
import type { StepTagKind } from '../shell/step-icons.tsx';

export interface TagSpec {
  kind: StepTagKind;
  label: MessageKey;
}

/** Spec §2 step tags of the offer types (contact and redirect are both 'Let Us Help'). */
const OFFER_TAGS = {
  DISCOUNT: { kind: 'discount', label: 'stepTag.discount' },
  PAUSE: { kind: 'pause', label: 'stepTag.pause' },
  CONTACT: { kind: 'help', label: 'stepTag.help' },
  REDIRECT: { kind: 'help', label: 'stepTag.help' },
  PLAN_CHANGE: { kind: 'plans', label: 'stepTag.planChange' },
  TRIAL_EXTENSION: { kind: 'trial', label: 'stepTag.trialExtension' },
} as const satisfies { [K in OfferType]: TagSpec };

const FEEDBACK: TagSpec = { kind: 'feedback', label: 'stepTag.feedback' };

/** The tag of a step; an offer's tag comes from its offer type. */
export function stepTagOf(step: Step | null, offerType: OfferType | null): TagSpec {
  if (offerType) return OFFER_TAGS[offerType];
  if (step?.stepType === 'CONFIRM') return { kind: 'confirm', label: 'stepTag.confirm' };
  return FEEDBACK;
}

/** Tags of the outcome screens. */
export const OUTCOME_TAGS = {
  cancelled: { kind: 'cancelled', label: 'stepTag.cancelled' },
  accepted: { kind: 'accepted', label: 'stepTag.offerAccepted' },
  error: { kind: 'error', label: 'stepTag.error' },
} as const satisfies Record<string, TagSpec>;
