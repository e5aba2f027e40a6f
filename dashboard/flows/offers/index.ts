/**
 * The flow editor's offer types: one descriptor each (its name, a new offer of it, its fields, the names of its
 * settings), in its own file. Adding an offer type is one file and one entry here; the compiler insists on it.
 */
import { createElement } from 'react';
import { OFFER_TYPES, type OfferType } from '../../../contract/schemas/index.ts';
import { CONTACT_OFFER } from './contact.ts';
import { DISCOUNT_OFFER } from './discount.tsx';
import { DOWNGRADE_OFFER } from './downgrade.tsx';
import type { OfferDescriptor, OfferFieldsProps } from './offer-descriptor.ts';
import { PAUSE_OFFER } from './pause.tsx';
import { PLAN_CHANGE_OFFER } from './plan-change.tsx';
import { REDIRECT_OFFER } from './redirect.tsx';
import { TRIAL_EXTENSION_OFFER } from './trial-extension.tsx';

export type { Catalog, OfferFieldsProps } from './offer-descriptor.ts';

export const OFFERS = {
  PAUSE: PAUSE_OFFER,
  DISCOUNT: DISCOUNT_OFFER,
  TRIAL_EXTENSION: TRIAL_EXTENSION_OFFER,
  PLAN_CHANGE: PLAN_CHANGE_OFFER,
  CONTACT: CONTACT_OFFER,
  REDIRECT: REDIRECT_OFFER,
  DOWNGRADE: DOWNGRADE_OFFER,
} satisfies { [K in OfferType]: OfferDescriptor<K> };

/**
 * Renders an offer's own fields through its type's descriptor. The table maps each type K to fields of
 * OfferInputOf<K>; TypeScript cannot correlate `OFFERS[offer.offerType]` with `offer`, so the lookup is widened
 * once, here.
 */
export function renderOfferFields(props: OfferFieldsProps) {
  const fields = OFFERS[props.offer.offerType].Fields as OfferDescriptor<OfferType>['Fields'];
  return fields ? createElement(fields, props) : null;
}

/** Narrows a string (a select's value, a stored session's type) to an offer type the editor knows. */
export function isOfferType(value: string): value is OfferType {
  return (OFFER_TYPES as readonly string[]).includes(value);
}

/** An offer type as the editor names it ("Discount"); a type this dashboard does not know, as it came. */
export function offerLabel(offerType: string | null): string {
  if (offerType === null) return 'Offer';
  return isOfferType(offerType) ? OFFERS[offerType].label : offerType;
}
