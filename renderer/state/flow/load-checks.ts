import { ref } from 'valtio';
import { blueprintProblems, describeProblem, fallbackSteps } from '../../domain/blueprint-problems.ts';
import { fileFlowIssues } from './flow-issues.ts';
import { fileIssue } from './issues.ts';
import { flowRuntime } from './runtime.ts';
import { flow } from './store.ts';

/**
 * What is checked once a loaded flow's first step is on screen, in a chunk of its own (load.ts `startFlow`
 * imports it then): none of it decides the first step. Each finding is filed once per session through
 * create-issue, which also warns in the console:
 * - the parts of the answer skipped as unknown or malformed ('skipped-answer-part'; also logged to /api/a/l);
 * - the flow's issues of spec §8 (issues.ts);
 * - the problems of the blueprint's path ('blueprint-problem', domain/blueprint-problems.ts), after which the
 *   flow goes on along the fallback path, so that the customer can always reach the cancel.
 * `session` is the session the flow started in: a flow hidden or replaced since is left alone.
 */
export function checkLoadedFlow(session: string): void {
  const runtime = flowRuntime();
  const data = flow.data;
  if (!runtime || !data || flow.sessionKey !== session) return;
  const blueprintId = data.blueprint._id;
  for (const item of data.skipped) {
    fileIssue(runtime, { name: 'skipped-answer-part', issueData: { blueprintId, ...item } });
    void runtime.api.log({ message: 'skipped answer part', blueprintId, ...item });
  }
  fileFlowIssues(flow, runtime);
  const { steps } = data.blueprint;
  for (const problem of blueprintProblems(steps)) {
    fileIssue(runtime, {
      name: 'blueprint-problem',
      issueData: { blueprintId, ...problem, message: describeProblem(problem) },
    });
  }
  const safe = fallbackSteps(steps);
  // ref: flow data is replaced wholesale, never mutated (store.ts). The customer's position stays valid: the
  // fallback moves links, and the one step it passes over (an empty survey) navigation never shows.
  if (safe !== steps) flow.data = ref({ ...data, blueprint: { ...data.blueprint, steps: [...safe] } });
}
