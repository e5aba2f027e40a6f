import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeOnBothDialects } from '../testing/on-both-dialects.ts';
import { DAY, FLOW_ID, OFFER } from '../testing/server-seed.ts';

const extend = { days: OFFER.trialDays, blueprintId: FLOW_ID };
const trialEnd = (body: unknown) => (body as { subscription: { trial_end: number } }).subscription.trial_end;

describeOnBothDialects('Idempotency-Key on money actions', (server) => {
  it('requires one: 400 without a key, 400 for a key that is not a UUID', async () => {
    const body = { cancelAtPeriodEnd: true };
    expect((await server.call('cancel', { as: 'ada', body, key: null })).status).toBe(400);
    const reply = await server.call('cancel', { as: 'ada', body, key: 'retry-1' });
    expect(reply).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('Idempotency-Key') },
    });
  });

  it('acts once for 30 parallel repeats of one key (TEST mode, where a trial could be extended again)', async () => {
    await server.call('embed', { as: 'trial2', mode: 'TEST', body: {} });
    const before = await server.call('customer', { as: 'trial2', mode: 'TEST' });
    const start = (before.body as { subscriptions: { data: { trial_end: number }[] } }).subscriptions.data[0]!
      .trial_end;
    const key = randomUUID();
    const replies = await Promise.all(
      Array.from({ length: 30 }, () =>
        server.call('extendTrial', { as: 'trial2', mode: 'TEST', body: extend, key }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    expect(new Set(replies.map((reply) => trialEnd(reply.body)))).toEqual(
      new Set([start + OFFER.trialDays * DAY]),
    );
    expect(replies.filter((reply) => reply.headers.get('idempotent-replayed') === 'true')).toHaveLength(29);
    const after = await server.call('customer', { as: 'trial2', mode: 'TEST' });
    expect(
      (after.body as { subscriptions: { data: { trial_end: number }[] } }).subscriptions.data[0]!.trial_end,
    ).toBe(start + OFFER.trialDays * DAY);
    // A new intent (a new key) acts again: TEST mode allows a second extension.
    const next = await server.call('extendTrial', { as: 'trial2', mode: 'TEST', body: extend });
    expect(trialEnd(next.body)).toBe(start + 2 * OFFER.trialDays * DAY);
  });

  it('replays a refusal too, and answers 422 to the same key with another body', async () => {
    const key = randomUUID();
    const first = await server.call('pause', {
      as: 'bob',
      body: { duration: 1, interval: 'MONTH', date: null },
      key,
    });
    expect(first.status).toBe(403);
    // Served now, but the key's answer stands: a repeat never acts differently from the first request.
    await server.call('embed', { as: 'bob', body: {} });
    const repeat = await server.call('pause', {
      as: 'bob',
      body: { duration: 1, interval: 'MONTH', date: null },
      key,
    });
    expect(repeat).toMatchObject({ status: 403, body: first.body });
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    const other = await server.call('pause', {
      as: 'bob',
      body: { duration: 2, interval: 'MONTH', date: null },
      key,
    });
    expect(other.status).toBe(422);
  });

  it('runs a customer’s actions one at a time: 10 parallel extensions under different keys extend once', async () => {
    await server.call('embed', { as: 'trial', body: {} });
    const before = await server.call('customer', { as: 'trial' });
    const start = (before.body as { subscriptions: { data: { trial_end: number }[] } }).subscriptions.data[0]!
      .trial_end;
    // LIVE: one extension per subscription; each action checks what the one before it did.
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => server.call('extendTrial', { as: 'trial', body: extend })),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 403)).toHaveLength(9);
    const after = await server.call('customer', { as: 'trial' });
    expect(
      (after.body as { subscriptions: { data: { trial_end: number }[] } }).subscriptions.data[0]!.trial_end,
    ).toBe(start + OFFER.trialDays * DAY);
  });

  it('takes a key in capitals for the same key (a UUID has no case)', async () => {
    const key = randomUUID();
    const body = { cancelAtPeriodEnd: true };
    expect((await server.call('cancel', { as: 'ida', body, key })).status).toBe(200);
    const shouted = await server.call('cancel', { as: 'ida', body, key: key.toUpperCase() });
    expect(shouted.headers.get('idempotent-replayed')).toBe('true');
  });

  it('scopes keys to the customer: the same key for another customer acts for them', async () => {
    const key = randomUUID();
    const body = { cancelAtPeriodEnd: true };
    expect(
      (await server.call('cancel', { as: 'cyd', body, key })).headers.get('idempotent-replayed'),
    ).toBeNull();
    const other = await server.call('cancel', { as: 'dee', body, key });
    expect(other.status).toBe(200);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
  });
});
