/**
 * The dashboard's own API (server/dashboard/ serves it, dashboard/ reads it): paths, the answers' schemas and
 * the words both sides share (outcomes, roles; the filters are in dashboard-filters.ts). Apart from the
 * widget's call table: the widget never makes these calls, and the script-tag build never carries this module.
 */
import * as v from 'valibot';
import { OFFER_TYPES } from './schemas/offer.ts';

/** Where the dashboard is served, and where its API and sign-in live under it. */
export const DASHBOARD_BASE = '/dashboard';
export const DASHBOARD_API = `${DASHBOARD_BASE}/api`;
export const DASHBOARD_AUTH_PATH = `${DASHBOARD_API}/auth`;

export const DASHBOARD_PATHS = {
  me: `${DASHBOARD_API}/me`,
  results: (appId: string) => `${DASHBOARD_API}/apps/${encodeURIComponent(appId)}/results`,
  sessions: (appId: string) => `${DASHBOARD_API}/apps/${encodeURIComponent(appId)}/sessions`,
  sessionsCsv: (appId: string) => `${DASHBOARD_API}/apps/${encodeURIComponent(appId)}/sessions.csv`,
  session: (appId: string, id: string) =>
    `${DASHBOARD_API}/apps/${encodeURIComponent(appId)}/sessions/${encodeURIComponent(id)}`,
  recording: (appId: string, id: string) =>
    `${DASHBOARD_API}/apps/${encodeURIComponent(appId)}/sessions/${encodeURIComponent(id)}/recording`,
  members: (appId: string) => `${DASHBOARD_API}/apps/${encodeURIComponent(appId)}/members`,
} as const;

/** A team member's role in one app: owners also see and manage the team. */
export const ROLES = ['owner', 'member'] as const;
export type Role = (typeof ROLES)[number];

/**
 * How a session ended. Saved outcomes keep the subscription (and count as revenue kept); an accepted
 * contact or redirect offer sends the customer elsewhere and is not counted as saved; aborted is a session
 * closed without a decision.
 */
export const OUTCOMES = [
  'cancelled',
  'paused',
  'discounted',
  'plan_changed',
  'trial_extended',
  'other_offer',
  'aborted',
] as const;
export type SessionOutcome = (typeof OUTCOMES)[number];
export const SAVED_OUTCOMES: readonly SessionOutcome[] = [
  'paused',
  'discounted',
  'plan_changed',
  'trial_extended',
];

/**
 * A lite (insight) session's flow version is named with this after `flowId@version`: a lite flow may be one
 * derived from a full flow (embed-lite's `?blueprint=`), whose sessions must not mix with that flow's own.
 */
export const LITE_VERSION_SUFFIX = '~lite';

/** The name of a flow version in the results, the session list and the `flowVersion` filter. */
export function flowVersionKey(flowId: string, version: number, lite: boolean): string {
  return `${flowId}@${version}${lite ? LITE_VERSION_SUFFIX : ''}`;
}

/** A `flowVersion` filter's parts (the filter's schema has checked its shape). */
export function parseFlowVersionKey(key: string): { flowId: string; version: number; lite: boolean } {
  const lite = key.endsWith(LITE_VERSION_SUFFIX);
  const name = lite ? key.slice(0, -LITE_VERSION_SUFFIX.length) : key;
  const at = name.lastIndexOf('@');
  return { flowId: name.slice(0, at), version: Number(name.slice(at + 1)), lite };
}

/**
 * The order the version filter offers flow versions in, the order the results' table lists them (its query
 * sorts so): by flow id, then by version number (`@2` before `@10`, which a text sort puts the other way),
 * then a version's full sessions before its lite ones.
 */
export function compareFlowVersionKeys(a: string, b: string): number {
  const [first, second] = [parseFlowVersionKey(a), parseFlowVersionKey(b)];
  if (first.flowId !== second.flowId) return first.flowId < second.flowId ? -1 : 1;
  return first.version - second.version || Number(first.lite) - Number(second.lite);
}

const AmountSchema = v.object({ currency: v.string(), monthlyAmount: v.number() });

export const ResultsAnswerSchema = v.object({
  totals: v.object({
    sessions: v.number(),
    saved: v.number(),
    cancelled: v.number(),
    aborted: v.number(),
    /**
     * saved ÷ (full-flow sessions − their aborted): of the customers who decided after being offered what the
     * flow had, how many stayed; null with none. Lite sessions are not in it: they offer nothing to stay for.
     */
    saveRate: v.nullable(v.number()),
    /** The lite (insight) sessions among `sessions`, and how many of them ended in a cancel. */
    lite: v.object({ sessions: v.number(), cancelled: v.number() }),
  }),
  /** Sessions and saves per day of the filter's `tz` (UTC without), oldest first, days without sessions left out. */
  perDay: v.array(v.object({ day: v.string(), sessions: v.number(), saved: v.number() })),
  outcomes: v.array(v.object({ outcome: v.picklist(OUTCOMES), sessions: v.number() })),
  reasons: v.array(
    v.object({
      choiceId: v.string(),
      label: v.string(),
      sessions: v.number(),
      saved: v.number(),
      /** Of `sessions`, those of lite mode (never saved: nothing was offered). */
      lite: v.number(),
      /** The latest follow-up answers typed for this reason (customer text: render as text). */
      followups: v.array(v.string()),
    }),
  ),
  offers: v.array(
    v.object({
      guid: v.string(),
      offerType: v.nullable(v.picklist(OFFER_TYPES)),
      presented: v.number(),
      accepted: v.number(),
    }),
  ),
  versions: v.array(
    v.object({
      flowVersion: v.string(),
      /** A lite flow's version (its name ends LITE_VERSION_SUFFIX): no save rate, nothing was offered. */
      lite: v.boolean(),
      sessions: v.number(),
      saved: v.number(),
      aborted: v.number(),
    }),
  ),
  /** The monthly subscription amounts of saved sessions, in minor units, per currency. */
  revenueKept: v.array(AmountSchema),
});
export type ResultsAnswer = v.InferOutput<typeof ResultsAnswerSchema>;

export const SessionRowSchema = v.object({
  id: v.string(),
  createdAt: v.string(),
  mode: v.string(),
  flowVersion: v.nullable(v.string()),
  outcome: v.picklist(OUTCOMES),
  offerType: v.nullable(v.string()),
  reason: v.nullable(v.string()),
  customerId: v.nullable(v.string()),
  customerEmail: v.nullable(v.string()),
  currency: v.nullable(v.string()),
  monthlyAmount: v.nullable(v.number()),
  hasRecording: v.boolean(),
  /**
   * A lite (insight) session: the customer was asked why and the host performed the cancel; no offers. Its
   * customer is the verified header identity only, null when the page sent none (anonymous).
   */
  lite: v.boolean(),
});
export type SessionRow = v.InferOutput<typeof SessionRowSchema>;

export const SessionsAnswerSchema = v.object({
  sessions: v.array(SessionRowSchema),
  /** The `before` of the next page, or null on the last one. */
  next: v.nullable(v.string()),
  /**
   * Every flow version the app's sessions have (`flowVersion` filter names, in compareFlowVersionKeys' order),
   * whatever this query's filters and page: the version filter's choices.
   */
  versions: v.array(v.string()),
});
export type SessionsAnswer = v.InferOutput<typeof SessionsAnswerSchema>;

export const SessionDetailSchema = v.object({
  session: SessionRowSchema,
  steps: v.array(
    v.object({
      guid: v.string(),
      stepType: v.string(),
      header: v.nullable(v.string()),
      start: v.string(),
      durationS: v.nullable(v.number()),
    }),
  ),
  answers: v.object({
    /** The last survey's answer (spec §4), which the results page counts as the reason. */
    reason: v.nullable(v.string()),
    followupQuestion: v.nullable(v.string()),
    followupResponse: v.nullable(v.string()),
    feedback: v.nullable(v.string()),
    /**
     * Every survey's answer, in the order answered: the survey step's title (its header in the served
     * version, placeholders marked) and the choice's words, null where that version does not say.
     */
    surveys: v.array(
      v.object({
        surveyId: v.string(),
        title: v.nullable(v.string()),
        choice: v.nullable(v.string()),
        followupQuestion: v.nullable(v.string()),
        followupResponse: v.nullable(v.string()),
        /** This survey's answer is the session's reason (spec §4: the last survey committed). */
        isReason: v.boolean(),
      }),
    ),
  }),
  offers: v.array(
    v.object({
      guid: v.string(),
      offerType: v.nullable(v.string()),
      accepted: v.boolean(),
      presentedAt: v.string(),
      declinedAt: v.nullable(v.string()),
    }),
  ),
  recording: v.nullable(v.object({ startTime: v.string(), endTime: v.string(), bytes: v.number() })),
});
export type SessionDetail = v.InferOutput<typeof SessionDetailSchema>;

export const MeAnswerSchema = v.object({
  user: v.object({ id: v.string(), name: v.string(), email: v.string() }),
  apps: v.array(v.object({ appId: v.string(), name: v.string(), role: v.picklist(ROLES) })),
});
export type MeAnswer = v.InferOutput<typeof MeAnswerSchema>;

export const MembersAnswerSchema = v.object({
  members: v.array(v.object({ email: v.string(), name: v.string(), role: v.picklist(ROLES) })),
});
export type MembersAnswer = v.InferOutput<typeof MembersAnswerSchema>;
