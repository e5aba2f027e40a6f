/** A move to another of the business's plans instead of cancelling: the plans the customer may pick from. */
import { planLabel } from './fields.tsx';
import type { OfferDescriptor, OfferFieldsProps } from './offer-descriptor.ts';

function PlanChangeFields({ offer, catalog, onChange }: OfferFieldsProps<'PLAN_CHANGE'>) {
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

export const PLAN_CHANGE_OFFER: OfferDescriptor<'PLAN_CHANGE'> = {
  label: 'Plan change',
  create: (guid) => ({ guid, offerType: 'PLAN_CHANGE', planChangeConfig: { options: [] } }),
  Fields: PlanChangeFields,
  settings: { 'planChangeConfig.options': 'plans offered' },
};
