import type { Step } from '../../../contract/schemas/index.ts';
import { createBounceGuard } from '../../domain/bounce-guard.ts';
import { freeformState } from '../../domain/freeform.ts';
import {
  nextPosition,
  type Position,
  previousPosition,
  startPosition,
  surveyChoiceCommit,
} from '../../domain/navigation.ts';
import { declineOffer, enterStep, presentOffer } from '../../domain/session-log.ts';
import { canContinueSurvey } from '../../domain/survey-answer.ts';
import { withSurveyAnswer } from '../../domain/survey-answers.ts';
import { notify } from '../callbacks.ts';
import { navigationContext, offerAt, positionKey, resolveOffer, stepAt } from './context.ts';
import { FLOW_EVENT, trackFlowEvent } from './events.ts';
import { fileIssue } from './issues.ts';
import { flowRuntime } from './runtime.ts';
import { flow, followupOf } from './store.ts';

/** Spec §4: repeated Next/Back triggers within NEXT_STEP_BOUNCE_MS are ignored. */
let bounceGuard = createBounceGuard();

export function resetNavigationGuard(): void {
  bounceGuard = createBounceGuard();
}

function describePosition(position: Position | null): { guid: string; stepType: string } | null {
  if (!position) return null;
  if (position.kind === 'attached-offer') return { guid: positionKey(position), stepType: 'OFFER' };
  const step = stepAt(flow, position);
  return step ? { guid: step.guid, stepType: step.stepType } : null;
}

function numChoices(step: Step | null): number | null {
  return step?.stepType === 'SURVEY' ? step.survey.choices.length : null;
}

/**
 * Moves to a position and records it: the previous offer is left (offer-left; declined only by Next, goNext),
 * the new step is viewed, a new offer is presented (offer-shown), and the host's onStepChange is called.
 */
export function enterPosition(position: Position): void {
  const runtime = flowRuntime();
  if (!runtime) return;
  const now = runtime.now();
  const previous = flow.position;
  const previousOffer = offerAt(flow, previous);
  if (previousOffer) {
    trackFlowEvent(runtime, FLOW_EVENT.OFFER_LEFT, {
      offerGuid: previousOffer.guid,
      offerType: previousOffer.offerType,
    });
  }
  const described = describePosition(position);
  flow.position = position;
  flow.feedbackTouched = false;
  if (described) {
    flow.stepsViewed = enterStep(
      flow.stepsViewed,
      { ...described, numChoices: numChoices(stepAt(flow, position)) },
      now,
    );
  }
  const offer = offerAt(flow, position);
  if (offer) {
    const resolved = resolveOffer(flow, runtime, offer);
    if (resolved.issue) fileIssue(runtime, resolved.issue);
    flow.presentedOffers = presentOffer(flow.presentedOffers, offer.guid, now);
    trackFlowEvent(runtime, FLOW_EVENT.OFFER_SHOWN, { offerGuid: offer.guid, offerType: offer.offerType });
  }
  trackFlowEvent(runtime, FLOW_EVENT.STEP_CHANGE, { step: described, previous: describePosition(previous) });
  notify(runtime.options, 'onStepChange', described, describePosition(previous));
}

/** The first position of the flow (invisible offers skipped), or null when nothing can be shown. */
export function firstPosition(): Position | null {
  const runtime = flowRuntime();
  return runtime ? startPosition(navigationContext(flow, runtime)) : null;
}

/** Whether the current step lets the customer continue (survey answered, freeform long enough). */
export function canContinue(): boolean {
  const step = flow.position?.kind === 'step' ? stepAt(flow, flow.position) : null;
  if (step?.stepType === 'SURVEY') {
    const choice = flow.answers[step.guid];
    return canContinueSurvey(step.survey, choice, followupOf(flow, step.guid, choice));
  }
  if (step?.stepType === 'FREEFORM') return freeformState(flow.feedback, step.freeformConfig, true).valid;
  return true;
}

/** What Next does from here: a position, or the cancel (no projected step). Null before the flow starts. */
export function projectedNext(): ReturnType<typeof nextPosition> | null {
  const runtime = flowRuntime();
  if (!runtime || !flow.position) return null;
  return nextPosition(navigationContext(flow, runtime), flow.position);
}

/** Whether Back leads somewhere (else the footer shows Nevermind, which closes). */
export function projectedBack(): ReturnType<typeof previousPosition> | null {
  const runtime = flowRuntime();
  if (!runtime || !flow.position) return null;
  return previousPosition(navigationContext(flow, runtime), flow.position);
}

/**
 * Next (spec §4): commits the survey answer, then goes to the projected next step; with none it cancels.
 * Returns 'cancel' so the caller runs the cancel action (kept out of here to keep imports one way).
 */
export function goNext(nowMs: number): 'moved' | 'cancel' | 'blocked' {
  if (flow.flowState !== 'IN_PROGRESS' || !flow.position) return 'blocked';
  if (!canContinue()) {
    flow.feedbackTouched = true;
    return 'blocked';
  }
  if (!bounceGuard(nowMs)) return 'blocked';
  const step = flow.position.kind === 'step' ? stepAt(flow, flow.position) : null;
  if (step?.stepType === 'SURVEY') {
    const choice = flow.answers[step.guid];
    const commit = choice ? surveyChoiceCommit(step, choice) : null;
    if (commit) {
      flow.surveyId = commit.surveyId;
      flow.surveyChoiceId = commit.surveyChoiceId;
      flow.followupQuestion = commit.followupQuestion;
      flow.surveyAnswers = withSurveyAnswer(flow.surveyAnswers, commit);
    }
  }
  // Next on an offer declines it (the footer's Decline offer), whether another step follows or the cancel does;
  // Back or a close leaves it unanswered (declinedAt null).
  const offer = offerAt(flow, flow.position);
  const runtime = flowRuntime();
  if (offer && runtime) flow.presentedOffers = declineOffer(flow.presentedOffers, offer.guid, runtime.now());
  const target = projectedNext();
  if (!target || target.kind === 'cancel') return 'cancel';
  enterPosition(target);
  return 'moved';
}

/** Back (spec §4): the previous step, or 'close' when there is none (Nevermind). */
export function goBack(nowMs: number): 'moved' | 'close' | 'blocked' {
  if (flow.flowState !== 'IN_PROGRESS' || !flow.position) return 'blocked';
  if (!bounceGuard(nowMs)) return 'blocked';
  const target = projectedBack();
  if (!target || target.kind === 'close') return 'close';
  enterPosition(target);
  return 'moved';
}

export function chooseAnswer(surveyGuid: string, choiceGuid: string): void {
  flow.answers = { ...flow.answers, [surveyGuid]: choiceGuid };
}

/** Keeps the follow-up of one choice: switching choices neither loses it nor hands it to another question. */
export function setFollowup(surveyGuid: string, choiceGuid: string, text: string): void {
  flow.followups = { ...flow.followups, [surveyGuid]: { ...flow.followups[surveyGuid], [choiceGuid]: text } };
}

export function setFeedback(text: string): void {
  flow.feedback = text;
}

/** The freeform field lost focus: from now on a too-short text is marked red. */
export function touchFeedback(): void {
  flow.feedbackTouched = true;
}
