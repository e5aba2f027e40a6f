/**
 * Where outside text enters the widget, as a table the XSS suite runs every payload through. One entry
 * renders all payloads through one or more injection points in a single page load where it can (many
 * choices, plans or steps per blueprint; the host API in a loop), auditing the DOM after each render.
 */
import type { HostPage, QualityHarness } from './harness.ts';
import { CANCEL_FLOW_INJECTION_RUNS } from './injection-points-cancel-flow.ts';
import { MANAGED_FLOW_INJECTION_RUNS } from './injection-points-managed.ts';
import { ORGANISATION_INJECTION_RUNS } from './injection-points-organisation.ts';
import { WALL_INJECTION_RUNS } from './injection-points-walls.ts';
import type { ExperienceName } from './screen.ts';

export interface InjectionContext {
  harness: QualityHarness;
  host: HostPage;
  payloads: readonly string[];
}

/** What a run found: every audit's problems, and how many payload renders it checked. */
export interface InjectionResult {
  renders: number;
  problems: string[];
}

export interface InjectionRun {
  experience: ExperienceName;
  /** The injection points this run covers (each payload goes through all of them). */
  points: readonly string[];
  run(ctx: InjectionContext): Promise<InjectionResult>;
}

/** Every injection point of every experience (each experience's in injection-points-*.ts). */
export const INJECTION_RUNS: InjectionRun[] = [
  ...CANCEL_FLOW_INJECTION_RUNS,
  ...ORGANISATION_INJECTION_RUNS,
  ...WALL_INJECTION_RUNS,
  ...MANAGED_FLOW_INJECTION_RUNS,
];
