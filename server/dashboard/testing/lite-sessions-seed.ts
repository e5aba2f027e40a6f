/**
 * The lite-session tests' sessions, posted through the real API in a describeOnBothDialects body: three on the
 * full flow, and four lite ones (a verified customer, an anonymous page with a replay whose body claims offers,
 * one on a lite flow derived from the full flow, one closed without confirming); and the member's reads of the
 * dashboard API that the tests assert on.
 */
import { deflateSync } from 'node:zlib';
import { beforeAll, expect } from 'vitest';
import type { ResultsAnswer, SessionRow, SessionsAnswer } from '../../../contract/dashboard-api.ts';
import { type ServerUnderTest, START_TIMEOUT_MS } from '../../testing/on-both-dialects.ts';
import { APP_ID, FLOW_ID } from '../../testing/server-seed.ts';
import {
  type KnownSession,
  LITE_FLOW,
  makeTeam,
  postLiteSession,
  postSession,
  signIn,
  TEAM,
} from './dashboard-seed.ts';

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

/** The flow version of the sessions on the app's lite flow. */
export const STORED_LITE = `${LITE_FLOW.flowId}@1~lite`;
/** The flow version of the session on the lite flow derived from the full flow. */
export const DERIVED_LITE = `${FLOW_ID}@1~lite`;
/** The anonymous session's replay. */
export const EVENTS = [
  { type: 4, data: { href: 'https://shop.example', width: 800, height: 600 }, timestamp: 1 },
];

/** The posted lite sessions and the signed-in member's reads; set once beforeAll ran. */
export interface LiteSessionsOnDashboard {
  ids: Record<'bob' | 'anonymous' | 'eve' | 'left', string>;
  /** The member's session cookie. */
  cookie: string;
  /** GET of the app's dashboard API at `path`, which must answer 200. */
  get<T>(path: string): Promise<T>;
  results(query?: string): Promise<ResultsAnswer>;
  /** The session's row in the sessions list. */
  rowOf(id: string): Promise<SessionRow | undefined>;
}

/** Registers the beforeAll that posts the sessions and signs the member in. */
export function liteSessionsOnDashboard(server: ServerUnderTest): LiteSessionsOnDashboard {
  const seeded: LiteSessionsOnDashboard = {
    ids: { bob: '', anonymous: '', eve: '', left: '' },
    cookie: '',
    async get<T>(path: string): Promise<T> {
      const response = await fetch(`${server.started.baseUrl}/dashboard/api/apps/${APP_ID}${path}`, {
        headers: { cookie: seeded.cookie },
      });
      expect(response.status, path).toBe(200);
      return (await response.json()) as T;
    },
    results: (query = '') => seeded.get<ResultsAnswer>(`/results${query}`),
    rowOf: async (id) =>
      (await seeded.get<SessionsAnswer>('/sessions')).sessions.find((row) => row.id === id),
  };
  const { ids } = seeded;

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
    seeded.cookie = (await signIn(server.started.baseUrl, TEAM.member.email, TEAM.member.password)).cookie;
  }, START_TIMEOUT_MS);

  return seeded;
}
