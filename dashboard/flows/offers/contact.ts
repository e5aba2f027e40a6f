/** An invitation to contact the business instead of cancelling; it has no settings beyond its texts. */
import type { OfferDescriptor } from './offer-descriptor.ts';

export const CONTACT_OFFER: OfferDescriptor<'CONTACT'> = {
  label: 'Contact us',
  create: (guid) => ({ guid, offerType: 'CONTACT' }),
  Fields: null,
  settings: {},
};
