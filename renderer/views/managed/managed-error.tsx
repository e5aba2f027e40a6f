import { OutcomeMark } from '../outcomes/outcome-mark.tsx';

/** Props of {@link ManagedError}. */
export interface ManagedErrorProps {
  /** What went wrong, e.g. 'Email-based verification is not enabled for your account.' */
  message: string;
  /** The technical message (test mode or preview). */
  details?: string;
  /** Heading of the details block, e.g. 'Details'. */
  detailsLabel?: string;
  /** 'Get help', only when the host gave handleSupportRequest (spec §2). */
  getHelp?: { label: string; onClick: () => void };
  /** 'Try again', when the configuration's load got no answer: the primary action, Get help beside it. */
  retry?: { label: string; onClick: () => void };
}

/** The managed flow's error screen; the header above it carries the title. */
export function ManagedError(props: ManagedErrorProps) {
  return (
    <div className="hf-outcome hf-outcome--error">
      <OutcomeMark kind="error" />
      <p className="hf-outcome__message">{props.message}</p>
      {props.details && (
        <section className="hf-error-details">
          {props.detailsLabel && <h4 className="hf-error-details__label">{props.detailsLabel}</h4>}
          <pre className="hf-error-details__text">{props.details}</pre>
        </section>
      )}
      {(props.retry || props.getHelp) && (
        <div className="hf-outcome__actions">
          {props.getHelp && (
            <button
              type="button"
              className={`hf-button hf-button--${props.retry ? 'secondary' : 'primary'}`}
              onClick={props.getHelp.onClick}
            >
              {props.getHelp.label}
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
