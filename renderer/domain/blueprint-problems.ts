import type { Step } from '../../contract/schemas/index.ts';
import { firstStepGuid } from './flow-start.ts';
import { walkFrom } from './step-order.ts';

/**
 * A customer can always cancel (issue 17), whatever a flow author configured. This is the check of a
 * blueprint's path, pure so that the widget (when it loads), the server and the dashboard (when a flow is
 * saved) and the playground (before a custom blueprint is applied) find the same problems, and the widget's
 * fallback ({@link fallbackSteps}) that still reaches the confirmation.
 *
 * The path is navigation's (step-order.ts, the rule navigation.ts follows): a step's next is its defaultNextStep, or the next step in order
 * where that link is missing or names no step; a confirm step ends the flow (its button confirms and cancels);
 * disabled steps and hidden offers are passed over by following their own links, so the forward links of every
 * step, enabled or not, make the graph checked here. Next with nothing after it cancels (spec §4), so a flow
 * without a confirm step is no problem: it cancels after its last step, as the spec says.
 */

/** What can be wrong with a blueprint's path. */
export const BLUEPRINT_PROBLEM_CODES = [
  /** defaultNextStep names no step: the next step in order stands in. */
  'DANGLING_NEXT',
  /** defaultPreviousStep names no step: the step the customer came from stands in. */
  'DANGLING_PREVIOUS',
  /** An offer is attached to a choice the survey does not have (or to a step that is no survey): never shown. */
  'DANGLING_ATTACHED_OFFER',
  /** An enabled survey without choices could never be answered: it is passed over. */
  'EMPTY_SURVEY',
  /** A survey choice without text would show customers an unlabeled answer (the widget shows it as it is). */
  'UNLABELED_CHOICE',
  /** No step is enabled (or there is none): the widget shows a confirm step with its default texts (flow-start.ts). */
  'NO_ENABLED_STEPS',
  /** Next leads back to a step already passed: the loop's last link goes to the confirmation instead. */
  'CYCLE',
  /** The confirm step is not on the path from the first step: the path's end leads to it. */
  'UNREACHABLE_CONFIRM',
] as const;
export type BlueprintProblemCode = (typeof BLUEPRINT_PROBLEM_CODES)[number];

/** Why a flow with no enabled step may not be published: the widget would have none of the author's steps. */
export const NO_ENABLED_STEPS_MESSAGE =
  'The flow has no enabled step: customers would see only a default confirmation. Add or enable a step.';

/** One problem, naming the step it is found at. */
export interface BlueprintProblem {
  code: BlueprintProblemCode;
  /** The guid of the step the problem is at (for a loop, the step whose next step closes it); null for the flow. */
  step: string | null;
  /**
   * What is wrong, for the flow's author (English: a developer and dashboard text, not the customer's). It does
   * not name the step: whoever shows it says which step once ({@link describeProblem}, the dashboard's place).
   */
  message: string;
}

interface PathGraph {
  steps: readonly Step[];
  byGuid: ReadonlyMap<string, Step>;
}

function graphOf(steps: readonly Step[]): PathGraph {
  return { steps, byGuid: new Map(steps.map((step) => [step.guid, step])) };
}

/**
 * The places (from 1, in the blueprint's order, as the flow editor numbers them) of an enabled survey's choices
 * that have no text to show (blank or only spaces).
 */
function unlabeledChoices(step: Step): number[] {
  if (!step.enabled || step.stepType !== 'SURVEY') return [];
  return step.survey.choices.flatMap((choice, index) => (choice.value.trim() === '' ? [index + 1] : []));
}

function isEmptySurvey(step: Step): boolean {
  return step.enabled && step.stepType === 'SURVEY' && step.survey.choices.length === 0;
}

function startOf(graph: PathGraph): Step | null {
  const guid = firstStepGuid(graph.steps);
  return guid ? (graph.byGuid.get(guid) ?? null) : null;
}

/**
 * The loops of the forward graph, each once, by the step whose link closes it: found walking from the flow's
 * first step, then from every other step in order (Back can bring a customer onto any step).
 */
function loops(graph: PathGraph): Step[] {
  const closing: Step[] = [];
  const done = new Set<Step>();
  for (const from of [startOf(graph), ...graph.steps]) {
    if (!from || done.has(from)) continue;
    const { path, loopsBackTo } = walkFrom(graph.steps, from);
    const last = path[path.length - 1];
    // A loop met before (through `done`) was counted where it was first found.
    if (
      loopsBackTo &&
      last &&
      !done.has(loopsBackTo) &&
      path.slice(path.indexOf(loopsBackTo)).some((s) => s.enabled)
    )
      closing.push(last);
    for (const step of path) done.add(step);
  }
  return closing;
}

function firstConfirm(steps: readonly Step[]): Step | null {
  return steps.find((step) => step.enabled && step.stepType === 'CONFIRM') ?? null;
}

function linkProblems(graph: PathGraph, step: Step): BlueprintProblem[] {
  const problems: BlueprintProblem[] = [];
  const { guid, defaultNextStep: next, defaultPreviousStep: previous } = step;
  if (next && !graph.byGuid.has(next))
    problems.push({
      code: 'DANGLING_NEXT',
      step: guid,
      message: `its next step ${next} does not exist; the next step in order stands in.`,
    });
  if (previous && !graph.byGuid.has(previous))
    problems.push({
      code: 'DANGLING_PREVIOUS',
      step: guid,
      message: `its previous step ${previous} does not exist; Back goes to the step before.`,
    });
  const choices = step.stepType === 'SURVEY' ? step.survey.choices.map((choice) => choice.guid) : [];
  for (const choice of Object.keys(step.offersAttached)) {
    if (!choices.includes(choice))
      problems.push({
        code: 'DANGLING_ATTACHED_OFFER',
        step: guid,
        message: `an offer is attached to choice ${choice}, which the step does not have; it is never shown.`,
      });
  }
  for (const place of unlabeledChoices(step))
    problems.push({
      code: 'UNLABELED_CHOICE',
      step: guid,
      message: `choice ${place} has no text, so customers would see an unlabeled answer; give it one.`,
    });
  if (isEmptySurvey(step))
    problems.push({
      code: 'EMPTY_SURVEY',
      step: guid,
      message: `the survey has no choices, so it could never be answered; it is passed over.`,
    });
  return problems;
}

/** The steps with empty surveys disabled and each loop's closing step led to `confirm` (with none, to itself). */
function withoutLoops(steps: readonly Step[], confirm: Step | null): Step[] {
  let fixed = steps.map((step) => (isEmptySurvey(step) ? { ...step, enabled: false } : step));
  for (const closing of loops(graphOf(fixed))) fixed = relink(fixed, closing, confirm ?? closing);
  return fixed;
}

function relink(steps: readonly Step[], from: Step, to: Step): Step[] {
  return steps.map((step) => (step === from ? { ...step, defaultNextStep: to.guid } : step));
}

/** The end of the path from the first step, when that path misses `confirm`; else null. */
function endMissing(steps: readonly Step[], confirm: Step | null): Step | null {
  const graph = graphOf(steps);
  const { path } = walkFrom(graph.steps, startOf(graph));
  return confirm && !path.some((step) => step.guid === confirm.guid) ? (path[path.length - 1] ?? null) : null;
}

/** The path's problems, each naming its step; empty when every customer can reach the cancel. */
export function blueprintProblems(steps: readonly Step[]): BlueprintProblem[] {
  if (firstStepGuid(steps) === null)
    return [
      {
        code: 'NO_ENABLED_STEPS',
        step: null,
        message: NO_ENABLED_STEPS_MESSAGE,
      },
    ];
  const graph = graphOf(steps);
  const problems = steps.flatMap((step) => linkProblems(graph, step));
  const confirm = firstConfirm(steps);
  const target = confirm ? `the confirm step ${confirm.guid}` : 'the cancel';
  for (const step of loops(graphOf(steps.map((s) => (isEmptySurvey(s) ? { ...s, enabled: false } : s))))) {
    problems.push({
      code: 'CYCLE',
      step: step.guid,
      message: `its next step leads back to a step already passed, a loop; it leads to ${target} instead.`,
    });
  }
  if (confirm && endMissing(withoutLoops(steps, confirm), confirm)) {
    problems.push({
      code: 'UNREACHABLE_CONFIRM',
      step: confirm.guid,
      message: `the confirm step is not on the path from the first step; the path's end leads to it.`,
    });
  }
  return problems;
}

/**
 * The steps with every problem worked around, so that Next from any step reaches the confirmation (or, with
 * no confirm step, the cancel): an empty survey is disabled (passed over); a loop's closing step leads to the
 * first confirm step (with none, to itself, which navigation reads as the end); the end of the path from the
 * first step leads to the confirm step when the path missed it. Dangling links need nothing: navigation
 * already lets the order stand in. Returns `steps` itself when nothing needed changing.
 */
export function fallbackSteps(steps: readonly Step[]): readonly Step[] {
  const confirm = firstConfirm(steps);
  let fixed = withoutLoops(steps, confirm);
  const end = endMissing(fixed, confirm);
  if (end && confirm) fixed = relink(fixed, end, confirm);
  return fixed.every((step, index) => step === steps[index]) ? steps : fixed;
}

/** A problem as one line that names its step once, for a reader with no step list beside it (console, playground). */
export function describeProblem(problem: { step: string | null; message: string }): string {
  return problem.step ? `Step ${problem.step}: ${problem.message}` : problem.message;
}
