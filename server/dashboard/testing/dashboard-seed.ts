/**
 * The dashboard tests' app: the server tests' seed with a survey step first (two reasons, one asking a
 * follow-up), and the known sessions the results tests post through the real API.
 */
import type { AppSeed } from '../../../contract/seed.ts';
import { serverTestSeed } from '../../testing/server-seed.ts';
import { seededSessionResults } from '../../testing/session-results.ts';
import type { StartedTestServer } from '../../testing/start-test-server.ts';
import type { TestCall } from '../../testing/test-client.ts';
import { createUser } from '../team.ts';

export const REASONS = {
  expensive: { guid: 'choice_expensive', value: 'Too expensive' },
  unused: { guid: 'choice_unused', value: 'Not using it enough' },
} as const;

export function dashboardSeed(): AppSeed {
  const seed = serverTestSeed();
  const [blueprint] = seed.blueprints;
  if (!blueprint || !Array.isArray(blueprint.steps)) throw new Error('the server seed changed shape');
  const survey = {
    guid: 'step_survey',
    stepType: 'SURVEY' as const,
    header: 'Why are you leaving?',
    defaultNextStep: 'step_pause',
    survey: {
      choices: [
        { ...REASONS.expensive, followup: { question: 'What would be fair?' } },
        { ...REASONS.unused, followup: null },
      ],
    },
  };
  return { ...seed, blueprints: [{ ...blueprint, steps: [survey, ...blueprint.steps] }] };
}

/** The choices of the lite seed's own lite flow. */
export const LITE_REASONS = {
  price: { guid: 'lite_choice_price', value: 'Too expensive' },
  other: { guid: 'lite_choice_other', value: 'Something else' },
} as const;

/** The lite seed's lite flow: its blueprint id, and the flow id the seed stores it under. */
export const LITE_FLOW = { blueprintId: 'bp_lite', flowId: 'bp_lite#lite' } as const;

/** The dashboard seed with a lite flow of its own (survey, free-form, confirm), which embed-lite serves. */
export function liteDashboardSeed(): AppSeed {
  return {
    ...dashboardSeed(),
    liteBlueprint: {
      _id: LITE_FLOW.blueprintId,
      steps: [
        {
          guid: 'lite_survey',
          stepType: 'SURVEY',
          header: 'Why are you leaving us?',
          defaultNextStep: 'lite_freeform',
          survey: {
            choices: [
              { ...LITE_REASONS.price, followup: null },
              { ...LITE_REASONS.other, followup: { question: 'What happened?' } },
            ],
          },
        },
        { guid: 'lite_freeform', stepType: 'FREEFORM', defaultNextStep: 'lite_confirm' },
        { guid: 'lite_confirm', stepType: 'CONFIRM' },
      ],
    },
  };
}

export interface KnownSession {
  as: string;
  mode?: 'LIVE' | 'TEST';
  reason?: keyof typeof REASONS;
  followup?: string;
  /** Offers shown, in order; the accepted one (if any) is named by `accepted`. */
  shown?: string[];
  accepted?: { guid: string; offerType: 'PAUSE' | 'DISCOUNT' | 'PLAN_CHANGE' | 'TRIAL_EXTENSION' };
  canceled?: boolean;
  aborted?: boolean;
  /** The widget recorded the session: the answer carries the recording's upload token. */
  recording?: boolean;
}

/** Loads the flow as the customer (the serving the session is counted under) and posts the session. */
export async function postSession(call: TestCall, session: KnownSession, key: string): Promise<string> {
  return (await postSessionAnswer(call, session, key))._id;
}

/** postSession's whole answer: the session's id, and its upload token when it was recorded. */
export async function postSessionAnswer(
  call: TestCall,
  session: KnownSession,
  key: string,
): Promise<{ _id: string; uploadToken?: string }> {
  const mode = session.mode ?? 'LIVE';
  const embed = await call('embed', { as: session.as, mode, body: {} });
  if (embed.status !== 200) throw new Error(`embed answered ${embed.status}`);
  const now = new Date().toISOString();
  const reason = session.reason ? REASONS[session.reason] : null;
  const posted = await call('createSession', {
    as: session.as,
    mode,
    body: {
      sessionKey: key,
      blueprintId: 'bp_main',
      recording: session.recording ?? false,
      aborted: session.aborted ?? false,
      canceled: session.canceled ?? false,
      acceptedOffer: session.accepted ?? null,
      offerOptions: null,
      surveyId: reason ? 'step_survey' : null,
      surveyChoiceId: reason?.guid ?? null,
      feedback: null,
      followupResponse: session.followup ?? null,
      followupQuestion: session.followup ? 'What would be fair?' : null,
      customActionHandler: false,
      provider: 'STRIPE',
      mode,
      cooldowns: null,
      customer: { id: `cus_${session.as}`, email: `${session.as}@example.com`, subscriptionId: null },
      lite: false,
      stepsViewed: [
        { stepType: 'SURVEY', guid: 'step_survey', start: now, end: now, duration: 3, numChoices: 2 },
      ],
      presentedOffers: (session.shown ?? []).map((guid) => ({
        guid,
        accepted: guid === session.accepted?.guid,
        presentedAt: now,
        declinedAt: guid === session.accepted?.guid ? null : now,
      })),
    },
  });
  if (posted.status !== 200) throw new Error(`createSession answered ${posted.status}`);
  return posted.body as { _id: string; uploadToken?: string };
}

export interface KnownLiteSession {
  /** A seeded customer, verified by the auth hash; none for an anonymous session (the page sent no identity). */
  as?: string;
  /** The full flow the host named with `flowId` (a lite flow derived from it); else the app's lite flow. */
  flowId?: string;
  reason?: keyof typeof LITE_REASONS | keyof typeof REASONS;
  followup?: string;
  feedback?: string;
  /** The customer confirmed the cancel (the host performs it); otherwise they closed the widget. */
  canceled?: boolean;
  recording?: boolean;
  /** What the body claims beyond what lite mode does (a customer, an offer): none of it may count. */
  claims?: Record<string, unknown>;
}

/** Loads the lite flow as the widget does (embed-lite) and posts its session to /api/sessions/lite. */
export async function postLiteSession(
  call: TestCall,
  session: KnownLiteSession,
  key: string,
): Promise<{ _id: string; uploadToken?: string }> {
  const asCustomer = session.as ? { as: session.as } : {};
  const loaded = await call('embedLite', {
    ...asCustomer,
    ...(session.flowId ? { query: `?blueprint=${encodeURIComponent(session.flowId)}` } : {}),
  });
  if (loaded.status !== 200) throw new Error(`embed-lite answered ${loaded.status}`);
  const blueprint = (
    loaded.body as { blueprint: { _id: string; steps: { guid: string; stepType: string }[] } }
  ).blueprint;
  const survey = blueprint.steps.find((step) => step.stepType === 'SURVEY');
  const now = new Date().toISOString();
  const reason =
    session.reason === undefined
      ? null
      : session.reason in LITE_REASONS
        ? LITE_REASONS[session.reason as keyof typeof LITE_REASONS]
        : REASONS[session.reason as keyof typeof REASONS];
  const posted = await call('createLiteSession', {
    ...asCustomer,
    // The widget sends no customer in lite mode (renderer/state/flow/session-results.ts): the defaults' null.
    body: seededSessionResults(key, {
      blueprintId: blueprint._id,
      recording: session.recording ?? false,
      aborted: !session.canceled,
      canceled: session.canceled ?? false,
      surveyId: reason ? (survey?.guid ?? null) : null,
      surveyChoiceId: reason?.guid ?? null,
      feedback: session.feedback ?? null,
      followupResponse: session.followup ?? null,
      followupQuestion: session.followup ? 'What happened?' : null,
      lite: true,
      stepsViewed: blueprint.steps.map((step) => ({
        stepType: step.stepType,
        guid: step.guid,
        start: now,
        end: now,
        duration: 2,
      })),
      ...session.claims,
    }),
  });
  if (posted.status !== 200) throw new Error(`createLiteSession answered ${posted.status}`);
  return posted.body as { _id: string; uploadToken?: string };
}

export const TEAM = {
  owner: { email: 'owner@team.example', password: 'owner-password-1', name: 'Olive Owner', role: 'owner' },
  member: { email: 'member@team.example', password: 'member-password-1', name: 'Max Member', role: 'member' },
} as const;

/** Makes the owner and the member of the test app, and a user of no app. */
export async function makeTeam(started: StartedTestServer, appId: string): Promise<void> {
  const { db } = started.server.deps.database;
  const { auth } = started.server.dashboard;
  const now = new Date();
  for (const user of Object.values(TEAM)) await createUser(db, auth, { ...user, appId }, now);
  const outsider = await (await auth.$context).internalAdapter.createUser(
    { email: 'outsider@else.example', name: 'Out Sider', emailVerified: true },
    { method: 'email-password' },
  );
  await (await auth.$context).internalAdapter.linkAccount({
    userId: outsider.id,
    providerId: 'credential',
    accountId: outsider.id,
    password: await (await auth.$context).password.hash('outsider-password-1'),
  });
}

/** Signs in through better-auth's route, as the page does; answers the cookie header to send after. */
export async function signIn(
  baseUrl: string,
  email: string,
  password: string,
  origin = baseUrl,
): Promise<{ status: number; cookie: string }> {
  const response = await fetch(`${baseUrl}/dashboard/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { status: response.status, cookie };
}
