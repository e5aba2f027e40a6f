import type { ReactNode } from 'react';
import { ConfirmableLink, type Confirmation } from '../shell/confirmable-link.tsx';
import { OutcomeMark } from './outcome-mark.tsx';

/** The optional cancel-now link-button of the complete screen. */
export interface CancelNowLink {
  /** e.g. 'Cancel my subscription now'. */
  label: string;
  onClick: () => void;
  /** Asked first: the cancel cannot be taken back (none when the host turned confirmations off). */
  confirmation?: Confirmation | undefined;
}

/** Props of {@link Complete}. */
export interface CompleteProps {
  /** Id for the title, to name the dialog by it when the header has no title. */
  titleId?: string;
  /**
   * A heading of its own, for a screen whose header does not already state the outcome. Where the header
   * does (the cancel flow, the walls) it is left out: the outcome is said once.
   */
  title?: string;
  /** Dates already formatted into it. */
  message: string;
  /** Spec §2: when already paused or discounted and not cancelled. */
  cancelNow?: CancelNowLink;
  /** Rendered as given: the lazily loaded confetti when enabled for this outcome. */
  confetti?: ReactNode;
}

/** The complete screen: what happened, and the way out to cancel anyway when it applies. */
export function Complete({ titleId, title, message, cancelNow, confetti }: CompleteProps) {
  return (
    <div className="hf-outcome hf-outcome--complete">
      {confetti}
      <OutcomeMark kind="success" />
      {title && (
        <h3 id={titleId} className="hf-outcome__title">
          {title}
        </h3>
      )}
      <p className="hf-outcome__message">{message}</p>
      {cancelNow && <ConfirmableLink {...cancelNow} />}
    </div>
  );
}
