/**
 * Fire-and-forget reports (events, customer updates, issues, error logs, logs): validated by the route,
 * kept under the header identity. Ids a body names (customerId in an event) are kept as data, never as
 * the owner. A report without a verified customer counts against the anonymous reports' budget
 * (anonymous-write-limits.ts): past it, `429` and nothing kept.
 */
import type { RecordKind } from '../storage/records-store.ts';
import { anonymousWriteRefusal } from './anonymous-write-limits.ts';
import type { Caller } from './caller.ts';
import type { ServiceDeps } from './deps.ts';
import { type Outcome, success } from './outcome.ts';

export async function keepRecord(
  deps: ServiceDeps,
  caller: Caller,
  kind: RecordKind,
  payload: unknown,
  clientIp: string,
): Promise<Outcome<Record<string, never>>> {
  const refusal = await anonymousWriteRefusal(deps, caller, clientIp, 'report', payload);
  if (refusal) return refusal;
  await deps.records.add(caller.app.appId, kind, caller.customerKey, payload, deps.now());
  return success({});
}
