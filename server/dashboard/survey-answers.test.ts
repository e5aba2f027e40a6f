/**
 * A flow with two surveys, posted through the real API on both dialects: the session keeps every survey's
 * answer (session_survey_answers), believed only as far as the served flow allows, and its page lists them
 * with their surveys' titles; the results page's reasons count the spec's answer only (the last committed).
 * Migration 016 gives a session stored before it its one answer.
 */
import { beforeAll, expect, it } from 'vitest';
import type { ResultsAnswer, SessionDetail } from '../../contract/dashboard-api.ts';
import * as migration from '../storage/migrations/016-session-survey-answers.ts';
import { describeOnBothDialects, START_TIMEOUT_MS } from '../testing/on-both-dialects.ts';
import { APP_ID } from '../testing/server-seed.ts';
import type { TestCall } from '../testing/test-client.ts';
import { makeTeam, REASONS, signIn, TEAM } from './testing/dashboard-seed.ts';
import { postServedSession } from './testing/served-session.ts';
import { twoSurveysSeed, USAGE } from './testing/two-surveys-seed.ts';

const REASON_ANSWER = {
  surveyId: 'step_survey',
  surveyChoiceId: REASONS.expensive.guid,
  followupResponse: 'Half the price',
};
const USAGE_ANSWER = { surveyId: USAGE.guid, surveyChoiceId: 'choice_rarely', followupResponse: 'No time' };

const post = (call: TestCall, as: string, key: string, fields: Record<string, unknown>) =>
  postServedSession(call, as, key, { blueprintId: 'bp_main', ...fields });

describeOnBothDialects(
  'dashboard: every survey’s answer of a session',
  (server) => {
    let cookie = '';
    const ids = { both: '', forged: '', older: '' };
    const get = async <T>(path: string): Promise<T> => {
      const response = await fetch(`${server.started.baseUrl}/dashboard/api/apps/${APP_ID}${path}`, {
        headers: { cookie },
      });
      expect(response.status, path).toBe(200);
      return (await response.json()) as T;
    };
    const surveysOf = async (id: string) => (await get<SessionDetail>(`/sessions/${id}`)).answers.surveys;

    beforeAll(async () => {
      await makeTeam(server.started, APP_ID);
      // The first survey answered, then the second: the spec's fields are the second's.
      ids.both = await post(server.call, 'ada', 'both', {
        surveyId: USAGE.guid,
        surveyChoiceId: 'choice_rarely',
        followupResponse: 'No time',
        followupQuestion: 'Why?',
        surveyAnswers: [REASON_ANSWER, USAGE_ANSWER],
      });
      // A body that claims more than the flow could have asked.
      ids.forged = await post(server.call, 'bob', 'forged', {
        surveyId: USAGE.guid,
        surveyChoiceId: 'choice_weekly',
        surveyAnswers: [
          { surveyId: 'step_survey', surveyChoiceId: REASONS.unused.guid, followupResponse: null },
          { surveyId: 'step_survey', surveyChoiceId: REASONS.expensive.guid, followupResponse: 'Again' },
          { surveyId: 'step_nowhere', surveyChoiceId: 'choice_rarely', followupResponse: 'Made up' },
          { surveyId: USAGE.guid, surveyChoiceId: REASONS.unused.guid, followupResponse: 'Not its choice' },
          { surveyId: USAGE.guid, surveyChoiceId: 'choice_weekly', followupResponse: null },
        ],
      });
      // An older widget: no surveyAnswers, the spec's one answer.
      ids.older = await post(server.call, 'cyd', 'older', {
        surveyId: 'step_survey',
        surveyChoiceId: REASONS.unused.guid,
      });
      cookie = (await signIn(server.started.baseUrl, TEAM.member.email, TEAM.member.password)).cookie;
    }, START_TIMEOUT_MS);

    it('keeps both surveys’ answers, in order, each under its survey’s title, the last committed the reason', async () => {
      expect(await surveysOf(ids.both)).toEqual([
        {
          surveyId: 'step_survey',
          title: 'Why are you leaving?',
          choice: 'Too expensive',
          followupQuestion: 'What would be fair?',
          followupResponse: 'Half the price',
          isReason: false,
        },
        {
          surveyId: USAGE.guid,
          title: USAGE.header,
          choice: 'Rarely',
          followupQuestion: 'Why?',
          followupResponse: 'No time',
          isReason: true,
        },
      ]);
    });

    it('believes one answer per survey, and only surveys and choices of the served flow', async () => {
      expect((await surveysOf(ids.forged)).map((s) => [s.surveyId, s.choice, s.followupResponse])).toEqual([
        ['step_survey', 'Not using it enough', null],
        [USAGE.guid, 'Weekly', null],
      ]);
    });

    it('an older widget’s session has its one answer', async () => {
      expect(await surveysOf(ids.older)).toEqual([
        expect.objectContaining({ surveyId: 'step_survey', choice: 'Not using it enough', isReason: true }),
      ]);
    });

    it('the reasons count the spec’s answer of each session (the last survey committed), nothing else', async () => {
      const reasons = (await get<ResultsAnswer>('/results')).reasons;
      expect(reasons.map((r) => [r.choiceId, r.sessions])).toEqual([
        ['choice_rarely', 1],
        ['choice_unused', 1],
        ['choice_weekly', 1],
      ]);
    });

    it('migration 016 gives a session stored before it the one answer its results held', async () => {
      const { db } = server.started.server.deps.database;
      await migration.down(db);
      await migration.up(db);
      expect(await surveysOf(ids.both)).toEqual([
        expect.objectContaining({ surveyId: USAGE.guid, choice: 'Rarely', followupResponse: 'No time' }),
      ]);
      expect(await surveysOf(ids.older)).toEqual([
        expect.objectContaining({ surveyId: 'step_survey', choice: 'Not using it enough' }),
      ]);
    });
  },
  { seed: twoSurveysSeed },
);
