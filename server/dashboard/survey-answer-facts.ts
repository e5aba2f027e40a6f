/**
 * Which survey answers a session keeps (session_survey_answers, migration 016), in the order answered. A body
 * is believed only as far as the session could have answered: when the flow version it was served is known,
 * only surveys of that version and choices of that survey (in its words), and one answer per survey, the first. A
 * widget that sends no `surveyAnswers` (older than it) has the spec's one answer, surveyId and surveyChoiceId.
 */
import type { Blueprint, SessionResults, SurveyAnswer } from '../../contract/schemas/index.ts';

export interface SurveyAnswerFact {
  surveyId: string;
  surveyChoiceId: string;
  /** The choice's words in the served version; null when the version is not known. */
  surveyChoice: string | null;
  followupResponse: string | null;
}

function sentAnswers(results: SessionResults): readonly SurveyAnswer[] {
  if (results.surveyAnswers) return results.surveyAnswers;
  const { surveyId, surveyChoiceId, followupResponse } = results;
  return surveyId && surveyChoiceId ? [{ surveyId, surveyChoiceId, followupResponse }] : [];
}

export function surveyAnswerFacts(results: SessionResults, blueprint: Blueprint | null): SurveyAnswerFact[] {
  const facts: SurveyAnswerFact[] = [];
  const seen = new Set<string>();
  for (const answer of sentAnswers(results)) {
    if (seen.has(answer.surveyId)) continue;
    let surveyChoice: string | null = null;
    if (blueprint) {
      const step = blueprint.steps.find((s) => s.guid === answer.surveyId);
      const choice =
        step?.stepType === 'SURVEY'
          ? step.survey.choices.find((c) => c.guid === answer.surveyChoiceId)
          : null;
      if (!choice) continue;
      surveyChoice = choice.value;
    }
    seen.add(answer.surveyId);
    facts.push({ ...answer, surveyChoice });
  }
  return facts;
}
