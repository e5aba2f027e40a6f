/** The editor's words for the blueprint's types (dashboard text, English like the rest of the dashboard). */
import type { OfferType, StepType } from '../../contract/schemas/index.ts';

export const STEP_LABELS = {
  SURVEY: 'Survey',
  OFFER: 'Offer',
  FREEFORM: 'Free-text feedback',
  CONFIRM: 'Confirm cancellation',
} satisfies Record<StepType, string>;

export const OFFER_LABELS = {
  PAUSE: 'Pause',
  DISCOUNT: 'Discount',
  TRIAL_EXTENSION: 'Trial extension',
  PLAN_CHANGE: 'Plan change',
  CONTACT: 'Contact us',
  REDIRECT: 'Redirect',
  DOWNGRADE: 'Downgrade (e.g. to a free plan)',
} satisfies Record<OfferType, string>;
