import { beforeAll, expect, it } from 'vitest';
import type { ResultsAnswer } from '../../contract/dashboard-api.ts';
import { FROM_AFTER_TO_MESSAGE } from '../../contract/dashboard-filters.ts';
import { describeOnBothDialects, START_TIMEOUT_MS } from '../testing/on-both-dialects.ts';
import { APP_ID } from '../testing/server-seed.ts';
import {
  dashboardSeed,
  type KnownSession,
  makeTeam,
  postSession,
  signIn,
  TEAM,
} from './testing/dashboard-seed.ts';

const PAUSE = { guid: 'offer_pause', offerType: 'PAUSE' } as const;
const DISCOUNT = { guid: 'offer_discount', offerType: 'DISCOUNT' } as const;
const PLAN = { guid: 'offer_plan', offerType: 'PLAN_CHANGE' } as const;

/** Six sessions with known figures: 3 saved (usd 29.00 a month each), 2 cancelled, 1 aborted; one in TEST. */
const KNOWN: KnownSession[] = [
  {
    as: 'ada',
    reason: 'expensive',
    followup: 'Costs too much for me',
    shown: ['offer_pause', 'offer_discount'],
    accepted: DISCOUNT,
  },
  { as: 'bob', reason: 'expensive', shown: ['offer_pause'], accepted: PAUSE },
  { as: 'cyd', reason: 'unused', shown: ['offer_pause', 'offer_discount'], canceled: true },
  { as: 'dee', aborted: true },
  { as: 'eve', mode: 'TEST', reason: 'unused', canceled: true },
  { as: 'fay', shown: ['offer_plan'], accepted: PLAN },
];

describeOnBothDialects(
  'dashboard results: figures from SQL over the posted sessions',
  (server) => {
    let cookie = '';
    const results = async (query = '') => {
      const response = await fetch(`${server.started.baseUrl}/dashboard/api/apps/${APP_ID}/results${query}`, {
        headers: { cookie },
      });
      expect(response.status).toBe(200);
      return (await response.json()) as ResultsAnswer;
    };

    beforeAll(async () => {
      await makeTeam(server.started, APP_ID);
      for (const [index, session] of KNOWN.entries())
        await postSession(server.call, session, `known-${index}`);
      cookie = (await signIn(server.started.baseUrl, TEAM.member.email, TEAM.member.password)).cookie;
    }, START_TIMEOUT_MS);

    it('counts sessions, saves and the save rate of those who decided', async () => {
      const answer = await results();
      expect(answer.totals).toEqual({
        sessions: 6,
        saved: 3,
        cancelled: 2,
        aborted: 1,
        saveRate: 3 / 5,
        lite: { sessions: 0, cancelled: 0 },
      });
      expect(answer.perDay).toEqual([{ day: new Date().toISOString().slice(0, 10), sessions: 6, saved: 3 }]);
    });

    it('splits the outcomes', async () => {
      const outcomes = Object.fromEntries((await results()).outcomes.map((o) => [o.outcome, o.sessions]));
      expect(outcomes).toEqual({
        cancelled: 2,
        paused: 1,
        discounted: 1,
        plan_changed: 1,
        trial_extended: 0,
        other_offer: 0,
        aborted: 1,
      });
    });

    it('names the reasons in the served version’s words, with their follow-ups', async () => {
      expect((await results()).reasons).toEqual(
        [
          {
            choiceId: 'choice_unused',
            label: 'Not using it enough',
            sessions: 2,
            saved: 0,
            lite: 0,
            followups: [],
          },
          {
            choiceId: 'choice_expensive',
            label: 'Too expensive',
            sessions: 2,
            saved: 2,
            lite: 0,
            followups: ['Costs too much for me'],
          },
        ].sort((a, b) => b.sessions - a.sessions || a.choiceId.localeCompare(b.choiceId)),
      );
    });

    it('counts each offer’s presentations and acceptances, per flow version', async () => {
      const answer = await results();
      expect(answer.offers).toEqual([
        { guid: 'offer_pause', offerType: 'PAUSE', presented: 3, accepted: 1 },
        { guid: 'offer_discount', offerType: 'DISCOUNT', presented: 2, accepted: 1 },
        { guid: 'offer_plan', offerType: 'PLAN_CHANGE', presented: 1, accepted: 1 },
      ]);
      expect(answer.versions).toEqual([
        { flowVersion: 'bp_main@1', lite: false, sessions: 6, saved: 3, aborted: 1 },
      ]);
    });

    it('sums the monthly amounts kept per currency', async () => {
      expect((await results()).revenueKept).toEqual([{ currency: 'usd', monthlyAmount: 3 * 2900 }]);
    });

    it('filters by mode, flow version and date', async () => {
      const live = await results('?mode=LIVE');
      expect(live.totals).toMatchObject({ sessions: 5, saved: 3, cancelled: 1, aborted: 1, saveRate: 3 / 4 });
      expect((await results('?mode=TEST')).totals.sessions).toBe(1);
      expect((await results('?flowVersion=bp_main@2')).totals.sessions).toBe(0);
      const today = new Date().toISOString().slice(0, 10);
      expect((await results(`?from=${today}&to=${today}`)).totals.sessions).toBe(6);
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      expect((await results(`?from=${tomorrow}`)).totals).toMatchObject({ sessions: 0, saveRate: null });
      // The last day a filter may name still includes everything before it.
      expect((await results(`?from=2000-01-01&to=9999-12-31`)).totals.sessions).toBe(6);
    });

    it('refuses a day that is not on the calendar, or outside 2000–9999, with 400', async () => {
      for (const bad of ['to=2026-02-30', 'from=2026-13-01', 'from=1999-12-31', 'to=2026-2-1']) {
        const response = await fetch(
          `${server.started.baseUrl}/dashboard/api/apps/${APP_ID}/results?${bad}`,
          {
            headers: { cookie },
          },
        );
        expect(response.status, bad).toBe(400);
      }
    });

    it('answers a malformed filter with 400 and what is wrong', async () => {
      const response = await fetch(
        `${server.started.baseUrl}/dashboard/api/apps/${APP_ID}/results?from=yesterday`,
        {
          headers: { cookie },
        },
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/^Bad filter: from/);
    });

    it('answers a From day after the To day with 400 saying so, on the results, the list and the CSV', async () => {
      const base = `${server.started.baseUrl}/dashboard/api/apps/${APP_ID}`;
      for (const path of ['results', 'sessions', 'sessions.csv']) {
        const reversed = await fetch(`${base}/${path}?from=2026-03-02&to=2026-03-01`, {
          headers: { cookie },
        });
        expect(reversed.status, path).toBe(400);
        expect(((await reversed.json()) as { message: string }).message).toBe(
          `Bad filter: ${FROM_AFTER_TO_MESSAGE}`,
        );
        const oneDay = await fetch(`${base}/${path}?from=2026-03-01&to=2026-03-01`, { headers: { cookie } });
        expect(oneDay.status, path).toBe(200);
        await oneDay.body?.cancel();
      }
    });

    it('counts a posted session on the next load', async () => {
      const before = (await results()).totals.sessions;
      await postSession(server.call, { as: 'gus', canceled: true }, 'next-load');
      expect((await results()).totals.sessions).toBe(before + 1);
    });
  },
  { seed: dashboardSeed },
);
