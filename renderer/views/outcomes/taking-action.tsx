import { Spinner } from '../shell/spinner.tsx';

/** Props of {@link TakingAction}. */
export interface TakingActionProps {
  /** e.g. 'Cancelling your subscription...', 'Pausing your subscription...'. */
  text: string;
}

/** Progress while an action (cancel, pause, trial extension, plan change, discount) runs. */
export function TakingAction({ text }: TakingActionProps) {
  return (
    <div className="hf-progress" role="status">
      <Spinner />
      <p className="hf-progress__text">{text}</p>
    </div>
  );
}
