import type { OfferType, Step } from '../../../contract/schemas/index.ts';
import { offerTag, type TagSpec } from './offer-shell.ts';

export type { TagSpec } from './offer-shell.ts';

const FEEDBACK: TagSpec = { kind: 'feedback', label: 'stepTag.feedback' };

/** The tag of a step; an offer's tag comes from its offer type. */
export function stepTagOf(step: Step | null, offerType: OfferType | null): TagSpec {
  if (offerType) return offerTag(offerType);
  if (step?.stepType === 'CONFIRM') return { kind: 'confirm', label: 'stepTag.confirm' };
  return FEEDBACK;
}

/** Tags of the outcome screens. */
export const OUTCOME_TAGS = {
  cancelled: { kind: 'cancelled', label: 'stepTag.cancelled' },
  accepted: { kind: 'accepted', label: 'stepTag.offerAccepted' },
  error: { kind: 'error', label: 'stepTag.error' },
} as const satisfies Record<string, TagSpec>;
