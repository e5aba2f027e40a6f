import { deflateSync } from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import type { SessionDetail, SessionsAnswer } from '../../contract/dashboard-api.ts';
import { BODY_TOO_LARGE_MESSAGE, MAX_AUTH_BODY_BYTES } from '../http/read-body.ts';
import { describeOnBothDialects, START_TIMEOUT_MS } from '../testing/on-both-dialects.ts';
import { APP_ID } from '../testing/server-seed.ts';
import {
  dashboardSeed,
  makeTeam,
  postSession,
  postSessionAnswer,
  signIn,
  TEAM,
} from './testing/dashboard-seed.ts';

const HOSTILE = '<img src=x onerror=alert(1)>=HYPERLINK("x")';

describeOnBothDialects(
  'dashboard sign-in, roles and sessions',
  (server) => {
    let owner = '';
    let member = '';
    let sessionId = '';
    let uploadToken = '';
    const get = (path: string, cookie: string) =>
      fetch(`${server.started.baseUrl}/dashboard/api${path}`, { headers: { cookie } });

    beforeAll(async () => {
      await makeTeam(server.started, APP_ID);
      ({ _id: sessionId, uploadToken = '' } = await postSessionAnswer(
        server.call,
        {
          as: 'ada',
          recording: true,
          reason: 'expensive',
          followup: HOSTILE,
          shown: ['offer_discount'],
          accepted: { guid: 'offer_discount', offerType: 'DISCOUNT' },
        },
        'detail-1',
      ));
      await postSession(server.call, { as: 'bob', canceled: true }, 'detail-2');
      owner = (await signIn(server.started.baseUrl, TEAM.owner.email, TEAM.owner.password)).cookie;
      member = (await signIn(server.started.baseUrl, TEAM.member.email, TEAM.member.password)).cookie;
    }, START_TIMEOUT_MS);

    it('refuses the API without a session, and a wrong password', async () => {
      expect((await get(`/apps/${APP_ID}/results`, '')).status).toBe(401);
      const wrong = await signIn(server.started.baseUrl, TEAM.owner.email, 'not-the-password');
      expect(wrong.status).toBe(401);
    });

    it('refuses a sign-in posted from another origin (CSRF)', async () => {
      const forged = await signIn(
        server.started.baseUrl,
        TEAM.owner.email,
        TEAM.owner.password,
        'https://evil.example',
      );
      expect(forged.status).toBe(403);
      expect(forged.cookie).toBe('');
    });

    it('answers a sign-in body over its cap 413 without reading it whole, declared or chunked', async () => {
      const url = `${server.started.baseUrl}/dashboard/api/auth/sign-in/email`;
      const oversized = JSON.stringify({
        email: TEAM.owner.email,
        password: 'x'.repeat(MAX_AUTH_BODY_BYTES),
      });
      const headers = { 'content-type': 'application/json', origin: server.started.baseUrl };
      const declared = await fetch(url, { method: 'POST', headers, body: oversized });
      expect(declared.status).toBe(413);
      expect(await declared.json()).toEqual({ message: BODY_TOO_LARGE_MESSAGE });
      // No Content-Length: the cap is counted as the body streams in.
      const chunked = await fetch(url, {
        method: 'POST',
        headers,
        body: new Blob([oversized]).stream(),
        duplex: 'half',
      } as RequestInit);
      expect(chunked.status).toBe(413);
      // A body under the cap still signs in, streamed or not.
      const streamed = await fetch(url, {
        method: 'POST',
        headers,
        body: new Blob([JSON.stringify({ email: TEAM.owner.email, password: TEAM.owner.password })]).stream(),
        duplex: 'half',
      } as RequestInit);
      expect(streamed.status).toBe(200);
      expect(streamed.headers.getSetCookie().join()).toContain('holdfast.session_token=');
    });

    it('ends the user’s other sessions when their password changes, even when the request says not to', async () => {
      const { email, password } = TEAM.member;
      const changer = (await signIn(server.started.baseUrl, email, password)).cookie;
      const other = (await signIn(server.started.baseUrl, email, password)).cookie;
      const changePassword = (cookie: string, from: string, to: string) =>
        fetch(`${server.started.baseUrl}/dashboard/api/auth/change-password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.started.baseUrl, cookie },
          body: JSON.stringify({ currentPassword: from, newPassword: to, revokeOtherSessions: false }),
        });
      const changed = await changePassword(changer, password, `${password}-new`);
      expect(changed.status).toBe(200);
      expect((await get('/me', other)).status).toBe(401);
      expect((await get('/me', member)).status).toBe(401);
      // The session that changed it goes on, under the new cookie it was given.
      const renewed = changed.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
      expect((await get('/me', renewed)).status).toBe(200);
      expect((await changePassword(renewed, `${password}-new`, password)).status).toBe(200);
      member = (await signIn(server.started.baseUrl, email, password)).cookie;
    });

    it('keeps the session in an HttpOnly, SameSite cookie and in the database', async () => {
      const response = await fetch(`${server.started.baseUrl}/dashboard/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.started.baseUrl },
        body: JSON.stringify({ email: TEAM.member.email, password: TEAM.member.password }),
      });
      const line = response.headers.getSetCookie().find((c) => c.startsWith('holdfast.session_token=')) ?? '';
      expect(line).toMatch(/HttpOnly/i);
      expect(line).toMatch(/SameSite=Lax/i);
      const rows = await server.started.server.deps.database.db
        .selectFrom('dashboard_users')
        .select('email')
        .execute();
      expect(rows.map((r) => r.email)).toContain(TEAM.member.email);
    });

    it('tells who is signed in and their apps with roles', async () => {
      const me = await (await get('/me', member)).json();
      expect(me).toMatchObject({
        user: { email: TEAM.member.email, name: TEAM.member.name },
        apps: [{ appId: APP_ID, role: 'member' }],
      });
    });

    it('hides an app from a user who does not belong to it', async () => {
      const outsider = (await signIn(server.started.baseUrl, 'outsider@else.example', 'outsider-password-1'))
        .cookie;
      expect((await (await get('/me', outsider)).json()).apps).toEqual([]);
      expect((await get(`/apps/${APP_ID}/results`, outsider)).status).toBe(404);
      expect((await get(`/apps/${APP_ID}/sessions/${sessionId}`, outsider)).status).toBe(404);
    });

    it('shows the team to owners only', async () => {
      expect((await get(`/apps/${APP_ID}/members`, member)).status).toBe(403);
      const team = await (await get(`/apps/${APP_ID}/members`, owner)).json();
      expect(team.members.map((m: { role: string }) => m.role).sort()).toEqual(['member', 'owner']);
    });

    it('lists and searches sessions, newest first', async () => {
      const all = (await (await get(`/apps/${APP_ID}/sessions`, member)).json()) as SessionsAnswer;
      expect(all.sessions.map((s) => s.customerId)).toEqual(['cus_bob', 'cus_ada']);
      const ada = (await (
        await get(`/apps/${APP_ID}/sessions?q=ADA%40example`, member)
      ).json()) as SessionsAnswer;
      expect(ada.sessions).toMatchObject([{ id: sessionId, outcome: 'discounted', reason: 'Too expensive' }]);
      const wildcard = (await (await get(`/apps/${APP_ID}/sessions?q=%25`, member)).json()) as SessionsAnswer;
      expect(wildcard.sessions).toEqual([]);
      const cancelled = (await (
        await get(`/apps/${APP_ID}/sessions?outcome=cancelled`, member)
      ).json()) as SessionsAnswer;
      expect(cancelled.sessions.map((s) => s.customerId)).toEqual(['cus_bob']);
    });

    it('gives a session’s steps, answers (as typed), offers and outcome', async () => {
      const detail = (await (
        await get(`/apps/${APP_ID}/sessions/${sessionId}`, member)
      ).json()) as SessionDetail;
      expect(detail.session).toMatchObject({ outcome: 'discounted', monthlyAmount: 2900, currency: 'usd' });
      expect(detail.steps).toMatchObject([{ guid: 'step_survey', header: 'Why are you leaving?' }]);
      expect(detail.answers).toMatchObject({ reason: 'Too expensive', followupResponse: HOSTILE });
      expect(detail.offers).toMatchObject([
        { guid: 'offer_discount', offerType: 'DISCOUNT', accepted: true },
      ]);
      expect(detail.recording).toBeNull();
      expect((await get(`/apps/${APP_ID}/sessions/sess_none`, member)).status).toBe(404);
    });

    it('serves a stored recording’s events for the replay', async () => {
      expect((await get(`/apps/${APP_ID}/sessions/${sessionId}/recording`, member)).status).toBe(404);
      const events = [
        { type: 4, data: { href: 'https://shop.example', width: 800, height: 600 }, timestamp: 1 },
      ];
      const upload = await server.call('uploadRecording', {
        as: 'ada',
        params: { id: sessionId },
        body: {
          recording: deflateSync(Buffer.from(JSON.stringify(events))).toString('base64'),
          recordingStartTime: new Date().toISOString(),
          recordingEndTime: new Date().toISOString(),
          uploadToken,
        },
      });
      expect(upload.status).toBe(200);
      const answer = await (await get(`/apps/${APP_ID}/sessions/${sessionId}/recording`, member)).json();
      expect(answer).toEqual({ events });
      const detail = (await (
        await get(`/apps/${APP_ID}/sessions/${sessionId}`, member)
      ).json()) as SessionDetail;
      expect(detail.session.hasRecording).toBe(true);
    });

    it('exports the sessions as CSV, formulas defused', async () => {
      const response = await get(`/apps/${APP_ID}/sessions.csv`, member);
      expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(response.headers.get('content-disposition')).toMatch(
        /attachment; filename="sessions-app_server_test-/,
      );
      const lines = (await response.text()).trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'id,createdAt,mode,flowVersion,outcome,offerType,reason,customerId,customerEmail,currency,monthlyAmount,hasRecording,lite,Why are you leaving?,Why are you leaving? (follow-up),feedback',
      );
      expect(lines).toHaveLength(3);
      expect(lines[2]).toContain(`${sessionId},`);
      expect(lines[2]).toContain(
        ',discounted,DISCOUNT,Too expensive,cus_ada,ada@example.com,usd,2900,true,false,Too expensive,"<img src=x onerror=alert(1)>=HYPERLINK(""x"")"',
      );
    });

    it('serves the page (or says how to build it) under /dashboard, never framed', async () => {
      const response = await fetch(`${server.started.baseUrl}/dashboard/sessions/x`);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect((await fetch(`${server.started.baseUrl}/dashboard/assets/..%2f..%2fpackage.json`)).status).toBe(
        404,
      );
    });
  },
  { seed: dashboardSeed },
);
