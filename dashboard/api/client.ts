/**
 * The dashboard's client of the server's own API (contract/dashboard-api.ts): every answer checked with the
 * contract's schema, a failure turned into an ApiFailure with the server's message. Cookies go with every
 * call (same origin); sign-in and sign-out are better-auth's routes.
 */
import * as v from 'valibot';
import {
  DASHBOARD_AUTH_PATH,
  DASHBOARD_PATHS,
  MeAnswerSchema,
  ResultsAnswerSchema,
  SessionDetailSchema,
  SessionsAnswerSchema,
} from '../../contract/dashboard-api.ts';
import type { ResultsFilter, SessionsQuery } from '../../contract/dashboard-filters.ts';
import { createAppearanceClient } from '../appearance/appearance-client.ts';
import { browserTimeZone } from '../time-zone.ts';
import { createWebhooksClient } from '../webhooks/webhooks-client.ts';

export class ApiFailure extends Error {
  /** `answer` is the refusal's body as sent (null when there was none), for a call whose refusal says more. */
  constructor(
    readonly status: number,
    message: string,
    readonly answer: unknown = null,
  ) {
    super(message);
  }
}

export const CLIENT_MESSAGES = {
  unreachable: 'The server could not be reached. Check your connection and try again.',
  malformed: 'The server answered something unexpected. Try again, or reload the page.',
  badCredentials: 'That e-mail and password do not match a team member.',
} as const;

function queryString(filter: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * `timeZone` is the zone the results' and sessions' days are in, sent as `tz` with their filters: the
 * browser's by default, so a day is the day the person sees in the session list.
 */
export function createDashboardClient(fetcher: typeof fetch, timeZone = browserTimeZone()) {
  async function request(path: string, init: RequestInit = {}): Promise<unknown> {
    let response: Response;
    try {
      response = await fetcher(path, { credentials: 'same-origin', ...init });
    } catch {
      throw new ApiFailure(0, CLIENT_MESSAGES.unreachable);
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const message = v.safeParse(v.object({ message: v.string() }), body);
      throw new ApiFailure(
        response.status,
        message.success ? message.output.message : CLIENT_MESSAGES.malformed,
        body,
      );
    }
    return body;
  }
  async function read<S extends v.GenericSchema>(
    schema: S,
    path: string,
    init?: RequestInit,
  ): Promise<v.InferOutput<S>> {
    const parsed = v.safeParse(schema, await request(path, init));
    if (!parsed.success) throw new ApiFailure(200, CLIENT_MESSAGES.malformed);
    return parsed.output;
  }

  return {
    /** The zone the filters' days and the results' per-day figures are in (an IANA name). */
    timeZone,
    me: () => read(MeAnswerSchema, DASHBOARD_PATHS.me),
    results: (appId: string, filter: ResultsFilter) =>
      read(
        ResultsAnswerSchema,
        `${DASHBOARD_PATHS.results(appId)}${queryString({ ...filter, tz: timeZone })}`,
      ),
    sessions: (appId: string, query: SessionsQuery) =>
      read(
        SessionsAnswerSchema,
        `${DASHBOARD_PATHS.sessions(appId)}${queryString({ ...query, tz: timeZone })}`,
      ),
    session: (appId: string, id: string) => read(SessionDetailSchema, DASHBOARD_PATHS.session(appId, id)),
    recording: async (appId: string, id: string): Promise<unknown[]> => {
      const body = await request(DASHBOARD_PATHS.recording(appId, id));
      const parsed = v.safeParse(v.object({ events: v.array(v.unknown()) }), body);
      if (!parsed.success) throw new ApiFailure(200, CLIENT_MESSAGES.malformed);
      return parsed.output.events;
    },
    csvUrl: (appId: string, query: SessionsQuery) =>
      `${DASHBOARD_PATHS.sessionsCsv(appId)}${queryString({ ...query, tz: timeZone })}`,
    async signIn(email: string, password: string): Promise<void> {
      try {
        await request(`${DASHBOARD_AUTH_PATH}/sign-in/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        });
      } catch (error) {
        if (error instanceof ApiFailure && error.status === 401)
          throw new ApiFailure(401, CLIENT_MESSAGES.badCredentials);
        throw error;
      }
    },
    async signOut(): Promise<void> {
      await request(`${DASHBOARD_AUTH_PATH}/sign-out`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
    },
    webhooks: createWebhooksClient({ request, read }),
    appearance: createAppearanceClient({ request, read }),
  };
}

export type DashboardClient = ReturnType<typeof createDashboardClient>;
