/**
 * An offer's configuration: its type, texts, and the fields of that type, with the connected provider's
 * coupons and plans to pick from.
 */
import { useId } from 'react';
import {
  type Coupon,
  OFFER_TYPES,
  type OfferInput,
  type OfferType,
  type Plan,
} from '../../contract/schemas/index.ts';
import { formatMoney } from '../format.ts';
import { SelectField } from '../select-field.tsx';
import { newOffer } from './blueprint-edits.ts';
import { OFFER_LABELS } from './labels.ts';

export interface Catalog {
  coupons: readonly Coupon[];
  plans: readonly Plan[];
}

function couponLabel(coupon: Coupon): string {
  const off =
    coupon.percent_off != null
      ? `${coupon.percent_off}% off`
      : `${formatMoney(coupon.amount_off ?? 0, coupon.currency ?? 'usd')} off`;
  return `${coupon.name ?? coupon.id} (${off}, ${coupon.duration})`;
}

function planLabel(plan: Plan): string {
  return `${plan.product?.name || plan.id} (${formatMoney(plan.unit_amount, plan.currency)} a ${plan.recurring.interval})`;
}

export function isOfferType(value: string): value is OfferType {
  return (OFFER_TYPES as readonly string[]).includes(value);
}

function wholeNumber(text: string, fallback: number): number {
  const value = Number.parseInt(text, 10);
  return Number.isFinite(value) && value >= 1 ? value : fallback;
}

interface OfferFieldsProps {
  offer: OfferInput;
  catalog: Catalog;
  onChange: (offer: OfferInput) => void;
}

function TypeFields({ offer, catalog, onChange }: OfferFieldsProps) {
  switch (offer.offerType) {
    case 'PAUSE':
      return (
        <label>
          Longest pause (months)
          <input
            type="number"
            min={1}
            value={offer.pauseConfig.maxPauseLength}
            onChange={(e) =>
              onChange({
                ...offer,
                pauseConfig: { ...offer.pauseConfig, maxPauseLength: wholeNumber(e.currentTarget.value, 1) },
              })
            }
          />
        </label>
      );
    case 'DISCOUNT':
      return (
        <SelectField
          label="Coupon"
          value={offer.discountConfig.couponId ?? ''}
          onChange={(e) =>
            onChange({
              ...offer,
              discountConfig: { ...offer.discountConfig, couponId: e.currentTarget.value },
            })
          }
        >
          <option value="">Choose a coupon</option>
          {catalog.coupons.map((coupon) => (
            <option key={coupon.id} value={coupon.id}>
              {couponLabel(coupon)}
            </option>
          ))}
        </SelectField>
      );
    case 'TRIAL_EXTENSION':
      return (
        <label>
          Days added to the trial
          <input
            type="number"
            min={1}
            value={offer.trialExtensionConfig.trialExtensionDays}
            onChange={(e) =>
              onChange({
                ...offer,
                trialExtensionConfig: { trialExtensionDays: wholeNumber(e.currentTarget.value, 1) },
              })
            }
          />
        </label>
      );
    case 'PLAN_CHANGE': {
      const options = offer.planChangeConfig.options ?? [];
      return (
        <fieldset>
          <legend>Plans offered</legend>
          {catalog.plans.map((plan) => (
            <label key={plan.id}>
              <input
                type="checkbox"
                checked={options.includes(plan.id)}
                onChange={(e) => {
                  const checked = e.currentTarget.checked;
                  onChange({
                    ...offer,
                    planChangeConfig: {
                      options: checked ? [...options, plan.id] : options.filter((id) => id !== plan.id),
                    },
                  });
                }}
              />
              {planLabel(plan)}
            </label>
          ))}
        </fieldset>
      );
    }
    case 'REDIRECT':
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
    case 'DOWNGRADE':
      return (
        <SelectField
          label="Plan to move to"
          value={offer.downgradeConfig.planId}
          onChange={(e) => onChange({ ...offer, downgradeConfig: { planId: e.currentTarget.value } })}
        >
          <option value="">Choose a plan</option>
          {catalog.plans.map((plan) => (
            <option key={plan.id} value={plan.id}>
              {planLabel(plan)}
            </option>
          ))}
        </SelectField>
      );
    case 'CONTACT':
      return null;
    default: {
      // Every offer type has its fields (or none): a new type fails to compile here until it is added.
      const missing: never = offer;
      return missing;
    }
  }
}

/** The offer's type, header and the type's fields; changing the type starts that type's offer afresh. */
export function OfferFields({ offer, catalog, onChange }: OfferFieldsProps) {
  const id = useId();
  return (
    <div className="offer-fields">
      <label htmlFor={`${id}-type`}>Offer type</label>
      <select
        id={`${id}-type`}
        value={offer.offerType}
        onChange={(e) => {
          const type = e.currentTarget.value;
          if (isOfferType(type)) onChange(newOffer(type, catalog.coupons));
        }}
      >
        {OFFER_TYPES.map((type) => (
          <option key={type} value={type}>
            {OFFER_LABELS[type]}
          </option>
        ))}
      </select>
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
      <TypeFields offer={offer} catalog={catalog} onChange={onChange} />
    </div>
  );
}
