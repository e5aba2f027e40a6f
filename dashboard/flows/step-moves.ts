/**
 * The editor's step order and Move up / Move down. The editor lists the steps in the order a customer meets them
 * (renderer/domain/step-order.ts, the rule the widget's navigation follows), so a move must change that path,
 * not only the array: a move swaps a step with its neighbour in the order, writes the array in the new order
 * and re-wires the links around it, so that where links decide (the seeded flows link every step) the customer
 * walks the new order too. Where the order cannot be re-wired without guessing, the move is refused with a
 * reason the editor shows.
 */
import type { BlueprintInput, StepInput } from '../../contract/schemas/index.ts';
import { checkDraft, type DraftCheck } from '../../renderer/domain/draft-problems.ts';
import { type PathEnding, stepOrder } from '../../renderer/domain/step-order.ts';

export interface DraftOrder {
  /** The draft's steps in the order customers meet them (the array's order when the draft cannot be read). */
  steps: readonly StepInput[];
  /** steps[start] is where customers start, steps[end - 1] where Next stops; after it, steps never shown. */
  start: number;
  end: number;
  /** Why the path ends; null when the widget could not read the draft. */
  ending: PathEnding | null;
}

/** The order of a draft, from its check (the editor has one at hand): the decoded steps decide it. */
export function draftOrder(draft: BlueprintInput, check: DraftCheck = checkDraft(draft)): DraftOrder {
  if (!check.valid) return { steps: draft.steps, start: 0, end: draft.steps.length, ending: null };
  const byGuid = new Map(draft.steps.map((step) => [step.guid, step]));
  const order = stepOrder(check.blueprint.steps);
  return {
    ...order,
    steps: order.steps.flatMap((step) => byGuid.get(step.guid) ?? []),
  };
}

/** Why steps may not be moved (dashboard text, English). */
export const MOVE_REFUSALS = {
  unreadable: 'Steps cannot be moved until the widget can read this draft: fix its problems (see Problems).',
  loop: 'Steps cannot be moved while Next leads around in a loop (see Problems): undo that link first.',
  offPath: (places: readonly number[]) =>
    `Steps cannot be moved while ${places.length > 1 ? `steps ${places.join(', ')} are` : `step ${places[0]} is`} ` +
    'on no path a customer walks and no confirmation ends the path: link a step’s Next to them, or remove them.',
  belowConfirm: 'The confirmation ends the flow: a step moved below it would never be shown.',
} as const;

/** Why no step of the draft may be moved, or null when they may. */
export function orderRefusal(order: DraftOrder): string | null {
  if (order.ending === null) return MOVE_REFUSALS.unreadable;
  if (order.ending === 'LOOP') return MOVE_REFUSALS.loop;
  if (order.ending === 'LAST' && order.end < order.steps.length) {
    const places = order.steps.slice(order.end).map((_, index) => order.end + index + 1);
    return MOVE_REFUSALS.offPath(places);
  }
  return null;
}

/** What a move does: a new draft, a reason it may not be made, or nothing (the step is at that end). */
export type Move =
  | { kind: 'moved'; draft: BlueprintInput }
  | { kind: 'refused'; reason: string }
  | { kind: 'end' };

/**
 * Moves a step one place up (-1) or down (+1) in the order customers meet the steps. A set link that followed
 * the order follows the new one: Next, where it named the step below, to the step now below it; Back, where it
 * named the step above, to the step now above it. So does the Next of a swapped step that lands on the path
 * (a disabled step moved below the first enabled one, a step moved up above the confirmation). Other links are
 * the author's and stay: steps off the path (disabled ones before the first enabled step, those after the
 * confirmation) may link anywhere, and a Back pointed elsewhere cannot come to point the other way (only the two
 * swapped steps change places). Unset links need nothing: the array is written in the new order, which they
 * follow. A step never moves below the confirmation that ends the flow.
 */
export function moveStep(
  draft: BlueprintInput,
  guid: string,
  by: -1 | 1,
  order: DraftOrder = draftOrder(draft),
): Move {
  const from = order.steps.findIndex((step) => step.guid === guid);
  const upper = Math.min(from, from + by);
  if (from < 0 || upper < 0 || upper + 1 >= order.steps.length) return { kind: 'end' };
  const refusal = orderRefusal(order);
  if (refusal) return { kind: 'refused', reason: refusal };
  if (order.ending === 'CONFIRM' && upper + 1 === order.end - 1)
    return { kind: 'refused', reason: MOVE_REFUSALS.belowConfirm };

  const before = order.steps;
  const after = [...before];
  [after[upper], after[upper + 1]] = [before[upper + 1], before[upper]] as [StepInput, StepInput];
  const steps = after.map((step, index) => {
    const was = before.indexOf(step);
    const nextLink = step.defaultNextStep;
    const landsOnPath = was !== index && index >= order.start && index < order.end;
    const nextRewired = !!nextLink && (nextLink === before[was + 1]?.guid || landsOnPath);
    const next = nextRewired ? (after[index + 1]?.guid ?? null) : nextLink;
    const back = step.defaultPreviousStep;
    const followsOrder = back != null && back === before[was - 1]?.guid;
    const previous = followsOrder ? (after[index - 1]?.guid ?? null) : back;
    if (next === step.defaultNextStep && previous === back) return step;
    const moved = { ...step };
    if (next !== step.defaultNextStep) moved.defaultNextStep = next;
    if (previous !== back) moved.defaultPreviousStep = previous;
    return moved;
  });
  return { kind: 'moved', draft: { ...draft, steps } };
}
