/**
 * A session posted as a customer's widget would: the flow loaded first (the serving the session is counted
 * under, and whose version words its answers), then its results, cancelled unless `fields` say otherwise.
 */
import { expect } from 'vitest';
import { seededSessionResults } from '../../testing/session-results.ts';
import type { TestCall } from '../../testing/test-client.ts';

/** Loads the flow as `as`, then posts the session `key` with `fields`; its id. */
export async function postServedSession(
  call: TestCall,
  as: string,
  key: string,
  fields: Record<string, unknown>,
): Promise<string> {
  expect((await call('embed', { as, body: {} })).status).toBe(200);
  const posted = await call('createSession', {
    as,
    body: seededSessionResults(key, {
      canceled: true,
      customer: { id: `cus_${as}`, email: `${as}@example.com`, subscriptionId: null },
      ...fields,
    }),
  });
  expect(posted.status).toBe(200);
  return (posted.body as { _id: string })._id;
}
