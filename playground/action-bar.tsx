/** Show, hide and restart the chosen experience, with what the session is doing. */

import type { ExperienceTracker } from './experiences.ts';
import { experienceEntries } from './experiences.ts';
import { showExperience } from './session.ts';
import type { PlaygroundParams } from './url-state.ts';
import type { SessionState } from './use-session.ts';
import type { PlaygroundWidget } from './widget.ts';

export interface ActionBarProps {
  widget: PlaygroundWidget;
  experiences: ExperienceTracker;
  params: PlaygroundParams;
  worker: 'starting' | 'ready' | 'failed';
  session: SessionState;
  /** After show or hide (the panels refresh). */
  onShown: () => void;
  onRestart: () => void;
}

function statusText(worker: ActionBarProps['worker'], session: SessionState): string {
  if (worker === 'starting') return 'Starting the mock backend…';
  if (worker === 'failed') return 'The mock backend is not running.';
  if (session.status === 'waiting') return 'Waiting…';
  if (session.status === 'starting') return 'Loading the scenario and initialising…';
  if (!session.outcome.ok) return 'Not initialised.';
  const { identity } = session.outcome;
  return `Ready: ${identity.customerId} (${identity.provider}), signed over ${identity.signedId}.`;
}

/** The action bar. */
export function ActionBar({
  widget,
  experiences,
  params,
  worker,
  session,
  onShown,
  onRestart,
}: ActionBarProps) {
  const entry = experienceEntries[params.experience];
  const outcome = session.status === 'done' && session.outcome.ok ? session.outcome : null;
  return (
    <div className="action-bar">
      <button
        type="button"
        className="primary"
        disabled={outcome === null}
        onClick={async () => {
          if (outcome === null) return;
          await showExperience({ widget, experiences }, params, outcome);
          onShown();
        }}
      >
        Show {entry.label.toLowerCase()}
      </button>
      <button
        type="button"
        disabled={outcome === null}
        onClick={async () => {
          await experiences.hide(widget, params.experience);
          onShown();
        }}
      >
        Hide
      </button>
      <button type="button" onClick={onRestart} disabled={worker !== 'ready'}>
        Restart (reset backend)
      </button>
      <output className="status" aria-live="polite">
        {statusText(worker, session)}
      </output>
    </div>
  );
}
