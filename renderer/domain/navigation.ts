import type { Offer, Step, SurveyStep } from '../../contract/schemas/index.ts';
import { firstStepGuid } from './flow-start.ts';
import { linkedNext } from './next-link.ts';
import { findChoice, followupQuestion } from './survey-answer.ts';

/**
 * Step navigation (spec §4). Next goes to a step's default next step, back to its default previous step.
 * Where a link is missing (null, or naming no step) the array order of the blueprint stands in for it; a step
 * whose next step is itself ends the flow (the fallback for a loop, blueprint-problems.ts, relies on it).
 * Disabled steps, surveys without choices and offers the predicate hides are passed over in both directions
 * by following their own links. An offer attached to the chosen survey answer sits between the survey and the survey's next step.
 *
 * Navigation is a pure function of the blueprint, the answers and offer visibility, so "back" is the step
 * before the current one on the path those project: exactly the step the customer came from, without
 * keeping a history.
 */

/** Where the customer is: a step, or the offer attached to a survey answer. */
export type Position =
  | { kind: 'step'; guid: string }
  | { kind: 'attached-offer'; surveyGuid: string; choiceGuid: string; offer: Offer };

/** Next leads to a position, or cancels the subscription when no step is projected (spec §4). */
export type NextTarget = Position | { kind: 'cancel' };

/** Back leads to a position, or closes the widget (the footer shows Nevermind) when nothing precedes. */
export type BackTarget = Position | { kind: 'close' };

export interface NavigationContext {
  /** The decoded steps in blueprint order. */
  steps: readonly Step[];
  /** The chosen answers: survey step guid → choice guid. */
  answers: Readonly<Record<string, string>>;
  /** Whether an offer may be shown (eligibility, cooldowns...): invisible offers are skipped. */
  isOfferVisible: (offer: Offer) => boolean;
}

/**
 * Where a step's guid goes (a session's stepsViewed, an offer's place), an attached offer is named by its
 * survey and its choice: the dashboard reads it back to name the offer the customer saw.
 */
export function attachedOfferKey(surveyGuid: string, choiceGuid: string): string {
  return `${surveyGuid}:${choiceGuid}`;
}

/** The offer attached to a survey answer: the step's offersAttached entry, else the choice's own offer. */
export function attachedOffer(step: Step, choiceGuid: string): Offer | null {
  const attached = step.offersAttached[choiceGuid];
  if (attached) return attached;
  return step.stepType === 'SURVEY' ? (findChoice(step.survey, choiceGuid)?.offer ?? null) : null;
}

/** Every offer a customer could meet in the blueprint: enabled offer steps and their survey answers' attached offers. */
export function blueprintOffers(steps: readonly Step[]): Offer[] {
  return steps
    .filter((step) => step.enabled)
    .flatMap((step) => {
      const own = step.stepType === 'OFFER' ? [step.offer] : [];
      const choices = step.stepType === 'SURVEY' ? step.survey.choices.map((choice) => choice.guid) : [];
      const attached = [...Object.keys(step.offersAttached), ...choices]
        .map((choice) => attachedOffer(step, choice))
        .filter((offer): offer is Offer => offer !== null);
      return [...own, ...attached];
    });
}

function find(ctx: NavigationContext, guid: string | null | undefined): Step | null {
  return guid ? (ctx.steps.find((step) => step.guid === guid) ?? null) : null;
}

/** A survey without choices could never be answered: it is passed over like a hidden offer (issue 17). */
function isShowable(ctx: NavigationContext, step: Step): boolean {
  if (step.stepType === 'OFFER') return step.enabled && ctx.isOfferVisible(step.offer);
  return step.enabled && (step.stepType !== 'SURVEY' || step.survey.choices.length > 0);
}

function neighbour(ctx: NavigationContext, step: Step, offset: 1 | -1): Step | null {
  return ctx.steps[ctx.steps.indexOf(step) + offset] ?? null;
}

function forwardLink(ctx: NavigationContext, step: Step): Step | null {
  return linkedNext(ctx.steps, step);
}

function backwardLink(ctx: NavigationContext, step: Step): Step | null {
  return find(ctx, step.defaultPreviousStep) ?? neighbour(ctx, step, -1);
}

/** Walks a link chain from `from` (inclusive) to the first showable step; a cycle ends the walk. */
function resolve(
  ctx: NavigationContext,
  from: Step | null,
  link: (ctx: NavigationContext, step: Step) => Step | null,
  seen: Set<Step> = new Set(),
): Step | null {
  let candidate = from;
  while (candidate && !seen.has(candidate)) {
    if (isShowable(ctx, candidate)) return candidate;
    seen.add(candidate);
    candidate = link(ctx, candidate);
  }
  return null;
}

/** The step shown after `step`, not counting an attached offer. */
function stepAfter(ctx: NavigationContext, step: Step): Step | null {
  return resolve(ctx, forwardLink(ctx, step), forwardLink, new Set([step]));
}

function attachedOfferPosition(ctx: NavigationContext, step: Step): Position | null {
  if (step.stepType !== 'SURVEY') return null;
  const choiceGuid = ctx.answers[step.guid];
  if (!choiceGuid) return null;
  const offer = attachedOffer(step, choiceGuid);
  if (!offer || !ctx.isOfferVisible(offer)) return null;
  return { kind: 'attached-offer', surveyGuid: step.guid, choiceGuid, offer };
}

const at = (step: Step): Position => ({ kind: 'step', guid: step.guid });

/** The first position of the flow: the first enabled step, or what follows it when it is a hidden offer. */
export function startPosition(ctx: NavigationContext): Position | null {
  const first = resolve(ctx, find(ctx, firstStepGuid(ctx.steps)), forwardLink);
  return first ? at(first) : null;
}

/**
 * Where Next leads from `current` (spec §4 Step navigation). The confirm step's button confirms and cancels
 * (spec §2 'Confirm and cancel'), so nothing after it is ever shown, whatever its links say.
 */
export function nextPosition(ctx: NavigationContext, current: Position): NextTarget {
  const step = find(ctx, current.kind === 'step' ? current.guid : current.surveyGuid);
  if (!step || step.stepType === 'CONFIRM') return { kind: 'cancel' };
  if (current.kind === 'step') {
    const offer = attachedOfferPosition(ctx, step);
    if (offer) return offer;
  }
  const after = stepAfter(ctx, step);
  return after ? at(after) : { kind: 'cancel' };
}

/** The positions the flow passes through from the start, given the answers so far. */
export function projectedPath(ctx: NavigationContext): Position[] {
  const path: Position[] = [];
  const seen = new Set<string>();
  let current: NextTarget | null = startPosition(ctx);
  while (current && current.kind !== 'cancel') {
    const key = current.kind === 'step' ? current.guid : `${current.surveyGuid}>${current.choiceGuid}`;
    if (seen.has(key)) break;
    seen.add(key);
    path.push(current);
    current = nextPosition(ctx, current);
  }
  return path;
}

function samePosition(a: Position, b: Position): boolean {
  if (a.kind === 'step') return b.kind === 'step' && a.guid === b.guid;
  if (b.kind === 'step') return false;
  return a.surveyGuid === b.surveyGuid && a.choiceGuid === b.choiceGuid;
}

/** Back onto step `previous` from step `step`: onto the attached offer when it was shown in between. */
function backOnto(ctx: NavigationContext, previous: Step | null, step: Step): BackTarget {
  if (!previous) return { kind: 'close' };
  const offer = attachedOfferPosition(ctx, previous);
  if (offer && stepAfter(ctx, previous) === step) return offer;
  return at(previous);
}

/** Where Back leads from `current` (spec §4 Step navigation, §2 Footer). */
export function previousPosition(ctx: NavigationContext, current: Position): BackTarget {
  if (current.kind === 'attached-offer') {
    const survey = find(ctx, current.surveyGuid);
    return survey ? at(survey) : { kind: 'close' };
  }
  const step = find(ctx, current.guid);
  if (!step) return { kind: 'close' };
  const configured = find(ctx, step.defaultPreviousStep);
  if (configured) return backOnto(ctx, resolve(ctx, configured, backwardLink, new Set([step])), step);

  const path = projectedPath(ctx);
  const index = path.findIndex((position) => samePosition(position, current));
  if (index === 0) return { kind: 'close' };
  if (index > 0) return path[index - 1] ?? { kind: 'close' };
  // Off the projected path (the answers changed under it): the array order decides.
  return backOnto(ctx, resolve(ctx, neighbour(ctx, step, -1), backwardLink, new Set([step])), step);
}

/** Whether Back leads somewhere; without a previous step the footer shows Nevermind, which closes. */
export function hasPreviousStep(ctx: NavigationContext, current: Position): boolean {
  return previousPosition(ctx, current).kind !== 'close';
}

/** What committing a survey answer stores (spec §4): the survey id, the choice id and the follow-up question. */
export interface SurveyChoiceCommit {
  surveyId: string;
  surveyChoiceId: string;
  followupQuestion: string | null;
}

/** The commit for choosing `choiceGuid` in `step`; null when the choice is not one of the survey's. */
export function surveyChoiceCommit(step: SurveyStep, choiceGuid: string): SurveyChoiceCommit | null {
  const choice = findChoice(step.survey, choiceGuid);
  if (!choice) return null;
  return { surveyId: step.guid, surveyChoiceId: choice.guid, followupQuestion: followupQuestion(choice) };
}
