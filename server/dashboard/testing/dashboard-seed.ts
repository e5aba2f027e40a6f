/**
 * The dashboard tests' app: the server tests' seed with a survey step first (two reasons, one asking a
 * follow-up), and the known sessions the results tests post through the real API.
 */
import type { AppSeed } from '../../../contract/seed.ts';
import { serverTestSeed } from '../../testing/server-seed.ts';
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
