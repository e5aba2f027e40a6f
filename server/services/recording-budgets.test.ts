import pino from 'pino';
import { expect, it } from 'vitest';
import { createRateLimits, RATE_LIMITS } from '../providers/rate-limits.ts';
import { anonymousCaller } from '../testing/anonymous-caller.ts';
import { describeOnBothDialects } from '../testing/on-both-dialects.ts';
import { FORGED, recordSession, SMALL, storedRecording } from '../testing/recording-uploads.ts';
import { APP_ID } from '../testing/server-seed.ts';
import { MESSAGES } from './messages.ts';
import { RECORDING_BUDGETS, recordingBudgetRefusal } from './recording-budgets.ts';

const SPENT = { status: 429, body: { message: MESSAGES.recordingBudgetSpent } };

describeOnBothDialects(
  'recordings count against hourly budgets of stored bytes',
  (server) => {
    it.each([
      ['an anonymous address', undefined, 'recording-bytes-anonymous-ip'],
      ['a verified customer', 'ada', 'recording-bytes-customer'],
    ] as const)(
      '%s stores its budget of recordings an hour, then 429 and nothing stored; the session stays',
      async (_, as, bucket) => {
        const address = as ? '198.51.100.7' : '198.51.100.1';
        const fits = Math.floor(RATE_LIMITS[bucket].points / FORGED.bytes);
        // Without the budget the session's limits let 20 such recordings a minute through, a verified one any number.
        expect(fits).toBeLessThan(RATE_LIMITS['anonymous-session-ip'].points);
        for (let index = 0; index < fits; index += 1) {
          const { reply } = await recordSession(server, `${bucket}-${index}`, FORGED.recording, {
            as,
            address,
          });
          expect(reply.status).toBe(200);
        }
        const over = await recordSession(server, `${bucket}-over`, FORGED.recording, { as, address });
        expect(over.reply).toMatchObject(SPENT);
        expect(await storedRecording(server, over.sessionId)).toBeNull();
        expect(await server.started.server.deps.sessions.owner(APP_ID, over.sessionId)).not.toBeNull();

        // The refused recording spent nothing: a small one still fits in what is left.
        const small = await recordSession(server, `${bucket}-small`, SMALL.recording, { as, address });
        expect(small.reply.status).toBe(200);
        expect(await storedRecording(server, small.sessionId)).not.toBeNull();
        // Another address, or another customer, has a budget of its own.
        const other = as ? { as: 'bob', address } : { address: '198.51.100.2' };
        const elsewhere = await recordSession(server, `${bucket}-elsewhere`, FORGED.recording, other);
        expect(elsewhere.reply.status).toBe(200);
      },
    );

    it('caps each app whatever the addresses or customers, each kind apart; a refused source spends none of it', async () => {
      const deps = {
        ...server.started.server.deps,
        limits: createRateLimits(null, pino({ level: 'silent' })),
      };
      const anonymous = await anonymousCaller(server.started.server.deps);
      const customer = (id: string) => ({ ...anonymous, claimedId: id, customerKey: `STRIPE:${id}` });
      const perSource = RATE_LIMITS[RECORDING_BUDGETS.anonymous.perSource].points;
      const perApp = RATE_LIMITS[RECORDING_BUDGETS.anonymous.perApp].points;

      expect(await recordingBudgetRefusal(deps, anonymous, '203.0.113.1', perSource)).toBeNull();
      expect(await recordingBudgetRefusal(deps, anonymous, '203.0.113.1', 1)).toMatchObject({
        reason: 'too-many',
        message: MESSAGES.recordingBudgetSpent,
      });
      // The app's budget took the first address's bytes, not the refused one: exactly what is left fits.
      let left = perApp - perSource;
      for (let index = 0; left > 0; index += 1) {
        const bytes = Math.min(perSource, left);
        expect(await recordingBudgetRefusal(deps, anonymous, `10.0.0.${index}`, bytes)).toBeNull();
        left -= bytes;
      }
      expect(await recordingBudgetRefusal(deps, anonymous, '192.0.2.1', 1)).toMatchObject({
        reason: 'too-many',
      });
      // The address refused by the app's budget was given its bytes back: its own budget is whole.
      expect(
        await deps.limits.spend(RECORDING_BUDGETS.anonymous.perSource, `${APP_ID}:192.0.2.1`, perSource),
      ).toBe(true);

      // Verified customers' recordings count apart: the anonymous flood cost them nothing.
      const perCustomer = RATE_LIMITS[RECORDING_BUDGETS.customer.perSource].points;
      const perAppCustomers = RATE_LIMITS[RECORDING_BUDGETS.customer.perApp].points;
      for (let index = 0; index < perAppCustomers / perCustomer; index += 1)
        expect(
          await recordingBudgetRefusal(deps, customer(`cus_${index}`), '203.0.113.1', perCustomer),
        ).toBeNull();
      expect(await recordingBudgetRefusal(deps, customer('cus_last'), '203.0.113.1', 1)).toMatchObject({
        reason: 'too-many',
      });
    });
  },
  { trustProxy: true },
);
