/**
 * The calls of spec §7 in one table: the client's tests, the docs and the mock backend read it, so a path
 * or method exists in exactly one place. The product's code reads the table of its own experience
 * (flow-call-table.ts, billing-call-table.ts, identity-call-table.ts), so each chunk carries only its calls.
 */
import { BILLING_CALLS } from './billing-call-table.ts';
import { FLOW_CALLS } from './flow-call-table.ts';
import { IDENTITY_CALLS } from './identity-call-table.ts';

export {
  type CallDefinition,
  type HttpMethod,
  NO_ANSWER,
  type RetryPolicy,
} from './call-definition.ts';
export { RECORDING_UPLOAD_TIMEOUT_MS } from './flow-call-table.ts';

/** Every call of spec §7, keyed by its name. */
export const API_CALLS = { ...FLOW_CALLS, ...BILLING_CALLS, ...IDENTITY_CALLS };

export type CallName = keyof typeof API_CALLS;
