/**
 * Lite (insight) sessions on the dashboard, posted through the real API on both dialects: listed (marked lite,
 * the customer only when verified), their detail (reason, follow-up, feedback, outcome, replay), their reasons
 * counted, their flow versions named apart, and never saved nor in the save rate — a lite session offers
 * nothing. Migration 014's backfill of them: lite-sessions-migration.test.ts.
 */
import { expect, it } from 'vitest';
import type { SessionDetail, SessionRow, SessionsAnswer } from '../../contract/dashboard-api.ts';
import { describeOnBothDialects } from '../testing/on-both-dialects.ts';
import { APP_ID, FLOW_ID } from '../testing/server-seed.ts';
import { liteDashboardSeed } from './testing/dashboard-seed.ts';
import { DERIVED_LITE, EVENTS, liteSessionsOnDashboard, STORED_LITE } from './testing/lite-sessions-seed.ts';

describeOnBothDialects(
  'dashboard: lite sessions',
  (server) => {
    const seeded = liteSessionsOnDashboard(server);
    const { ids, get, results, rowOf } = seeded;

    it('counts lite sessions and their cancels, and leaves them out of the save rate', async () => {
      expect((await results()).totals).toEqual({
        sessions: 7,
        saved: 1,
        cancelled: 4,
        aborted: 2,
        // Of the full flow's two customers who decided, one stayed; the lite sessions were offered nothing.
        saveRate: 1 / 2,
        lite: { sessions: 4, cancelled: 3 },
      });
    });

    it('counts the lite sessions’ reasons, in their flow’s words, saying how many were lite', async () => {
      const answer = await results();
      expect(answer.reasons).toEqual([
        {
          choiceId: 'choice_expensive',
          label: 'Too expensive',
          sessions: 2,
          saved: 1,
          lite: 1,
          followups: [],
        },
        {
          choiceId: 'choice_unused',
          label: 'Not using it enough',
          sessions: 1,
          saved: 0,
          lite: 0,
          followups: [],
        },
        {
          choiceId: 'lite_choice_other',
          label: 'Something else',
          sessions: 1,
          saved: 0,
          lite: 1,
          followups: ['Moving to a rival'],
        },
        {
          choiceId: 'lite_choice_price',
          label: 'Too expensive',
          sessions: 1,
          saved: 0,
          lite: 1,
          followups: [],
        },
      ]);
    });

    it('shows no offer of a lite session and keeps no revenue for one', async () => {
      const answer = await results();
      expect(answer.offers).toEqual([
        { guid: 'offer_pause', offerType: 'PAUSE', presented: 2, accepted: 0 },
        { guid: 'offer_discount', offerType: 'DISCOUNT', presented: 1, accepted: 1 },
      ]);
      expect(answer.revenueKept).toEqual([{ currency: 'usd', monthlyAmount: 2900 }]);
      expect(answer.outcomes.find((o) => o.outcome === 'discounted')?.sessions).toBe(1);
    });

    it('names the lite flows’ versions apart from the full flow’s, and filters by them', async () => {
      expect((await results()).versions).toEqual([
        { flowVersion: STORED_LITE, lite: true, sessions: 3, saved: 0, aborted: 1 },
        { flowVersion: `${FLOW_ID}@1`, lite: false, sessions: 3, saved: 1, aborted: 1 },
        { flowVersion: DERIVED_LITE, lite: true, sessions: 1, saved: 0, aborted: 0 },
      ]);
      const of = async (key: string) =>
        (await results(`?flowVersion=${encodeURIComponent(key)}`)).totals.sessions;
      expect(await of(`${FLOW_ID}@1`)).toBe(3);
      expect(await of(DERIVED_LITE)).toBe(1);
      expect(await of(STORED_LITE)).toBe(3);
      const stored = await results(`?flowVersion=${encodeURIComponent(STORED_LITE)}`);
      expect(stored.totals).toMatchObject({ saveRate: null, lite: { sessions: 3, cancelled: 2 } });
      const list = await get<SessionsAnswer>(`/sessions?flowVersion=${encodeURIComponent(DERIVED_LITE)}`);
      expect(list.sessions.map((row) => row.id)).toEqual([ids.eve]);
    });

    it('lists lite sessions marked lite, with the verified customer only', async () => {
      const { sessions } = await get<SessionsAnswer>('/sessions');
      expect(sessions).toHaveLength(7);
      expect(await rowOf(ids.bob)).toMatchObject<Partial<SessionRow>>({
        lite: true,
        outcome: 'cancelled',
        offerType: null,
        reason: 'Too expensive',
        customerId: 'cus_bob',
        customerEmail: 'bob@example.com',
        currency: 'usd',
        monthlyAmount: 2900,
        flowVersion: STORED_LITE,
        hasRecording: false,
      });
      expect(await rowOf(ids.anonymous)).toMatchObject<Partial<SessionRow>>({
        lite: true,
        outcome: 'cancelled',
        offerType: null,
        customerId: null,
        customerEmail: null,
        monthlyAmount: null,
        hasRecording: true,
      });
      expect(await rowOf(ids.left)).toMatchObject<Partial<SessionRow>>({ lite: true, outcome: 'aborted' });
      expect(sessions.filter((row) => !row.lite)).toHaveLength(3);
      const searched = await get<SessionsAnswer>('/sessions?q=rival');
      expect(searched.sessions.map((row) => row.id)).toEqual([ids.anonymous]);
    });

    it('shows a lite session’s answers, steps and replay, and no offers whatever its body listed', async () => {
      const detail = await get<SessionDetail>(`/sessions/${ids.anonymous}`);
      expect(detail.session.lite).toBe(true);
      expect(detail.answers).toEqual({
        reason: 'Something else',
        followupQuestion: 'What happened?',
        followupResponse: 'Moving to a rival',
        feedback: null,
        surveys: [
          {
            surveyId: 'lite_survey',
            title: 'Why are you leaving us?',
            choice: 'Something else',
            followupQuestion: 'What happened?',
            followupResponse: 'Moving to a rival',
            isReason: true,
          },
        ],
      });
      expect(detail.steps.map((step) => [step.guid, step.header])).toEqual([
        ['lite_survey', 'Why are you leaving us?'],
        ['lite_freeform', ''],
        ['lite_confirm', ''],
      ]);
      expect(detail.offers).toEqual([]);
      expect(detail.recording).not.toBeNull();
      expect(await get(`/sessions/${ids.anonymous}/recording`)).toEqual({ events: EVENTS });
      expect((await get<SessionDetail>(`/sessions/${ids.bob}`)).answers.feedback).toBe('Too dear for me');
    });

    it('exports lite sessions in the CSV, marked in its lite column (the last before the surveys’)', async () => {
      const response = await fetch(`${server.started.baseUrl}/dashboard/api/apps/${APP_ID}/sessions.csv`, {
        headers: { cookie: seeded.cookie },
      });
      const lines = (await response.text()).trimEnd().split('\r\n');
      expect(lines[0]).toContain(',hasRecording,lite,');
      const bob = lines.find((line) => line.startsWith(`${ids.bob},`));
      expect(bob).toContain(
        `,${STORED_LITE},cancelled,,Too expensive,cus_bob,bob@example.com,usd,2900,false,true`,
      );
    });
  },
  { seed: liteDashboardSeed },
);
