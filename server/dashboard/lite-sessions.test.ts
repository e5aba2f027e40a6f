/**
 * Lite (insight) sessions on the dashboard, posted through the real API on both dialects: listed (marked lite,
 * the customer only when verified), their detail (reason, follow-up, feedback, outcome, replay), their reasons
 * counted, their flow versions named apart, and never saved nor in the save rate — a lite session offers
 * nothing. Migration 014 gives lite sessions stored before it their facts.
 */
import { deflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ResultsAnswer,
  SessionDetail,
  SessionRow,
  SessionsAnswer,
} from '../../contract/dashboard-api.ts';
import * as migration from '../storage/migrations/014-lite-session-facts.ts';
import { describeOnBothDialects, START_TIMEOUT_MS } from '../testing/on-both-dialects.ts';
import { APP_ID, FLOW_ID } from '../testing/server-seed.ts';
import {
  type KnownSession,
  LITE_FLOW,
  liteDashboardSeed,
  makeTeam,
  postLiteSession,
  postSession,
  signIn,
  TEAM,
} from './testing/dashboard-seed.ts';

const FULL: KnownSession[] = [
  {
    as: 'ada',
    reason: 'expensive',
    shown: ['offer_pause', 'offer_discount'],
    accepted: { guid: 'offer_discount', offerType: 'DISCOUNT' },
  },
  { as: 'cyd', reason: 'unused', shown: ['offer_pause'], canceled: true },
  { as: 'dee', aborted: true },
];

const STORED_LITE = `${LITE_FLOW.flowId}@1~lite`;
const DERIVED_LITE = `${FLOW_ID}@1~lite`;
const EVENTS = [{ type: 4, data: { href: 'https://shop.example', width: 800, height: 600 }, timestamp: 1 }];

describeOnBothDialects(
  'dashboard: lite sessions',
  (server) => {
    let cookie = '';
    const ids: Record<'bob' | 'anonymous' | 'eve' | 'left', string> = {
      bob: '',
      anonymous: '',
      eve: '',
      left: '',
    };
    const get = async <T>(path: string): Promise<T> => {
      const response = await fetch(`${server.started.baseUrl}/dashboard/api/apps/${APP_ID}${path}`, {
        headers: { cookie },
      });
      expect(response.status, path).toBe(200);
      return (await response.json()) as T;
    };
    const results = (query = '') => get<ResultsAnswer>(`/results${query}`);
    const rowOf = async (id: string) =>
      (await get<SessionsAnswer>('/sessions')).sessions.find((row) => row.id === id);

    beforeAll(async () => {
      await makeTeam(server.started, APP_ID);
      for (const [index, session] of FULL.entries()) await postSession(server.call, session, `full-${index}`);
      // A verified customer on the app's lite flow.
      ids.bob = (
        await postLiteSession(
          server.call,
          { as: 'bob', reason: 'price', feedback: 'Too dear for me', canceled: true },
          'lite-bob',
        )
      )._id;
      // An anonymous page whose body claims a customer, a shown offer and an accepted one: lite mode has none.
      const anonymous = await postLiteSession(
        server.call,
        {
          reason: 'other',
          followup: 'Moving to a rival',
          canceled: true,
          recording: true,
          claims: {
            customer: { id: 'cus_ceo', email: 'ceo@rival.example', subscriptionId: null },
            acceptedOffer: { guid: 'offer_discount', offerType: 'DISCOUNT' },
            presentedOffers: [
              {
                guid: 'offer_discount',
                accepted: true,
                presentedAt: new Date().toISOString(),
                declinedAt: null,
              },
            ],
          },
        },
        'lite-anonymous',
      );
      ids.anonymous = anonymous._id;
      const upload = await server.call('uploadRecording', {
        params: { id: anonymous._id },
        body: {
          recording: deflateSync(Buffer.from(JSON.stringify(EVENTS))).toString('base64'),
          recordingStartTime: new Date().toISOString(),
          recordingEndTime: new Date().toISOString(),
          uploadToken: anonymous.uploadToken,
        },
      });
      expect(upload.status).toBe(200);
      // The host named the full flow: the lite flow is derived from it, its choices the full flow's.
      ids.eve = (
        await postLiteSession(
          server.call,
          { as: 'eve', flowId: FLOW_ID, reason: 'expensive', canceled: true },
          'lite-eve',
        )
      )._id;
      // Closed without confirming.
      ids.left = (await postLiteSession(server.call, {}, 'lite-left'))._id;
      cookie = (await signIn(server.started.baseUrl, TEAM.member.email, TEAM.member.password)).cookie;
    }, START_TIMEOUT_MS);

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

    it('exports lite sessions in the CSV, marked in its last column', async () => {
      const response = await fetch(`${server.started.baseUrl}/dashboard/api/apps/${APP_ID}/sessions.csv`, {
        headers: { cookie },
      });
      const lines = (await response.text()).trimEnd().split('\r\n');
      expect(lines[0]?.endsWith(',hasRecording,lite')).toBe(true);
      const bob = lines.find((line) => line.startsWith(`${ids.bob},`));
      expect(bob).toContain(
        `,${STORED_LITE},cancelled,,Too expensive,cus_bob,bob@example.com,usd,2900,false,true`,
      );
    });

    describe('migration 014: lite sessions stored before it get their facts', () => {
      it('fills them from the stored sessions, the same figures but for what only billing knew', async () => {
        const before = await results();
        const { db } = server.started.server.deps.database;
        // A version of the lite flow published after the sessions: the backfill keeps the one they ran.
        const current = await db
          .selectFrom('flow_versions')
          .select('blueprint')
          .where('app_id', '=', APP_ID)
          .where('flow_id', '=', LITE_FLOW.flowId)
          .executeTakeFirstOrThrow();
        await db
          .insertInto('flow_versions')
          .values({
            app_id: APP_ID,
            flow_id: LITE_FLOW.flowId,
            version: 2,
            blueprint: current.blueprint.replaceAll('Something else', 'Another reason'),
            created_at: new Date(Date.now() + 60_000).toISOString(),
          })
          .execute();
        // As before the migration: no lite facts, no lite column.
        await migration.down(db);
        const left = await db.selectFrom('session_facts').select('session_id').execute();
        expect(left).toHaveLength(3);
        await migration.up(db);

        const after = await results();
        expect(after.totals).toEqual(before.totals);
        expect(after.reasons).toEqual(before.reasons);
        expect(after.versions).toEqual(before.versions);
        expect(after.offers).toEqual(before.offers);
        expect(await rowOf(ids.bob)).toMatchObject<Partial<SessionRow>>({
          lite: true,
          outcome: 'cancelled',
          reason: 'Too expensive',
          customerId: 'cus_bob',
          // The e-mail and the monthly amount came from the billing provider when the session was stored.
          customerEmail: null,
          monthlyAmount: null,
          flowVersion: STORED_LITE,
        });
        expect(await rowOf(ids.anonymous)).toMatchObject<Partial<SessionRow>>({
          customerId: null,
          reason: 'Something else',
        });
        expect(await rowOf(ids.eve)).toMatchObject<Partial<SessionRow>>({ flowVersion: DERIVED_LITE });
        expect(await db.selectFrom('session_facts').select('session_id').execute()).toHaveLength(7);
      });
    });
  },
  { seed: liteDashboardSeed },
);
