import { type ReactNode, useId } from 'react';
import { ActionButton } from '../shell/action-button.tsx';
import { type WallLink, WallLinks } from './wall-links.tsx';

/** Props of {@link FailedPaymentView}. */
export interface FailedPaymentViewProps {
  /** 'Hi Grace,' */
  greeting: string;
  /** The failed-payment notice: access is limited. */
  notice: string;
  /** The card on file: brand and last4 when known. */
  cardNote: string;
  /** 'Amount due: $29.00', when known. */
  amountDue?: string;
  instructions: string;
  /** Accessible name of the card field, e.g. 'Card details'. */
  cardLabel: string;
  /** The embedded card form (or its loader). */
  cardField: ReactNode;
  /** The card field's own validation message. */
  cardError?: string;
  updateLabel: string;
  onUpdate: () => void;
  /** The card is being confirmed and the invoice paid. */
  busy: boolean;
  /** The form is not ready or the card is incomplete. */
  updateDisabled: boolean;
  /** Get help, cancel and log out, as far as the host supports them. */
  links: readonly WallLink[];
}

/** The failed-payment wall's main screen: what happened, the card form and the update-billing button. */
export function FailedPaymentView(props: FailedPaymentViewProps) {
  const errorId = useId();
  return (
    <div className="hf-wall__body">
      <p className="hf-wall__greeting">{props.greeting}</p>
      <p className="hf-wall__notice">{props.notice}</p>
      <p className="hf-wall__fact">{props.cardNote}</p>
      {props.amountDue && <p className="hf-wall__fact hf-wall__amount">{props.amountDue}</p>}
      <p className="hf-wall__copy">{props.instructions}</p>
      <fieldset
        className="hf-card-field"
        aria-describedby={props.cardError ? errorId : undefined}
        aria-busy={props.busy || undefined}
      >
        <legend className="hf-card-field__label">{props.cardLabel}</legend>
        <div className="hf-card-field__input">{props.cardField}</div>
        {props.cardError && (
          <p id={errorId} className="hf-card-field__error" role="alert">
            {props.cardError}
          </p>
        )}
      </fieldset>
      <ActionButton
        label={props.updateLabel}
        onClick={props.onUpdate}
        busy={props.busy}
        disabled={props.updateDisabled}
      />
      <WallLinks links={props.links} />
    </div>
  );
}
