/** A pause instead of cancelling, for up to the months the author allows. */
import { CountField } from './fields.tsx';
import type { OfferDescriptor, OfferFieldsProps } from './offer-descriptor.ts';

function PauseFields({ offer, onChange }: OfferFieldsProps<'PAUSE'>) {
  return (
    <CountField
      label="Longest pause (months)"
      value={offer.pauseConfig.maxPauseLength}
      onChange={(maxPauseLength) =>
        onChange({ ...offer, pauseConfig: { ...offer.pauseConfig, maxPauseLength } })
      }
    />
  );
}

export const PAUSE_OFFER: OfferDescriptor<'PAUSE'> = {
  label: 'Pause',
  create: (guid) => ({ guid, offerType: 'PAUSE', pauseConfig: { maxPauseLength: 1 } }),
  Fields: PauseFields,
  settings: {
    'pauseConfig.maxPauseLength': 'longest pause (months)',
    'pauseConfig.pauseInterval': 'pause unit',
    'pauseConfig.datePicker': 'date picker',
  },
};
