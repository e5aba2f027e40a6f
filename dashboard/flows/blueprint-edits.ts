/**
 * The flow editor's edits, as pure functions from one draft (the blueprint's wire form) to the next: the form
 * calls them and keeps the result; what may be published is decided by checkDraft, never here.
 */
import type {
  BlueprintInput,
  Coupon,
  OfferInput,
  OfferType,
  StepInput,
  StepType,
} from '../../contract/schemas/index.ts';
import { OFFERS } from './offers/index.ts';

/** A fresh id for a step, choice or offer; random so two authors' additions never collide. */
export function newGuid(prefix: string): string {
  return `${prefix}_${crypto.randomUUID().slice(0, 8)}`;
}

/** A new offer of a type, as its descriptor makes one (offers/), with a fresh id. */
export function newOffer(type: OfferType, coupons: readonly Coupon[]): OfferInput {
  return OFFERS[type].create(newGuid('offer'), coupons);
}

/**
 * The fields every offer type has (contract/schemas/offer.ts's common entries) that an author sets and a
 * change of type keeps; the id is not among them (a retyped offer is a new offer, as a version's changes say).
 */
const SHARED_OFFER_FIELDS = [
  'header',
  'description',
  'dynamic',
  'validOfferPlans',
  'validTestOfferPlans',
  'validTestCoupons',
] as const satisfies readonly (keyof OfferInput)[];

/**
 * The offer changed to another type: that type's new offer, keeping what the two share (the headline, the
 * description and the other common fields), so changing the type does not silently empty the texts.
 */
export function retypeOffer(offer: OfferInput, type: OfferType, coupons: readonly Coupon[]): OfferInput {
  const kept = Object.fromEntries(
    SHARED_OFFER_FIELDS.filter((field) => offer[field] !== undefined).map((field) => [field, offer[field]]),
  );
  return { ...newOffer(type, coupons), ...kept };
}

/** A new step of each type; a new survey has no choices yet, which checkDraft names until one is added. */
export function newStep(type: StepType, coupons: readonly Coupon[]): StepInput {
  const guid = newGuid('step');
  switch (type) {
    case 'SURVEY':
      return { guid, stepType: 'SURVEY', survey: { choices: [] } };
    case 'OFFER':
      return { guid, stepType: 'OFFER', offer: newOffer('PAUSE', coupons) };
    case 'FREEFORM':
      return { guid, stepType: 'FREEFORM' };
    case 'CONFIRM':
      return { guid, stepType: 'CONFIRM' };
  }
}

/** The draft with one step replaced by `edit(step)`; every other step as it was. */
export function mapStep(
  draft: BlueprintInput,
  guid: string,
  edit: (step: StepInput) => StepInput,
): BlueprintInput {
  return { ...draft, steps: draft.steps.map((step) => (step.guid === guid ? edit(step) : step)) };
}

export function addStep(draft: BlueprintInput, step: StepInput): BlueprintInput {
  return { ...draft, steps: [...draft.steps, step] };
}

/**
 * Removes a step. Other steps' links to it fall back to the order ("the next step in order", "the step the
 * customer came from"), as the author would expect, rather than dangle and keep Publish disabled.
 */
export function removeStep(draft: BlueprintInput, guid: string): BlueprintInput {
  const unlinked = (target: string | null | undefined) => (target === guid ? null : target);
  return {
    ...draft,
    steps: draft.steps
      .filter((step) => step.guid !== guid)
      .map((step) =>
        step.defaultNextStep === guid || step.defaultPreviousStep === guid
          ? {
              ...step,
              defaultNextStep: unlinked(step.defaultNextStep),
              defaultPreviousStep: unlinked(step.defaultPreviousStep),
            }
          : step,
      ),
  };
}

export function setStepEnabled(draft: BlueprintInput, guid: string, enabled: boolean): BlueprintInput {
  return mapStep(draft, guid, (step) => ({ ...step, enabled }));
}

/** A step's texts every type has (spec §3): the header, and the description (markup the widget sanitises). */
export type StepText = 'header' | 'description';

export function setStepText(
  draft: BlueprintInput,
  guid: string,
  field: StepText,
  text: string,
): BlueprintInput {
  return mapStep(draft, guid, (step) =>
    field === 'header' ? { ...step, header: text } : { ...step, description: text },
  );
}

/** A step's links (spec §4 "Step navigation"): where Next and Back lead; null lets the order stand in. */
export type StepLink = 'defaultNextStep' | 'defaultPreviousStep';

/** Links a step to another step, or unlinks it (null); loops it makes are checkDraft's to name. */
export function setStepLink(
  draft: BlueprintInput,
  guid: string,
  link: StepLink,
  target: string | null,
): BlueprintInput {
  return mapStep(draft, guid, (step) =>
    link === 'defaultNextStep'
      ? { ...step, defaultNextStep: target }
      : { ...step, defaultPreviousStep: target },
  );
}

type FreeformConfigInput = NonNullable<Extract<StepInput, { stepType: 'FREEFORM' }>['freeformConfig']>;

/** Changes a free-form step's settings (whether an answer is required, its minimum length). */
export function setFreeformConfig(
  draft: BlueprintInput,
  guid: string,
  change: Partial<FreeformConfigInput>,
): BlueprintInput {
  return mapStep(draft, guid, (step) =>
    step.stepType === 'FREEFORM' ? { ...step, freeformConfig: { ...step.freeformConfig, ...change } } : step,
  );
}

type ConfirmConfigInput = NonNullable<Extract<StepInput, { stepType: 'CONFIRM' }>['confirmConfig']>;
export type DiscountNoticeInput = NonNullable<ConfirmConfigInput['discountNotice']>;

/**
 * Sets a confirm step's discount notice (shown to a customer who has a discount they would lose), or removes
 * it with null. Empty texts are the widget's own defaults.
 */
export function setDiscountNotice(
  draft: BlueprintInput,
  guid: string,
  notice: DiscountNoticeInput | null,
): BlueprintInput {
  return mapStep(draft, guid, (step) =>
    step.stepType === 'CONFIRM'
      ? { ...step, confirmConfig: { ...step.confirmConfig, discountNotice: notice } }
      : step,
  );
}

/** Attaches an offer to a survey choice (shown when the customer picks it), or detaches it with null. */
export function attachOffer(
  draft: BlueprintInput,
  stepGuid: string,
  choiceGuid: string,
  offer: OfferInput | null,
): BlueprintInput {
  return mapStep(draft, stepGuid, (step) => {
    const { [choiceGuid]: _previous, ...others } = step.offersAttached ?? {};
    return { ...step, offersAttached: offer ? { ...others, [choiceGuid]: offer } : others };
  });
}

/** Replaces an offer step's offer. */
export function setStepOffer(draft: BlueprintInput, stepGuid: string, offer: OfferInput): BlueprintInput {
  return mapStep(draft, stepGuid, (step) => (step.stepType === 'OFFER' ? { ...step, offer } : step));
}
