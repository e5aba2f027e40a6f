/**
 * Fire-and-forget reports: issues for the organisation, error logs and logs for us. A report must never
 * break the flow that files it, so these resolve whatever happens (spec §7: failures ignored).
 */
import type * as v from 'valibot';
import { FLOW_CALLS } from '../../../contract/flow-call-table.ts';
import type { CreateIssueSchema, ErrorLogSchema, LogSchema } from '../../../contract/schemas/index.ts';
import type { Send } from '../http.ts';

export type IssuePayload = v.InferInput<typeof CreateIssueSchema>;
export type ErrorLogPayload = v.InferInput<typeof ErrorLogSchema>;
export type LogPayload = v.InferInput<typeof LogSchema>;

export interface ReportCalls {
  /** POST /api/orgs/create-issue (e.g. missing-coupon). Never rejects. */
  createIssue(issue: IssuePayload): Promise<void>;
  /** POST /api/a/e. Never rejects; not sent at all in debug mode. */
  logError(log: ErrorLogPayload): Promise<void>;
  /** POST /api/a/l. Never rejects; not sent at all in debug mode. */
  log(entry: LogPayload): Promise<void>;
}

async function swallow(report: () => Promise<unknown>): Promise<void> {
  try {
    await report();
  } catch {
    // Ignored on purpose: a lost report is better than a broken flow.
  }
}

export function reportCalls(send: Send, debug: boolean): ReportCalls {
  return {
    createIssue: (issue) => swallow(() => send(FLOW_CALLS.createIssue, { body: issue })),
    // In debug mode the developer reads the console; their test traffic must not reach our logs.
    logError: (log) => (debug ? Promise.resolve() : swallow(() => send(FLOW_CALLS.logError, { body: log }))),
    log: (entry) => (debug ? Promise.resolve() : swallow(() => send(FLOW_CALLS.log, { body: entry }))),
  };
}
