/**
 * One playground session: put the scenario in the mock backend, sign the customer as a host server would,
 * and initialise the widget. Every setting starts from a freshly reset backend, so a link reproduces the
 * same state however the page got there.
 */
import type { HostCallbacks, InitOptions } from '../renderer/state/init-options.ts';
import type { ManagedFlowOptions } from '../renderer/state/managed-flow/options.ts';
import type { CustomState } from './custom-state.ts';
import { type ExperienceTracker, experienceEntries } from './experiences.ts';
import { type HostOptionsInput, initOptionsFor, managedFlowOptionsFor } from './host-options.ts';
import type { MockControl } from './mock-control.ts';
import { buildScenario, type HostIdentity } from './scenario.ts';
import type { PlaygroundParams } from './url-state.ts';
import type { PlaygroundWidget } from './widget.ts';

export interface SessionDeps {
  widget: PlaygroundWidget;
  /** What the playground has opened, closed before each new session. */
  experiences: ExperienceTracker;
  control: MockControl;
  /** The auth hash for an id: HMAC-SHA256 hex with the app secret. */
  sign: (id: string) => Promise<string>;
  appId: string;
  apiBase: string;
  now: () => Date;
}

export interface SessionRequest {
  params: PlaygroundParams;
  custom: CustomState | null;
  callbacks: HostCallbacks;
  target: Element | null;
}

export type SessionOutcome =
  | {
      ok: true;
      identity: HostIdentity;
      /** What `init` received (or would have, for the managed flow). */
      initOptions: InitOptions;
      /** What `managedFlow('show', …)` receives. */
      managedFlowOptions: ManagedFlowOptions;
    }
  | { ok: false; stage: 'scenario' | 'backend'; errors: string[] };

/** Starts a session for a setting; failures are returned as messages, never thrown. */
export async function startSession(request: SessionRequest, deps: SessionDeps): Promise<SessionOutcome> {
  const scenario = buildScenario(request.params, request.custom, deps.now());
  if (!scenario.ok) return { ok: false, stage: 'scenario', errors: scenario.errors };

  await deps.experiences.hideOpened(deps.widget);
  const reset = await deps.control.reset();
  if (!reset.ok) return { ok: false, stage: 'backend', errors: [reset.message] };
  const loaded = await deps.control.load(scenario.value.loadBody);
  if (!loaded.ok) return { ok: false, stage: 'backend', errors: [loaded.message] };

  const { identity } = scenario.value;
  const input: HostOptionsInput = {
    params: request.params,
    identity,
    authHash: await deps.sign(identity.signedId),
    appId: deps.appId,
    apiBase: deps.apiBase,
    callbacks: request.callbacks,
    target: request.target,
  };
  const initOptions = initOptionsFor(input);
  const managedFlowOptions = managedFlowOptionsFor(input);
  if (experienceEntries[request.params.experience].initFirst) await deps.widget.init(initOptions);
  return { ok: true, identity, initOptions, managedFlowOptions };
}

/** Opens the session's experience. */
export function showExperience(
  deps: Pick<SessionDeps, 'widget' | 'experiences'>,
  params: PlaygroundParams,
  outcome: Extract<SessionOutcome, { ok: true }>,
): Promise<unknown> {
  return deps.experiences.show(deps.widget, params.experience, outcome.managedFlowOptions);
}
