/**
 * What the server checks of a flow's draft when it is saved, read and published: checkDraft's problems
 * (renderer/domain/draft-problems.ts) and a free-text minimum no customer could meet
 * (contract/free-text-minimum.ts), the same two the flow editor shows. Such a minimum makes the draft invalid,
 * as a negative one does in checkDraft: a save is refused (400, naming the field), and a draft kept from before
 * this check is refused at publishing (409).
 */
import { minimumLengthProblems } from '../../contract/free-text-minimum.ts';
import { checkDraft, type DraftCheck, type DraftProblem } from '../../renderer/domain/draft-problems.ts';

export function checkFlowDraft(draft: unknown): DraftCheck {
  const check = checkDraft(draft);
  const unmeetable = minimumLengthProblems(draft).map(
    (problem): DraftProblem => ({ code: 'INVALID', ...problem }),
  );
  if (unmeetable.length === 0) return check;
  return { valid: false, problems: [...check.problems, ...unmeetable] };
}
