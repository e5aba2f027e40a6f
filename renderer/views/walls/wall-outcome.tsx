import { Complete } from '../outcomes/complete.tsx';
import { ErrorScreen } from '../outcomes/error-screen.tsx';

/** A button under an outcome. */
export interface WallOutcomeAction {
  label: string;
  onClick: () => void;
}

/** Props of {@link WallOutcome}. */
export type WallOutcomeProps = { titleId?: string; message: string } & (
  | {
      kind: 'success';
      /** Left out where the wall's heading already says it (the outcome is stated once). */
      title?: string;
      close?: WallOutcomeAction;
    }
  | {
      kind: 'error';
      title: string;
      /** The technical detail (TEST mode). */
      details?: string;
      detailsLabel?: string;
      /** 'Back' to the wall (retry), or 'Close'. */
      action?: WallOutcomeAction;
    }
);

/** What a wall shows after resuming, paying, cancelling or failing, with its one button. */
export function WallOutcome(props: WallOutcomeProps) {
  if (props.kind === 'error') {
    return (
      <ErrorScreen
        {...(props.titleId ? { titleId: props.titleId } : {})}
        title={props.title}
        message={props.message}
        {...(props.details ? { details: props.details, detailsLabel: props.detailsLabel ?? '' } : {})}
        {...(props.action ? { close: props.action } : {})}
      />
    );
  }
  return (
    <div className="hf-wall__outcome">
      <Complete
        {...(props.titleId ? { titleId: props.titleId } : {})}
        {...(props.title ? { title: props.title } : {})}
        message={props.message}
      />
      {props.close && (
        <div className="hf-outcome__actions">
          <button type="button" className="hf-button hf-button--primary" onClick={props.close.onClick}>
            {props.close.label}
          </button>
        </div>
      )}
    </div>
  );
}
