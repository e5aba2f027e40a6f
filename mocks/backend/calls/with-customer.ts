import type { CustomerRecord } from '../app-state.ts';
import type { CallContext, CallHandler } from '../context.ts';
import { MESSAGES } from '../messages.ts';
import { fail } from '../responses.ts';
import type { MockResponse } from '../types.ts';

/** Wraps a call that acts for a known customer: without one it answers the spec's customer-not-found 404. */
export function withCustomer(
  handle: (context: CallContext, record: CustomerRecord) => MockResponse | Promise<MockResponse>,
): CallHandler {
  return (context) => {
    const record = context.caller.record;
    if (record === null) return fail(404, MESSAGES.customerNotFound);
    return handle(context, record);
  };
}
