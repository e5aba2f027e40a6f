/**
 * Runs a session whenever the setting changes (controls, custom data, a restart): one at a time, and only
 * the newest one reports, so quick changes never leave the widget initialised for an older setting.
 */
import { type RefObject, useEffect, useRef, useState } from 'react';
import type { HostCallbacks } from '../renderer/state/init-options.ts';
import { type CustomState, stateJson } from './custom-state.ts';
import { type SessionDeps, type SessionOutcome, showExperience, startSession } from './session.ts';
import type { PlaygroundParams } from './url-state.ts';

export type SessionState =
  | { status: 'waiting' }
  | { status: 'starting' }
  | { status: 'done'; outcome: SessionOutcome };

export interface SessionInputs {
  deps: SessionDeps;
  /** False until the mock backend answers. */
  ready: boolean;
  params: PlaygroundParams;
  custom: CustomState | null;
  callbacks: HostCallbacks;
  target: RefObject<HTMLElement | null>;
  /** Bump to start the same setting again. */
  restarts: number;
  /** After each session that started (e.g. to refresh the panels). */
  onStarted: () => void;
}

/** What decides a new session: every control but `autoshow`, which only matters once one has started. */
function settingKey(params: PlaygroundParams, custom: CustomState | null, restarts: number): string {
  const { autoshow: _autoshow, ...setting } = params;
  return JSON.stringify([setting, custom ? stateJson(custom) : null, restarts]);
}

/** The current session's state; re-runs on every new setting. */
export function usePlaygroundSession(inputs: SessionInputs): SessionState {
  const [state, setState] = useState<SessionState>({ status: 'waiting' });
  const chain = useRef<Promise<void>>(Promise.resolve());
  const generation = useRef(0);
  // The effect reads the newest inputs through a ref, so only the setting key re-runs it.
  const latest = useRef(inputs);
  latest.current = inputs;

  const { ready, params, custom, restarts } = inputs;
  const key = settingKey(params, custom, restarts);

  useEffect(() => {
    if (!ready || key === '') return;
    const mine = ++generation.current;
    chain.current = chain.current.then(async () => {
      if (mine !== generation.current) return;
      setState({ status: 'starting' });
      const { deps, params: current, custom: currentCustom, callbacks, target } = latest.current;
      const outcome = await startSession(
        { params: current, custom: currentCustom, callbacks, target: target.current },
        deps,
      );
      if (mine !== generation.current) return;
      setState({ status: 'done', outcome });
      if (outcome.ok && current.autoshow) await showExperience(deps, current, outcome);
      latest.current.onStarted();
    });
  }, [ready, key]);

  return state;
}
