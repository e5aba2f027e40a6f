import type { SurveyAnswer } from '../../contract/schemas/index.ts';

/** A survey's answer as committed by Next; its follow-up text is read when the results are built. */
export type CommittedSurveyAnswer = Omit<SurveyAnswer, 'followupResponse'>;

/**
 * The answers of every survey step on the path walked (session results' `surveyAnswers`), with `commit` added:
 * in the order first answered, one entry per survey, so going back and answering a survey again replaces its
 * entry where it stands instead of listing it twice. The spec's single surveyId and surveyChoiceId (§4) are
 * only the last commit: with two surveys the first's answer would be lost.
 */
export function withSurveyAnswer(
  answers: readonly CommittedSurveyAnswer[],
  commit: CommittedSurveyAnswer,
): CommittedSurveyAnswer[] {
  const same = (answer: CommittedSurveyAnswer) => answer.surveyId === commit.surveyId;
  return answers.some(same)
    ? answers.map((answer) => (same(answer) ? commit : answer))
    : [...answers, commit];
}
