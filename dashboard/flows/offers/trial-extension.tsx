/** More trial days instead of cancelling. */
import { CountField } from './fields.tsx';
import type { OfferDescriptor, OfferFieldsProps } from './offer-descriptor.ts';

function TrialExtensionFields({ offer, onChange }: OfferFieldsProps<'TRIAL_EXTENSION'>) {
  return (
    <CountField
      label="Days added to the trial"
      value={offer.trialExtensionConfig.trialExtensionDays}
      onChange={(trialExtensionDays) => onChange({ ...offer, trialExtensionConfig: { trialExtensionDays } })}
    />
  );
}

export const TRIAL_EXTENSION_OFFER: OfferDescriptor<'TRIAL_EXTENSION'> = {
  label: 'Trial extension',
  create: (guid) => ({
    guid,
    offerType: 'TRIAL_EXTENSION',
    trialExtensionConfig: { trialExtensionDays: 7 },
  }),
  Fields: TrialExtensionFields,
  settings: { 'trialExtensionConfig.trialExtensionDays': 'days added to the trial' },
};
