import { useId } from 'react';
import { Spinner } from './spinner.tsx';

/** Props of {@link ActionButton}. */
export interface ActionButtonProps {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** The action is running: disabled, with a spinner and aria-busy. */
  busy?: boolean;
  /**
   * The id of an element whose text joins the label in the button's accessible name, e.g. the plan card's
   * heading: 'Switch plan Pro', so buttons with the same label on several cards can be told apart.
   */
  alsoNamedBy?: string;
  /** The id of what describes the button further, e.g. the plan card's price. */
  describedBy?: string;
}

/** An offer's call to action (Pause, Claim, Extend, Switch, Get help). */
export function ActionButton(props: ActionButtonProps) {
  const busy = props.busy ?? false;
  const id = useId();
  return (
    <button
      id={id}
      type="button"
      className="hf-button hf-button--primary hf-button--block"
      onClick={props.onClick}
      disabled={busy || (props.disabled ?? false)}
      aria-busy={busy || undefined}
      // The button's own text first: the name starts with the label a person sees (and says to voice control).
      aria-labelledby={props.alsoNamedBy && `${id} ${props.alsoNamedBy}`}
      aria-describedby={props.describedBy}
    >
      {busy && <Spinner size="small" />}
      {props.label}
    </button>
  );
}
