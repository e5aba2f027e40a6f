import * as v from 'valibot';
import { MAX_FLOW_CHARS } from '../../contract/answer-limits.ts';
import {
  type Blueprint,
  BlueprintSchema,
  decodeStep,
  describeIssues,
  type SkippedItem,
  stepList,
  typeOf,
} from '../../contract/schemas/index.ts';
import { type BlueprintProblemCode, blueprintProblems } from './blueprint-problems.ts';

/**
 * The checks of a flow author's draft (issue 21, the dashboard's flow editor), one copy for the server (when a
 * draft is saved and published) and the dashboard (as the author edits). Two kinds of problem:
 *
 * - the draft is not a blueprint the widget can read in full: it is larger than MAX_FLOW_CHARS (the widget
 *   would refuse the answer serving it), the contract's schema fails, a step or offer
 *   would be skipped (unknown or malformed), or two steps share a guid (links and answers name steps by
 *   guid, so one of them could never be reached). The widget would drop a part of the flow the author sees:
 *   such a draft is refused outright (`invalid`).
 * - the blueprint's path has a problem (blueprint-problems.ts: a loop, an empty survey, an unreachable
 *   confirmation, a dangling link). The widget works around each at run time, but an author must not publish
 *   a flow that needs working around; the draft may be kept while they fix it.
 */

export const DRAFT_PROBLEM_CODES = ['INVALID', 'DUPLICATE_STEP', 'TOO_LARGE'] as const;
export type DraftProblemCode = (typeof DRAFT_PROBLEM_CODES)[number] | BlueprintProblemCode;

export interface DraftProblem {
  code: DraftProblemCode;
  /** The guid of the step the problem is at; null for the blueprint as a whole. */
  step: string | null;
  /** A sentence for the flow's author (dashboard text, English). */
  message: string;
}

export type DraftCheck =
  | { valid: true; blueprint: Blueprint; problems: DraftProblem[] }
  | { valid: false; problems: DraftProblem[] };

function stepProblems(raw: unknown, index: number): DraftProblem[] {
  const skipped: SkippedItem[] = [];
  decodeStep(raw, skipped);
  const step = typeOf(raw, 'guid');
  return skipped.map((item) => ({
    code: 'INVALID',
    step,
    message: step ? `${item.reason}.` : `Step number ${index + 1}: ${item.reason}.`,
  }));
}

function duplicateSteps(blueprint: Blueprint): DraftProblem[] {
  const seen = new Set<string>();
  const problems: DraftProblem[] = [];
  for (const { guid } of blueprint.steps) {
    if (seen.has(guid))
      problems.push({
        code: 'DUPLICATE_STEP',
        step: guid,
        message: `another step has the same id; give each step its own.`,
      });
    seen.add(guid);
  }
  return problems;
}

/** The draft's size problem: a flow over MAX_FLOW_CHARS would be served in an answer the widget refuses. */
function sizeProblems(raw: unknown): DraftProblem[] {
  const size = JSON.stringify(raw)?.length ?? 0;
  if (size <= MAX_FLOW_CHARS) return [];
  return [
    {
      code: 'TOO_LARGE',
      step: null,
      message:
        `The flow is too large: ${size.toLocaleString('en')} characters, at most ` +
        `${MAX_FLOW_CHARS.toLocaleString('en')}; the widget could not load it. Shorten its texts.`,
    },
  ];
}

/** Every problem of a draft, each naming its step; `valid` when the widget would read all of it. */
export function checkDraft(raw: unknown): DraftCheck {
  const tooLarge = sizeProblems(raw);
  if (tooLarge.length > 0) return { valid: false, problems: tooLarge };
  const parsed = v.safeParse(BlueprintSchema, raw);
  if (!parsed.success)
    return {
      valid: false,
      problems: [{ code: 'INVALID', step: null, message: `The flow: ${describeIssues(parsed.issues)}.` }],
    };
  const blueprint = parsed.output;
  const rawSteps = stepList((raw as { steps: object }).steps);
  const invalid = [...rawSteps.flatMap(stepProblems), ...duplicateSteps(blueprint)];
  if (invalid.length > 0) return { valid: false, problems: invalid };
  return { valid: true, blueprint, problems: blueprintProblems(blueprint.steps) };
}
