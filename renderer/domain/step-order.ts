import type { StepType } from '../../contract/schemas/index.ts';
import { linkedNext } from './next-link.ts';

/**
 * The order of a flow's steps as Next walks them (spec §4 Step navigation), by links alone (next-link.ts): one rule for the
 * widget's navigation (navigation.ts, which adds answers and offer visibility), the path check
 * (blueprint-problems.ts) and the flow editor, which shows and moves steps in this order.
 */

/** What the order reads of a (decoded) step. */
export interface LinkedStep {
  guid: string;
  stepType: StepType;
  enabled: boolean;
  defaultNextStep: string | null;
}

/** An enabled confirm step ends the flow: its button confirms and cancels (spec §2), whatever its links say. */
export function endsFlow(step: Pick<LinkedStep, 'stepType' | 'enabled'>): boolean {
  return step.enabled && step.stepType === 'CONFIRM';
}

/**
 * The steps Next passes through from `from` (inclusive), disabled ones too, until the end or a step passed; a
 * step linking to itself loops here (navigation reads it as the end, blueprint-problems.ts as a CYCLE).
 */
export function walkFrom<S extends LinkedStep>(
  steps: readonly S[],
  from: S | null,
): { path: S[]; loopsBackTo: S | null } {
  const path: S[] = [];
  let current = from;
  while (current && !path.includes(current)) {
    path.push(current);
    current = endsFlow(current) ? null : linkedNext(steps, current);
  }
  return { path, loopsBackTo: current };
}

/** Why the path from the first step ends. */
export type PathEnding =
  /** At an enabled confirm step: what follows it is never shown. */
  | 'CONFIRM'
  /** After a step Next leads from to nothing: Next there cancels (spec §4). */
  | 'LAST'
  /** Next leads back to a step already passed (blueprint-problems.ts names it a CYCLE). */
  | 'LOOP'
  /** No step is enabled: there is no path. */
  | 'NONE';

/** Every step once, in the order a customer meets them. */
export interface StepOrder<S> {
  /**
   * The disabled steps before the first enabled one (in the array's order; the flow starts at the first enabled
   * step), then the path Next walks from there, disabled steps in their places, then the steps off the path.
   */
  steps: S[];
  /** steps[start] is where customers start, steps[end - 1] where Next stops. */
  start: number;
  end: number;
  ending: PathEnding;
}

export function stepOrder<S extends LinkedStep>(steps: readonly S[]): StepOrder<S> {
  const first = steps.findIndex((step) => step.enabled);
  if (first < 0) return { steps: [...steps], start: steps.length, end: steps.length, ending: 'NONE' };
  const { path, loopsBackTo } = walkFrom(steps, steps[first] ?? null);
  const last = path[path.length - 1];
  const ending = loopsBackTo ? 'LOOP' : last && endsFlow(last) ? 'CONFIRM' : 'LAST';
  const before = steps.slice(0, first).filter((step) => !path.includes(step));
  const after = steps.filter((step, index) => index >= first && !path.includes(step));
  const ordered = [...before, ...path, ...after];
  return { steps: ordered, start: before.length, end: before.length + path.length, ending };
}
