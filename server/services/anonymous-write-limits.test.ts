import pino from 'pino';
import { expect, it } from 'vitest';
import { createRateLimits, RATE_LIMITS } from '../providers/rate-limits.ts';
import { anonymousCaller } from '../testing/anonymous-caller.ts';
import { describeOnBothDialects, type ServerUnderTest } from '../testing/on-both-dialects.ts';
import { seededSessionResults } from '../testing/session-results.ts';
import {
  ANONYMOUS_WRITE_BUCKETS,
  type AnonymousWrite,
  anonymousWriteRefusal,
} from './anonymous-write-limits.ts';
import { MESSAGES } from './messages.ts';

const PER_ADDRESS = RATE_LIMITS['anonymous-session-ip'].points;
const TOO_MANY = { status: 429, body: { message: MESSAGES.tooManyRequests } };

async function storedSessionKeys(server: ServerUnderTest, prefix: string): Promise<string[]> {
  const rows = await server.started.server.deps.database.db
    .selectFrom('sessions')
    .select('session_key')
    .where('session_key', 'like', `${prefix}%`)
    .execute();
  return rows.map((row) => row.session_key).sort();
}

describeOnBothDialects('anonymous session limits', (server) => {
  // One server per dialect: this test spends the loopback address's budget, so it is the only one posting.
  it('stores an address its budget of anonymous sessions a minute, then answers 429 and stores nothing', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < PER_ADDRESS; index += 1) {
      const key = `lite-${String(index).padStart(2, '0')}`;
      statuses.push((await server.call('createLiteSession', { body: seededSessionResults(key) })).status);
    }
    expect(statuses).toEqual(Array(PER_ADDRESS).fill(200));

    const refused = await server.call('createLiteSession', { body: seededSessionResults('lite-over') });
    expect(refused).toMatchObject(TOO_MANY);
    // POST /api/sessions without customer headers is an anonymous (lite) session too: the same budget.
    const unlabelled = await server.call('createSession', { body: seededSessionResults('lite-plain') });
    expect(unlabelled).toMatchObject(TOO_MANY);
    const stored = await storedSessionKeys(server, 'lite-');
    expect(stored).toHaveLength(PER_ADDRESS);
    expect(stored).not.toContain('lite-over');
    expect(stored).not.toContain('lite-plain');

    // A verified customer's session is vouched for by its hash: not counted, not refused.
    const customer = await server.call('createSession', {
      as: 'ada',
      body: seededSessionResults('verified-1', {
        customer: { id: 'cus_ada', email: null, subscriptionId: null },
      }),
    });
    expect(customer.status).toBe(200);
    const customerLite = await server.call('createLiteSession', {
      as: 'ada',
      body: seededSessionResults('verified-2', { lite: true }),
    });
    expect(customerLite.status).toBe(200);
  });

  it.each(Object.keys(ANONYMOUS_WRITE_BUCKETS) as AnonymousWrite[])(
    'counts %s writes per address, and caps the app whatever the addresses; a refused address spends nothing of it',
    async (write) => {
      const deps = {
        ...server.started.server.deps,
        limits: createRateLimits(null, pino({ level: 'silent' })),
      };
      const caller = await anonymousCaller(server.started.server.deps);
      const refusal = (ip: string) => anonymousWriteRefusal(deps, caller, ip, write, {});
      const perAddress = RATE_LIMITS[ANONYMOUS_WRITE_BUCKETS[write].perAddress].points;
      const perApp = RATE_LIMITS[ANONYMOUS_WRITE_BUCKETS[write].perApp].points;

      for (let index = 0; index < perAddress; index += 1) expect(await refusal('203.0.113.1')).toBeNull();
      for (let index = 0; index < 5; index += 1)
        expect(await refusal('203.0.113.1')).toMatchObject({ reason: 'too-many' });
      expect(await refusal('203.0.113.2')).toBeNull();

      // The app's budget took the first address's allowed writes and the second's one, not the refused five.
      const left = perApp - perAddress - 1;
      for (let index = 0; index < left; index += 1)
        expect(await refusal(`10.0.${Math.floor(index / 256)}.${index % 256}`)).toBeNull();
      expect(await refusal('192.0.2.1')).toMatchObject({
        reason: 'too-many',
        message: MESSAGES.tooManyRequests,
      });
    },
  );
});
