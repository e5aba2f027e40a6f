/**
 * A session names the customer of the identity in the headers: a customer posting results whose body names
 * another customer's id, e-mail and subscription (found by an exploratory session: the dashboard listed them
 * as that customer, under a made-up e-mail) files them under themselves, as their billing provider has them.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeOnBothDialects } from '../testing/on-both-dialects.ts';
import { APP_ID } from '../testing/server-seed.ts';
import { seededSessionResults } from '../testing/session-results.ts';
import { newEndpointSecret } from './webhook-signature.ts';

const AS_SOMEONE_ELSE = { id: 'cus_gus', email: 'attacker@example.com', subscriptionId: 'sub_gus' };

describeOnBothDialects('a session’s customer is the verified one, never the body’s', (server) => {
  const db = () => server.started.server.deps.database.db;

  it('files a body naming another customer under the poster: dashboard facts, stored results, webhook', async () => {
    const { deps } = server.started.server;
    // An endpoint, so the session's event is written (none is without one); removed before it is delivered.
    const url = `https://hooks.example.invalid/${randomUUID()}`;
    const endpoint = await deps.webhooks.addEndpoint(APP_ID, url, newEndpointSecret(), deps.now());
    const body = seededSessionResults('as-someone-else', { canceled: true, customer: AS_SOMEONE_ELSE });
    const created = await server.call('createSession', { as: 'fay', body });
    await deps.webhooks.removeEndpoint(APP_ID, endpoint.id, deps.now());
    expect(created.status).toBe(200);
    const id = (created.body as { _id: string })._id;
    const facts = await db()
      .selectFrom('session_facts')
      .select(['customer_id', 'customer_email'])
      .where('session_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(facts).toEqual({ customer_id: 'cus_fay', customer_email: 'fay@example.com' });
    const stored = await db()
      .selectFrom('sessions')
      .select('results')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const fay = { id: 'cus_fay', email: 'fay@example.com', subscriptionId: null };
    expect(JSON.parse(stored.results ?? '{}').customer).toEqual(fay);
    const events = await db()
      .selectFrom('webhook_events')
      .select('body')
      .where('app_id', '=', APP_ID)
      .where('type', '=', 'session.completed')
      .execute();
    const event = events.map((row) => JSON.parse(row.body)).find((parsed) => parsed.data?.sessionId === id);
    expect(event?.data.results.customer).toEqual(fay);
    expect(JSON.stringify(event)).not.toContain('attacker@example.com');
  });

  it('keeps a subscription the body names when it is the poster’s own', async () => {
    const customer = { id: 'cus_hal', email: null, subscriptionId: 'sub_hal' };
    const body = seededSessionResults('own-subscription', { canceled: true, customer });
    const created = await server.call('createSession', { as: 'hal', body });
    const id = (created.body as { _id: string })._id;
    const stored = await db()
      .selectFrom('sessions')
      .select('results')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.results ?? '{}').customer).toEqual({ ...customer, email: 'hal@example.com' });
  });
});
