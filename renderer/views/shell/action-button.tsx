import { Spinner } from './spinner.tsx';

/** Props of {@link ActionButton}. */
export interface ActionButtonProps {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** The action is running: disabled, with a spinner and aria-busy. */
  busy?: boolean;
  /** Names what the button acts on, e.g. the plan card's heading id. */
  describedBy?: string;
}

/** An offer's call to action (Pause, Claim, Extend, Switch, Get help). */
export function ActionButton(props: ActionButtonProps) {
  const busy = props.busy ?? false;
  return (
    <button
      type="button"
      className="hf-button hf-button--primary hf-button--block"
      onClick={props.onClick}
      disabled={busy || (props.disabled ?? false)}
      aria-busy={busy || undefined}
      aria-describedby={props.describedBy}
    >
      {busy && <Spinner size="small" />}
      {props.label}
    </button>
  );
}
