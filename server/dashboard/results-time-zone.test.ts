import { beforeAll, expect, it } from 'vitest';
import type { ResultsAnswer, SessionsAnswer } from '../../contract/dashboard-api.ts';
import { DASHBOARD_PATHS } from '../../contract/dashboard-api.ts';
import { describeOnBothDialects, START_TIMEOUT_MS } from '../testing/on-both-dialects.ts';
import { APP_ID } from '../testing/server-seed.ts';
import { makeTeam, postSession, signIn, TEAM } from './testing/dashboard-seed.ts';

/**
 * Sessions at known instants (their facts' times set after posting): the tester's Auckland morning, and New
 * York's 25-hour fall-back day 2026-11-01, whose 01:30 happens twice, and a Kolkata midnight inside a UTC hour.
 */
const AT = {
  aucklandMorning: '2026-12-01T19:24:00.000Z', // 2026-12-02 08:24 in Auckland
  aucklandLateNight: '2026-12-01T10:30:00.000Z', // 2026-12-01 23:30 in Auckland
  newYorkEveBefore: '2026-11-01T03:59:00.000Z', // 2026-10-31 23:59 EDT
  newYorkFirstOneThirty: '2026-11-01T05:30:00.000Z', // 01:30 EDT
  newYorkSecondOneThirty: '2026-11-01T06:30:00.000Z', // 01:30 EST
  newYorkLastMinute: '2026-11-02T04:59:59.999Z', // 2026-11-01 23:59:59.999 EST
  kolkataLateEvening: '2026-06-01T18:15:00.000Z', // 2026-06-01 23:45 in Kolkata (+5:30)
  kolkataPastMidnight: '2026-06-01T18:45:00.000Z', // 2026-06-02 00:15 there: the same UTC hour
} as const;
type Moment = keyof typeof AT;

describeOnBothDialects('dashboard days in the viewer’s time zone', (server) => {
  let cookie = '';
  const ids = new Map<string, Moment>();
  const get = async (path: string) => {
    const response = await fetch(`${server.started.baseUrl}${path}`, { headers: { cookie } });
    return response;
  };
  const results = async (query: string) => {
    const response = await get(`${DASHBOARD_PATHS.results(APP_ID)}?${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as ResultsAnswer;
  };
  const listed = async (query: string) => {
    const response = await get(`${DASHBOARD_PATHS.sessions(APP_ID)}?${query}`);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as SessionsAnswer;
    return answer.sessions.map((row) => ids.get(row.id));
  };
  const exported = async (query: string) => {
    const response = await get(`${DASHBOARD_PATHS.sessionsCsv(APP_ID)}?${query}`);
    expect(response.status).toBe(200);
    const lines = (await response.text()).trimEnd().split('\r\n').slice(1);
    return lines.map((line) => ids.get(line.split(',')[0] ?? ''));
  };

  beforeAll(async () => {
    await makeTeam(server.started, APP_ID);
    const { db } = server.started.server.deps.database;
    for (const [index, moment] of (Object.keys(AT) as Moment[]).entries()) {
      const id = await postSession(server.call, { as: 'ada', canceled: index % 2 === 0 }, `tz-${moment}`);
      ids.set(id, moment);
      await db
        .updateTable('session_facts')
        .set({ created_at: AT[moment] })
        .where('session_id', '=', id)
        .execute();
    }
    cookie = (await signIn(server.started.baseUrl, TEAM.member.email, TEAM.member.password)).cookie;
  }, START_TIMEOUT_MS);

  it('filters a day as Auckland sees it (the tester’s repro)', async () => {
    const day = 'from=2026-12-02&to=2026-12-02&tz=Pacific/Auckland';
    expect(await listed(day)).toEqual(['aucklandMorning']);
    expect(await exported(day)).toEqual(['aucklandMorning']);
    expect((await results(day)).totals.sessions).toBe(1);
    expect(await listed('from=2026-12-01&to=2026-12-01&tz=Pacific/Auckland')).toEqual(['aucklandLateNight']);
  });

  it('buckets “Sessions over time” by the zone’s days', async () => {
    const answer = await results('from=2026-12-01&tz=Pacific/Auckland');
    expect(answer.perDay).toEqual([
      { day: '2026-12-01', sessions: 1, saved: 0 },
      { day: '2026-12-02', sessions: 1, saved: 0 },
    ]);
  });

  it('keeps UTC days without a zone, as before, and with tz=UTC', async () => {
    for (const zone of ['', '&tz=UTC']) {
      expect(await listed(`from=2026-12-01&to=2026-12-01${zone}`)).toEqual([
        'aucklandMorning',
        'aucklandLateNight',
      ]);
      expect((await results(`from=2026-12-01${zone}`)).perDay).toEqual([
        { day: '2026-12-01', sessions: 2, saved: 0 },
      ]);
    }
  });

  it('counts each session of a 25-hour fall-back day once, on that day', async () => {
    const zone = 'tz=America/New_York';
    expect(await listed(`from=2026-11-01&to=2026-11-01&${zone}`)).toEqual([
      'newYorkLastMinute',
      'newYorkSecondOneThirty',
      'newYorkFirstOneThirty',
    ]);
    const answer = await results(`from=2026-10-31&to=2026-11-02&${zone}`);
    expect(answer.perDay.map(({ day, sessions }) => [day, sessions])).toEqual([
      ['2026-10-31', 1],
      ['2026-11-01', 3],
    ]);
    expect(answer.totals.sessions).toBe(4);
  });

  it('splits a UTC hour that a half-hour zone’s midnight falls in', async () => {
    const zone = 'tz=Asia/Kolkata';
    const answer = await results(`from=2026-06-01&to=2026-06-02&${zone}`);
    expect(answer.perDay.map(({ day, sessions }) => [day, sessions])).toEqual([
      ['2026-06-01', 1],
      ['2026-06-02', 1],
    ]);
    expect(await listed(`from=2026-06-02&to=2026-06-02&${zone}`)).toEqual(['kolkataPastMidnight']);
  });

  it('keeps the last day a filter may name open-ended in a zone behind UTC', async () => {
    const all = await results('from=2000-01-01&to=9999-12-31&tz=America/Los_Angeles');
    expect(all.totals.sessions).toBe(ids.size);
  });

  it('refuses a zone Intl does not know, or an offset, with 400 naming tz', async () => {
    for (const bad of ['Mars/Olympus_Mons', '+13:00', 'Pacific/Auckland;drop', 'x'.repeat(65)]) {
      const response = await get(`${DASHBOARD_PATHS.results(APP_ID)}?tz=${encodeURIComponent(bad)}`);
      expect(response.status, bad).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/^Bad filter: tz/);
    }
  });
});
