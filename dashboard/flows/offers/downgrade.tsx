/** A move to one plan the business names (typically its free plan) instead of cancelling. */
import { CatalogSelect, planLabel } from './fields.tsx';
import type { OfferDescriptor, OfferFieldsProps } from './offer-descriptor.ts';

function DowngradeFields({ offer, catalog, onChange }: OfferFieldsProps<'DOWNGRADE'>) {
  return (
    <CatalogSelect
      label="Plan to move to"
      placeholder="Choose a plan"
      items={catalog.plans}
      itemLabel={planLabel}
      value={offer.downgradeConfig.planId}
      onChange={(planId) => onChange({ ...offer, downgradeConfig: { planId } })}
    />
  );
}

export const DOWNGRADE_OFFER: OfferDescriptor<'DOWNGRADE'> = {
  label: 'Downgrade (e.g. to a free plan)',
  // No plan yet: the widget skips the offer until the author picks one.
  create: (guid) => ({ guid, offerType: 'DOWNGRADE', downgradeConfig: { planId: '' } }),
  Fields: DowngradeFields,
  settings: { 'downgradeConfig.planId': 'plan to move to' },
};
