/**
 * The identity check must not list the customers (issue 19 §3, docs/api.md "Limits"): once the app's
 * allowance of unknown e-mails is spent, a known e-mail gets exactly the answer an unknown one gets — same
 * status, same body — and no code is sent. Its own file: it throttles the whole app.
 */
import { expect, it } from 'vitest';
import { RATE_LIMITS } from '../providers/rate-limits.ts';
import { describeOnBothDialects } from '../testing/on-both-dialects.ts';
import type { Reply } from '../testing/test-client.ts';

const UNKNOWN_ALLOWANCE = RATE_LIMITS['identity-unknown'].points;

const answerOf = (reply: Reply) => ({
  status: reply.status,
  body: reply.body,
  contentType: reply.headers.get('content-type'),
});

describeOnBothDialects('identity check past the unknown-e-mail allowance', (server) => {
  it('answers a known and an unknown e-mail alike, and sends no code', async () => {
    for (let index = 0; index < UNKNOWN_ALLOWANCE; index += 1) {
      const reply = await server.call('checkIdentity', { body: { email: `stranger-${index}@example.com` } });
      expect(reply.status).toBe(400);
    }
    const unknown = await server.call('checkIdentity', { body: { email: 'stranger-last@example.com' } });
    const known = await server.call('checkIdentity', { body: { email: 'ada@example.com' } });
    expect(answerOf(unknown)).toEqual({
      status: 429,
      body: { message: 'Too many requests. Please try again later.' },
      contentType: 'application/json',
    });
    expect(answerOf(known)).toEqual(answerOf(unknown));
    expect(await server.started.latestEmailCode('ada@example.com')).toBeNull();
  });
});
