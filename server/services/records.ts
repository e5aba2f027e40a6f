/**
 * Fire-and-forget reports (events, customer updates, issues, error logs, logs): validated by the route,
 * kept under the header identity. Ids a body names (customerId in an event) are kept as data, never as
 * the owner.
 */
import type { RecordKind } from '../storage/records-store.ts';
import type { Caller } from './caller.ts';
import type { ServiceDeps } from './deps.ts';
import { type Outcome, success } from './outcome.ts';

export async function keepRecord(
  deps: ServiceDeps,
  caller: Caller,
  kind: RecordKind,
  payload: unknown,
): Promise<Outcome<Record<string, never>>> {
  await deps.records.add(caller.app.appId, kind, caller.customerKey, payload, deps.now());
  return success({});
}
