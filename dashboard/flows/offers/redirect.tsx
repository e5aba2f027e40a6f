/** A link away from the widget (a help page, a survey) instead of cancelling. */
import type { OfferDescriptor, OfferFieldsProps } from './offer-descriptor.ts';

function RedirectFields({ offer, onChange }: OfferFieldsProps<'REDIRECT'>) {
  return (
    <>
      <label>
        Link address
        <input
          type="url"
          value={offer.redirectConfig.redirectUrl}
          onChange={(e) =>
            onChange({
              ...offer,
              redirectConfig: { ...offer.redirectConfig, redirectUrl: e.currentTarget.value },
            })
          }
        />
      </label>
      <label>
        Button label
        <input
          value={offer.redirectConfig.redirectLabel ?? ''}
          onChange={(e) =>
            onChange({
              ...offer,
              redirectConfig: { ...offer.redirectConfig, redirectLabel: e.currentTarget.value || null },
            })
          }
        />
      </label>
      <p className="muted">Left empty, the widget’s own label in the customer’s language.</p>
    </>
  );
}

export const REDIRECT_OFFER: OfferDescriptor<'REDIRECT'> = {
  label: 'Redirect',
  create: (guid) => ({
    guid,
    offerType: 'REDIRECT',
    redirectConfig: { redirectUrl: 'https://example.com/' },
  }),
  Fields: RedirectFields,
  settings: {
    'redirectConfig.redirectUrl': 'link address',
    'redirectConfig.redirectLabel': 'button label',
  },
};
