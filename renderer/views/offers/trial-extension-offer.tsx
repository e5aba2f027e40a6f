import { ActionButton } from '../shell/action-button.tsx';

/** Props of {@link TrialExtensionOffer}. */
export interface TrialExtensionOfferProps {
  /** e.g. 'Your trial ends on March 3, 2026'. */
  trialEndText: string;
  /** e.g. 'Extend my trial by 7 days'. */
  extendLabel: string;
  onExtend: () => void;
  busy?: boolean;
  disabled?: boolean;
  /** Test mode: 'can be extended repeatedly'; production: 'only once' (spec §2). */
  modeNote?: string;
}

/** The trial-extension offer. */
export function TrialExtensionOffer(props: TrialExtensionOfferProps) {
  return (
    <div className="hf-offer hf-offer--trial">
      <p className="hf-offer__headline">{props.trialEndText}</p>
      <ActionButton
        label={props.extendLabel}
        onClick={props.onExtend}
        busy={props.busy}
        disabled={props.disabled}
      />
      {props.modeNote && <p className="hf-offer__note">{props.modeNote}</p>}
    </div>
  );
}
