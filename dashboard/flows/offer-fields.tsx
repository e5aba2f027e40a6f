/**
 * An offer's configuration: its type, texts, and the fields of that type (its descriptor's, offers/), with the
 * connected provider's coupons and plans to pick from.
 */
import { useId } from 'react';
import { OFFER_TYPES } from '../../contract/schemas/index.ts';
import { retypeOffer } from './blueprint-edits.ts';
import { isOfferType, OFFERS, type OfferFieldsProps, renderOfferFields } from './offers/index.ts';

/**
 * The offer's type, header and the type's fields; changing the type starts that type's offer afresh but keeps
 * the texts and other fields every offer has (retypeOffer). `withType={false}` leaves the type out, for a
 * place whose own control already chooses it (a survey choice's "Offer for choice N"): one choice, one control.
 */
export function OfferFields({
  offer,
  catalog,
  onChange,
  withType = true,
}: OfferFieldsProps & { withType?: boolean }) {
  const id = useId();
  return (
    <div className="offer-fields">
      {withType ? (
        <>
          <label htmlFor={`${id}-type`}>Offer type</label>
          <select
            id={`${id}-type`}
            value={offer.offerType}
            onChange={(e) => {
              const type = e.currentTarget.value;
              if (isOfferType(type)) onChange(retypeOffer(offer, type, catalog.coupons));
            }}
          >
            {OFFER_TYPES.map((type) => (
              <option key={type} value={type}>
                {OFFERS[type].label}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <label>
        Offer headline
        <input
          value={offer.header ?? ''}
          onChange={(e) => onChange({ ...offer, header: e.currentTarget.value })}
        />
      </label>
      <label htmlFor={`${id}-description`}>Offer description</label>
      {/* Text here; the widget fills its placeholders and sanitises its markup, as a step's description. */}
      <textarea
        id={`${id}-description`}
        rows={2}
        value={offer.description ?? ''}
        onChange={(e) => onChange({ ...offer, description: e.currentTarget.value })}
      />
      {renderOfferFields({ offer, catalog, onChange })}
    </div>
  );
}
