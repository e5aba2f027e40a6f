/** A fake of the dashboard's API client with known answers, for the view tests. */
import type { MeAnswer, ResultsAnswer, SessionDetail, SessionsAnswer } from '../contract/dashboard-api.ts';
import { ApiFailure, CLIENT_MESSAGES, type DashboardClient } from './api/client.ts';
import { fakeAppearance } from './appearance/appearance-fake.testing.ts';
import { fakeWebhooks } from './webhooks/webhooks-fake.testing.ts';

/** Customer-typed text that would become an element if it were rendered as markup. */
export const HOSTILE_TEXT = '<img src=x onerror="window.pwned=1">I left';

/** Six full-flow sessions (3 saved, 1 aborted) and two lite ones, both cancelled. */
export const RESULTS: ResultsAnswer = {
  totals: {
    sessions: 8,
    saved: 3,
    cancelled: 4,
    aborted: 1,
    saveRate: 0.6,
    lite: { sessions: 2, cancelled: 2 },
  },
  perDay: [{ day: '2026-11-25', sessions: 8, saved: 3 }],
  outcomes: [
    { outcome: 'cancelled', sessions: 4 },
    { outcome: 'paused', sessions: 1 },
    { outcome: 'discounted', sessions: 1 },
    { outcome: 'plan_changed', sessions: 1 },
    { outcome: 'trial_extended', sessions: 0 },
    { outcome: 'other_offer', sessions: 0 },
    { outcome: 'aborted', sessions: 1 },
  ],
  reasons: [
    { choiceId: 'c1', label: 'Too expensive', sessions: 3, saved: 2, lite: 1, followups: [HOSTILE_TEXT] },
    { choiceId: 'lite_c2', label: 'Moving away', sessions: 1, saved: 0, lite: 1, followups: [] },
  ],
  offers: [{ guid: 'offer_pause', offerType: 'PAUSE', presented: 3, accepted: 1 }],
  versions: [
    { flowVersion: 'bp_lite#lite@1~lite', lite: true, sessions: 2, saved: 0, aborted: 0 },
    { flowVersion: 'bp_main@1', lite: false, sessions: 6, saved: 3, aborted: 1 },
  ],
  revenueKept: [{ currency: 'usd', monthlyAmount: 8700 }],
};

const ROW = {
  id: 'sess_1',
  createdAt: '2026-11-25T10:00:00.000Z',
  mode: 'LIVE',
  flowVersion: 'bp_main@1',
  outcome: 'discounted',
  offerType: 'DISCOUNT',
  reason: 'Too expensive',
  customerId: 'cus_ada',
  customerEmail: 'ada@example.com',
  currency: 'usd',
  monthlyAmount: 2900,
  hasRecording: false,
  lite: false,
} as const;

/** An anonymous lite session: asked why, cancelled by the host, recorded. */
const LITE_ROW = {
  id: 'sess_lite',
  createdAt: '2026-11-25T11:00:00.000Z',
  mode: 'LIVE',
  flowVersion: 'bp_lite#lite@1~lite',
  outcome: 'cancelled',
  offerType: null,
  reason: 'Moving away',
  customerId: null,
  customerEmail: null,
  currency: null,
  monthlyAmount: null,
  hasRecording: true,
  lite: true,
} as const;

/** A version only older sessions have, past this page: the version filter offers it all the same. */
export const OLDER_VERSION = 'bp_main@0';

export const SESSIONS: SessionsAnswer = {
  sessions: [LITE_ROW, ROW],
  next: null,
  versions: [OLDER_VERSION, 'bp_main@1', 'bp_lite#lite@1~lite'].sort(),
};

export const DETAIL: SessionDetail = {
  session: ROW,
  steps: [
    {
      guid: 'step_survey',
      stepType: 'SURVEY',
      header: 'Why are you leaving?',
      start: ROW.createdAt,
      durationS: 3,
    },
  ],
  answers: {
    reason: 'Too expensive',
    followupQuestion: 'What would be fair?',
    followupResponse: HOSTILE_TEXT,
    feedback: null,
    surveys: [
      {
        surveyId: 'step_survey',
        title: 'Why are you leaving?',
        choice: 'Too expensive',
        followupQuestion: 'What would be fair?',
        followupResponse: HOSTILE_TEXT,
        isReason: true,
      },
    ],
  },
  offers: [
    {
      guid: 'offer_discount',
      offerType: 'DISCOUNT',
      accepted: true,
      presentedAt: ROW.createdAt,
      declinedAt: null,
    },
    {
      guid: 'offer_pause',
      offerType: 'PAUSE',
      accepted: false,
      presentedAt: ROW.createdAt,
      declinedAt: null,
    },
    {
      guid: 'offer_trial',
      offerType: 'TRIAL_EXTENSION',
      accepted: false,
      presentedAt: ROW.createdAt,
      declinedAt: ROW.createdAt,
    },
  ],
  recording: null,
};

export const LITE_DETAIL: SessionDetail = {
  session: LITE_ROW,
  steps: [
    {
      guid: 'lite_survey',
      stepType: 'SURVEY',
      header: 'Why are you leaving?',
      start: LITE_ROW.createdAt,
      durationS: 4,
    },
    { guid: 'lite_freeform', stepType: 'FREEFORM', header: null, start: LITE_ROW.createdAt, durationS: 9 },
  ],
  answers: {
    reason: 'Moving away',
    followupQuestion: null,
    followupResponse: null,
    feedback: HOSTILE_TEXT,
    surveys: [
      {
        surveyId: 'lite_survey',
        title: 'Why are you leaving?',
        choice: 'Moving away',
        followupQuestion: null,
        followupResponse: null,
        isReason: true,
      },
    ],
  },
  offers: [],
  recording: { startTime: LITE_ROW.createdAt, endTime: LITE_ROW.createdAt, bytes: 120 },
};

export const PASSWORD = 'right-password';

/** Who `me` answers for each e-mail that signs in with PASSWORD (any other e-mail is the owner). */
export const FAKE_USERS = {
  'owner@team.example': {
    user: { id: 'u1', name: 'Olive Owner', email: 'owner@team.example' },
    apps: [{ appId: 'app_1', name: 'Acme', role: 'owner' }],
  },
  'other@team.example': {
    user: { id: 'u2', name: 'Oscar Other', email: 'other@team.example' },
    apps: [{ appId: 'app_2', name: 'Bolt', role: 'owner' }],
  },
} satisfies Record<string, MeAnswer>;

/** Signed out until `signIn` gets PASSWORD; records the sessions queries it was asked. */
export function fakeClient(): DashboardClient & { sessionQueries: unknown[] } {
  let signedIn: MeAnswer | null = null;
  const sessionQueries: unknown[] = [];
  return {
    sessionQueries,
    timeZone: 'Pacific/Auckland',
    me: async () => {
      if (!signedIn) throw new ApiFailure(401, 'Sign in to use the dashboard.');
      return signedIn;
    },
    results: async () => RESULTS,
    sessions: async (_appId, query) => {
      sessionQueries.push(query);
      return SESSIONS;
    },
    session: async (_appId, id) => (id === LITE_ROW.id ? LITE_DETAIL : DETAIL),
    recording: async () => [],
    csvUrl: (appId) => `/dashboard/api/apps/${appId}/sessions.csv`,
    signIn: async (email, password) => {
      if (password !== PASSWORD) throw new ApiFailure(401, CLIENT_MESSAGES.badCredentials);
      signedIn = email === 'other@team.example' ? FAKE_USERS[email] : FAKE_USERS['owner@team.example'];
    },
    signOut: async () => {
      signedIn = null;
    },
    webhooks: fakeWebhooks(),
    appearance: fakeAppearance(),
  };
}
