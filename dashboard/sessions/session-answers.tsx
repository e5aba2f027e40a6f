/** What a session's customer answered: each survey under its title, in the order answered, then the feedback. */
import type { SessionDetail } from '../../contract/dashboard-api.ts';

/** Marks the survey whose answer the results page counts among the reasons (the last one committed). */
export const COUNTED_AS_REASON = '(counted as the reason)';

export function SessionAnswers({ answers }: { answers: SessionDetail['answers'] }) {
  return (
    <dl>
      {answers.surveys.length === 0 ? (
        // A session without a stored survey answer: the reason and follow-up as its facts hold them.
        <>
          <dt>Reason</dt>
          <dd className="typed">{answers.reason ?? '—'}</dd>
          {answers.followupQuestion ? (
            <>
              <dt className="typed">{answers.followupQuestion}</dt>
              <dd className="typed">{answers.followupResponse ?? '—'}</dd>
            </>
          ) : null}
        </>
      ) : (
        answers.surveys.map((survey) => (
          <div key={survey.surveyId}>
            <dt>
              <span className="typed">{survey.title ?? 'Survey'}</span>
              {survey.isReason ? <span className="muted"> {COUNTED_AS_REASON}</span> : null}
            </dt>
            <dd className="typed">{survey.choice ?? '—'}</dd>
            {survey.followupQuestion || survey.followupResponse ? (
              <>
                <dt className="typed">{survey.followupQuestion ?? 'Follow-up'}</dt>
                <dd className="typed">{survey.followupResponse ?? '—'}</dd>
              </>
            ) : null}
          </div>
        ))
      )}
      {answers.feedback ? (
        <>
          <dt>Feedback</dt>
          <dd className="typed">{answers.feedback}</dd>
        </>
      ) : null}
    </dl>
  );
}
