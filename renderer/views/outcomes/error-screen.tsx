import { useId } from 'react';
import { OutcomeMark } from './outcome-mark.tsx';

/** A button of the error screen. */
export interface ErrorScreenAction {
  label: string;
  onClick: () => void;
}

/** Props of {@link ErrorScreen}. */
export interface ErrorScreenProps {
  /** Id for the title, to name the dialog by it. */
  titleId?: string;
  /** e.g. 'An Error Occurred'. Left out where the header above already carries it (the managed flow). */
  title?: string;
  /**
   * What the customer may read: the generic text, or the verbatim message where the spec allows it
   * ('No subscription found', force-show-message). The adapter decides.
   */
  message: string;
  /** The technical message, in test mode or preview only (spec §2). The block shows only when given. */
  details?: string;
  /** Heading of the details block, e.g. 'Details'. */
  detailsLabel?: string;
  /**
   * The way on from here: 'Go to account' in the cancel flow, 'Get help' in the managed flow (only when the
   * host gave handleSupportRequest, spec §2). The primary action unless Try again is given.
   */
  onward?: ErrorScreenAction;
  /** 'Close'. */
  close?: ErrorScreenAction;
  /** 'Try again': the screen's primary action where given, the onward action then beside it. */
  retry?: ErrorScreenAction;
}

/** The error screen of the cancel flow, the walls and the managed flow. */
export function ErrorScreen(props: ErrorScreenProps) {
  const detailsId = useId();
  return (
    <div className="hf-outcome hf-outcome--error">
      <OutcomeMark kind="error" />
      {props.title && (
        <h3 id={props.titleId} className="hf-outcome__title">
          {props.title}
        </h3>
      )}
      <p className="hf-outcome__message">{props.message}</p>
      {props.details && (
        <section className="hf-error-details" aria-labelledby={props.detailsLabel ? detailsId : undefined}>
          {props.detailsLabel && (
            <h4 id={detailsId} className="hf-error-details__label">
              {props.detailsLabel}
            </h4>
          )}
          <pre className="hf-error-details__text">{props.details}</pre>
        </section>
      )}
      {(props.onward || props.close || props.retry) && (
        <div className="hf-outcome__actions">
          {props.close && (
            <button type="button" className="hf-button hf-button--secondary" onClick={props.close.onClick}>
              {props.close.label}
            </button>
          )}
          {props.onward && (
            <button
              type="button"
              className={`hf-button hf-button--${props.retry ? 'secondary' : 'primary'}`}
              onClick={props.onward.onClick}
            >
              {props.onward.label}
            </button>
          )}
          {props.retry && (
            <button type="button" className="hf-button hf-button--primary" onClick={props.retry.onClick}>
              {props.retry.label}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
