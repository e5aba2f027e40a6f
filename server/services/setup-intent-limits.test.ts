/**
 * The card form's setup intents are limited per LIVE customer (RATE_LIMITS 'setup-intent-customer'): each lets
 * the browser try a card at Stripe, so a customer of one's own must not test cards through the wall without
 * end. Another customer keeps their own budget; TEST mode (test cards only) is not counted. On both databases.
 */
import { expect, it } from 'vitest';
import { RATE_LIMITS } from '../providers/rate-limits.ts';
import { describeOnBothDialects } from '../testing/on-both-dialects.ts';
import { MESSAGES } from './messages.ts';

const BUDGET = RATE_LIMITS['setup-intent-customer'].points;

describeOnBothDialects('setup intents per customer', (server) => {
  it('answers 429 past the budget, and another customer still gets theirs', async () => {
    for (let n = 0; n < BUDGET; n++) {
      expect((await server.call('setupIntent', { as: 'ada' })).status).toBe(200);
    }
    const refused = await server.call('setupIntent', { as: 'ada' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: MESSAGES.tooManyRequests });
    expect((await server.call('setupIntent', { as: 'bob' })).status).toBe(200);
  });

  it('does not count TEST mode: it takes only test cards', async () => {
    for (let n = 0; n <= BUDGET; n++) {
      expect((await server.call('setupIntent', { as: 'cyd', mode: 'TEST' })).status).toBe(200);
    }
  });
});
