import { Spinner } from './spinner.tsx';

/** Props of {@link Footer}. */
export interface FooterProps {
  /** 'Back', or 'Nevermind' when there is no previous step (spec §2). Leave out for no left button. */
  backLabel?: string;
  /** Goes back, or closes for Nevermind. */
  onBack?: () => void;
  /** 'Next', 'Decline offer', 'Confirm and cancel', 'Cancel subscription' or 'Go to account'. */
  primaryLabel?: string;
  onPrimary?: () => void;
  /** e.g. survey without a choice, freeform below its minimum. */
  primaryDisabled?: boolean;
  /** `subtle` for 'Decline offer', where the offer's own button is the call to action. */
  primaryTone?: 'strong' | 'subtle';
  /** An action is running: both buttons are disabled and the primary one shows a spinner. */
  busy?: boolean;
}

/** The step footer: Back/Nevermind on the left, the primary button on the right. */
export function Footer(props: FooterProps) {
  const busy = props.busy ?? false;
  const tone = props.primaryTone ?? 'strong';
  return (
    <footer className="hf-footer">
      {props.backLabel && props.onBack ? (
        <button
          type="button"
          className="hf-button hf-button--secondary"
          onClick={props.onBack}
          disabled={busy}
        >
          {props.backLabel}
        </button>
      ) : (
        <span />
      )}
      {props.primaryLabel && props.onPrimary && (
        <button
          type="button"
          className={tone === 'strong' ? 'hf-button hf-button--primary' : 'hf-button hf-button--subtle'}
          onClick={props.onPrimary}
          disabled={busy || (props.primaryDisabled ?? false)}
          aria-busy={busy || undefined}
        >
          {busy && <Spinner size="small" />}
          {props.primaryLabel}
        </button>
      )}
    </footer>
  );
}
