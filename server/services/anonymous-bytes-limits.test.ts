/**
 * The bytes anonymous writes store (sessions and reports together), per address and per app an hour: the counts
 * alone let one address write 100 reports of up to 64 KiB a minute into the database.
 */
import pino from 'pino';
import { expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../contract/request-limits.ts';
import { createRateLimits, RATE_LIMITS } from '../providers/rate-limits.ts';
import { anonymousCaller, anonymousRecordCount } from '../testing/anonymous-caller.ts';
import { describeOnBothDialects } from '../testing/on-both-dialects.ts';
import { APP_ID } from '../testing/server-seed.ts';
import { seededSessionResults } from '../testing/session-results.ts';
import { ANONYMOUS_BYTES_BUCKETS, anonymousWriteRefusal, storedBytes } from './anonymous-write-limits.ts';
import { MESSAGES } from './messages.ts';

const PER_ADDRESS = RATE_LIMITS[ANONYMOUS_BYTES_BUCKETS.perAddress].points;
const PER_APP = RATE_LIMITS[ANONYMOUS_BYTES_BUCKETS.perApp].points;
const TOO_MANY = { status: 429, body: { message: MESSAGES.tooManyRequests } };

/** An anonymous event that stores `bytes` bytes (a forged page's, up to the body cap), as the schema gives it. */
function eventOf(bytes: number, n: number) {
  const event = {
    event: 'step-change',
    timestamp: new Date().toISOString(),
    customerId: null,
    blueprintId: null,
    properties: { n, padding: '' },
  };
  event.properties.padding = 'x'.repeat(bytes - storedBytes(event));
  return event;
}
const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

describeOnBothDialects(
  'anonymous bytes an hour',
  (server) => {
    it('stores an address its bytes of reports, then 429 for reports and sessions alike; another address goes on', async () => {
      const size = MAX_BODY_BYTES - 1_024;
      const fits = Math.floor(PER_ADDRESS / size);
      // Under the count of reports a minute: the bytes are what stop them.
      expect(fits + 1).toBeLessThan(RATE_LIMITS['anonymous-report-ip'].points);
      const before = await anonymousRecordCount(server.started.server.deps);
      const post = (bytes: number, n: number) =>
        server.call('trackEvent', { body: eventOf(bytes, n), ...from('198.51.100.7') });
      const statuses: number[] = [];
      for (let n = 0; n < fits; n += 1) statuses.push((await post(size, n)).status);
      // The rest of the budget, to the byte.
      statuses.push((await post(PER_ADDRESS - fits * size, fits)).status);
      expect(statuses).toEqual(Array(fits + 1).fill(200));
      expect(await post(size, -1)).toMatchObject(TOO_MANY);
      expect(await anonymousRecordCount(server.started.server.deps)).toBe(before + fits + 1);
      // A session is anonymous writing too: the same address's bytes are spent.
      const session = seededSessionResults('bytes-lite', {});
      const sessionAnswer = await server.call('createLiteSession', {
        body: session,
        ...from('198.51.100.7'),
      });
      expect(sessionAnswer).toMatchObject(TOO_MANY);
      expect(
        (await server.call('createLiteSession', { body: session, ...from('198.51.100.8') })).status,
      ).toBe(200);
    });

    it('caps the app whatever the addresses; an address refused by the app gets its bytes back', async () => {
      const deps = {
        ...server.started.server.deps,
        limits: createRateLimits(null, pino({ level: 'silent' })),
      };
      const caller = await anonymousCaller(deps);
      const share = PER_ADDRESS / 2;
      // A report that stores half an address's bytes: a JSON string, its quotes counted.
      const report = 'x'.repeat(share - 2);
      expect(storedBytes(report)).toBe(share);
      const refusal = (ip: string) => anonymousWriteRefusal(deps, caller, ip, 'report', report);
      const addresses = PER_APP / share;
      for (let index = 0; index < addresses; index += 1)
        expect(await refusal(`10.1.${Math.floor(index / 256)}.${index % 256}`)).toBeNull();
      expect(await refusal('192.0.2.9')).toMatchObject({ reason: 'too-many' });
      // Refused by the app's budget, the address got back what it spent: all of its own is left.
      expect(
        await deps.limits.spend(ANONYMOUS_BYTES_BUCKETS.perAddress, `${APP_ID}:192.0.2.9`, PER_ADDRESS),
      ).toBe(true);
    });
  },
  { trustProxy: true },
);
