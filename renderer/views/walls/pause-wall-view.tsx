import { ActionButton } from '../shell/action-button.tsx';
import { type WallLink, WallLinks } from './wall-links.tsx';

/** What the pause wall says below the greeting (spec §2 Pause wall). */
export type PauseWallContent =
  | {
      kind: 'cancel-scheduled';
      /** 'Your subscription is set to cancel on …'. */
      cancelDate: string;
    }
  | {
      kind: 'paused';
      /** Reactivation date, soft-pause term end and next-charge price, each already a sentence. */
      facts: readonly string[];
      /** 'Resume now and keep your original rate.' */
      originalRate: string;
      /** 'Your account data is kept safe while your subscription is paused.' */
      dataSafe: string;
      resumeLabel: string;
      onResume: () => void;
      /** The resume is on its way. */
      busy: boolean;
    };

/** Props of {@link PauseWallView}. */
export interface PauseWallViewProps {
  /** 'Hi Ada,' */
  greeting: string;
  /** 'Your subscription is currently paused.' */
  notice: string;
  content: PauseWallContent;
  /** Cancel now and, when the host can, log out. */
  links: readonly WallLink[];
}

/** The pause wall's main screen: greeting, the pause facts and the way back (Resume), or the cancel date. */
export function PauseWallView({ greeting, notice, content, links }: PauseWallViewProps) {
  return (
    <div className="hf-wall__body">
      <p className="hf-wall__greeting">{greeting}</p>
      <p className="hf-wall__notice">{notice}</p>
      {content.kind === 'cancel-scheduled' ? (
        <p className="hf-wall__fact">{content.cancelDate}</p>
      ) : (
        <>
          {content.facts.length > 0 && (
            <ul className="hf-wall__facts">
              {content.facts.map((fact) => (
                <li key={fact} className="hf-wall__fact">
                  {fact}
                </li>
              ))}
            </ul>
          )}
          <p className="hf-wall__copy">{content.originalRate}</p>
          <p className="hf-wall__copy">{content.dataSafe}</p>
          <ActionButton label={content.resumeLabel} onClick={content.onResume} busy={content.busy} />
        </>
      )}
      <WallLinks links={links} />
    </div>
  );
}
