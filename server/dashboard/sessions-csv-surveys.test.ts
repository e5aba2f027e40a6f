/**
 * The sessions CSV holds every survey's answer, as a session's page lists them: a choice column and a follow-up
 * column per survey, headed by the survey's header (the newest served version's words), on both dialects. What
 * a customer typed is defused like every cell, however it is built.
 */
import { beforeAll, expect, it } from 'vitest';
import type { FlowAnswer } from '../../contract/dashboard-flows-api.ts';
import type { BlueprintInput } from '../../contract/schemas/index.ts';
import { describeOnBothDialects, START_TIMEOUT_MS } from '../testing/on-both-dialects.ts';
import { APP_ID, FLOW_ID } from '../testing/server-seed.ts';
import type { TestCall } from '../testing/test-client.ts';
import { CSV_COLUMNS, FEEDBACK_COLUMN, sessionsCsv } from './sessions-csv.ts';
import { parseCsv, csvText as text } from './testing/csv-text.ts';
import { makeTeam, REASONS, signIn, TEAM } from './testing/dashboard-seed.ts';
import { flowEditorClient } from './testing/flow-editor-client.ts';
import { postServedSession } from './testing/served-session.ts';
import { twoSurveysSeed, USAGE } from './testing/two-surveys-seed.ts';

/** The first survey's header as version 2 rewords it. */
const REWORDED = 'What made you leave?';
/** A follow-up typed to run as a formula and to break out of its cell. */
const HOSTILE = '=HYPERLINK("https://evil.example","Refund"),\r\n@SUM(A1)';

const post = (call: TestCall, as: string, fields: Record<string, unknown>) =>
  postServedSession(call, as, `csv-${as}`, fields);

const answer = (surveyId: string, surveyChoiceId: string, followupResponse: string | null = null) => ({
  surveyId,
  surveyChoiceId,
  followupResponse,
});

describeOnBothDialects(
  'the sessions CSV: every survey’s answer',
  (server) => {
    const ids = { both: '', none: '', second: '', v2: '' };
    let rows: string[][] = [];
    const row = (id: string) => {
      const found = rows.find((cells) => cells[0] === id);
      if (!found) throw new Error(`no row for ${id}`);
      // The survey columns: the feedback after them has tests of its own (sessions-csv-feedback.test.ts).
      return found.slice(CSV_COLUMNS.length, -1);
    };

    beforeAll(async () => {
      ids.both = await post(server.call, 'ada', {
        surveyId: USAGE.guid,
        surveyChoiceId: 'choice_rarely',
        surveyAnswers: [
          answer('step_survey', REASONS.expensive.guid, 'Half the price'),
          answer(USAGE.guid, 'choice_rarely', HOSTILE),
        ],
      });
      ids.none = await post(server.call, 'bob', {});
      ids.second = await post(server.call, 'cyd', {
        surveyId: USAGE.guid,
        surveyChoiceId: 'choice_weekly',
        surveyAnswers: [answer(USAGE.guid, 'choice_weekly')],
      });
      // Version 2 rewords the first survey's header; a session served it answers under the same column.
      await makeTeam(server.started, APP_ID);
      const owner = (await signIn(server.started.baseUrl, TEAM.owner.email, TEAM.owner.password)).cookie;
      const { api } = flowEditorClient(server);
      const published = ((await (await api(`/${FLOW_ID}`, owner)).json()) as FlowAnswer).published;
      const reworded: BlueprintInput = {
        ...published,
        steps: published.steps.map((step) =>
          step.guid === 'step_survey' ? { ...step, header: REWORDED } : step,
        ),
      };
      expect(
        (await api(`/${FLOW_ID}/draft`, owner, { method: 'PUT', body: { blueprint: reworded } })).status,
      ).toBe(200);
      expect((await api(`/${FLOW_ID}/publish`, owner, { method: 'POST' })).status).toBe(200);
      ids.v2 = await post(server.call, 'dee', {
        surveyId: 'step_survey',
        surveyChoiceId: REASONS.unused.guid,
        surveyAnswers: [answer('step_survey', REASONS.unused.guid)],
      });
      rows = parseCsv(await text(sessionsCsv(server.started.server.deps.database.db, APP_ID, {})));
    }, START_TIMEOUT_MS);

    it('heads a choice and a follow-up column per survey, in the flow’s order, after the list’s columns', () => {
      expect(rows[0]).toEqual([
        ...CSV_COLUMNS,
        REWORDED,
        `${REWORDED} (follow-up)`,
        USAGE.header,
        `${USAGE.header} (follow-up)`,
        FEEDBACK_COLUMN,
      ]);
      expect(rows.slice(1).map((cells) => cells.length)).toEqual(
        [5, 5, 5, 5].map((n) => CSV_COLUMNS.length + n),
      );
    });

    it('writes each session’s answers under their survey, in the words of the version it was served', () => {
      expect(row(ids.both)).toEqual([REASONS.expensive.value, 'Half the price', 'Rarely', `'${HOSTILE}`]);
      expect(row(ids.second)).toEqual(['', '', 'Weekly', '']);
      expect(row(ids.v2)).toEqual([REASONS.unused.value, '', '', '']);
    });

    it('leaves a session without answers empty there', () => {
      expect(row(ids.none)).toEqual(['', '', '', '']);
    });

    it('defuses a typed formula and keeps it in its one cell', async () => {
      const whole = await text(sessionsCsv(server.started.server.deps.database.db, APP_ID, {}));
      expect(whole).toContain(`,"'=HYPERLINK(""https://evil.example"",""Refund""),\r\n@SUM(A1)",\r\n`);
      expect(rows).toHaveLength(5);
    });

    it('is the same file whatever the batch size', async () => {
      const db = server.started.server.deps.database.db;
      const whole = await text(sessionsCsv(db, APP_ID, {}));
      for (const batch of [1, 3]) expect(await text(sessionsCsv(db, APP_ID, {}, batch))).toBe(whole);
    });

    it('has only the surveys the filtered sessions answered', async () => {
      const db = server.started.server.deps.database.db;
      const [header] = parseCsv(await text(sessionsCsv(db, APP_ID, { q: 'cyd' })));
      expect(header?.slice(CSV_COLUMNS.length)).toEqual([
        USAGE.header,
        `${USAGE.header} (follow-up)`,
        FEEDBACK_COLUMN,
      ]);
      const [plain] = parseCsv(await text(sessionsCsv(db, APP_ID, { q: 'bob' })));
      expect(plain).toEqual([...CSV_COLUMNS, FEEDBACK_COLUMN]);
    });
  },
  { seed: twoSurveysSeed },
);
