/**
 * Fire-and-forget calls (spec §7): tracked events, customer updates, issues and logs are validated and
 * kept, so tests can assert what the widget reported.
 */
import type * as v from 'valibot';
import {
  CreateIssueSchema,
  CustomerUpdateSchema,
  ErrorLogSchema,
  LogSchema,
  TrackedEventSchema,
} from '../../../contract/schemas/index.ts';
import type { AppState, Received } from '../app-state.ts';
import type { CallHandler } from '../context.ts';
import { ok, parsePayload } from '../responses.ts';

function recorder<S extends v.GenericSchema>(
  schema: S,
  list: (app: AppState) => Received<v.InferOutput<S>>[],
): CallHandler {
  return (context) => {
    const payload = parsePayload(schema, context.body);
    if (!payload.ok) return payload.response;
    list(context.app).push({
      customerId: context.caller.claimedId,
      receivedAt: context.now.toISOString(),
      data: payload.value,
    });
    return ok({});
  };
}

/** POST /api/events/new. */
export const postEvent = recorder(TrackedEventSchema, (app) => app.events);
/** POST /api/events/customer-update. */
export const postCustomerUpdate = recorder(CustomerUpdateSchema, (app) => app.customerUpdates);
/** POST /api/orgs/create-issue. */
export const postIssue = recorder(CreateIssueSchema, (app) => app.issues);
/** POST /api/a/e. */
export const postErrorLog = recorder(ErrorLogSchema, (app) => app.errorLogs);
/** POST /api/a/l. */
export const postLog = recorder(LogSchema, (app) => app.logs);
