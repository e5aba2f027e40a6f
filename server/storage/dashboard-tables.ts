/**
 * The dashboard's tables: its members and settings, the facts the results page sums, and the flow
 * editor's drafts and audit log.
 * Portable types only (tables.ts says why).
 */
/** Who belongs to which app, as owner or member (migration 005; better-auth's own tables are its business). */
export interface DashboardMembersTable {
  user_id: string;
  app_id: string;
  role: string;
  created_at: string;
}

/** The columns of better-auth's user table the team list reads (the rest is better-auth's). */
export interface DashboardUsersTable {
  id: string;
  name: string;
  email: string;
}

export interface DashboardSettingsTable {
  name: string;
  value: string;
}

/**
 * One row per session of the cancel flow or the lite flow, written with it: what the results page sums
 * (server/dashboard/).
 */
export interface SessionFactsTable {
  session_id: string;
  app_id: string;
  created_at: string;
  mode: string;
  flow_id: string | null;
  flow_version: number | null;
  outcome: string;
  saved: number;
  offer_guid: string | null;
  offer_type: string | null;
  survey_choice_id: string | null;
  /** The choice's words in the served flow version, at the time. */
  survey_choice: string | null;
  followup_response: string | null;
  customer_id: string | null;
  customer_email: string | null;
  currency: string | null;
  /** The subscription's amount per month, minor units. */
  monthly_amount: number | null;
  /** 1 for a lite (insight) session (migration 014): never saved, no offers. */
  lite: number;
  /** The customer's free-form feedback (the results' `feedback`, migration 018); null when none was typed. */
  feedback: string | null;
}

export interface SessionOfferFactsTable {
  session_id: string;
  app_id: string;
  offer_guid: string;
  offer_type: string | null;
  accepted: number;
}

/**
 * Each survey's answer of a session (migration 016), in the order answered (`position` from 0): the session
 * results' surveyAnswers, or for a widget that sends none the one answer of surveyId and surveyChoiceId.
 */
export interface SessionSurveyAnswersTable {
  session_id: string;
  app_id: string;
  position: number;
  survey_id: string;
  survey_choice_id: string;
  /** The choice's words in the served flow version, at the time; null when that version has no such choice. */
  survey_choice: string | null;
  followup_response: string | null;
}

/** A flow's unpublished draft (the flow editor, server/dashboard/flows-editor.ts). */
export interface FlowDraftsTable {
  app_id: string;
  flow_id: string;
  /** JSON: the blueprint in its wire (input) form. */
  blueprint: string;
  saved_at: string;
  /** The dashboard user's name, as the editor shows who saved it. */
  saved_by: string;
}

/** Who saved, published or rolled back which flow when. */
export interface FlowAuditTable {
  id: string;
  app_id: string;
  flow_id: string;
  at: string;
  /** A FLOW_ACTIONS word (contract/dashboard-flows-api.ts). */
  action: string;
  version: number | null;
  from_version: number | null;
  user_id: string;
  /** As the user was named at the time: the log outlives a renamed or removed user. */
  user_name: string;
  user_email: string;
}
