import { ActionButton } from '../shell/action-button.tsx';

/** Props of {@link ContactOffer}. */
export interface ContactOfferProps {
  /** e.g. 'Get help'. */
  helpLabel: string;
  onHelp: () => void;
  busy?: boolean;
}

/** The contact (help) offer: one button that hands over to support. */
export function ContactOffer({ helpLabel, onHelp, busy }: ContactOfferProps) {
  return (
    <div className="hf-offer hf-offer--contact">
      <ActionButton label={helpLabel} onClick={onHelp} busy={busy} />
    </div>
  );
}
