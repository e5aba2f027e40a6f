/**
 * A server with no mailer (no SMTP_URL) must not tell a customer a code went out that nobody will read: with
 * the e-mail flow enabled, check-identity answers 503 naming the missing configuration — for every e-mail
 * alike and before any lookup (docs/server.md "What the server enforces", e-mail codes), so the answer does
 * not tell which addresses are customers.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { describeOnBothDialects } from '../testing/on-both-dialects.ts';
import type { Reply } from '../testing/test-client.ts';
import { MESSAGES } from './messages.ts';

const answerOf = (reply: Reply) => ({
  status: reply.status,
  body: reply.body,
  contentType: reply.headers.get('content-type'),
});

afterEach(() => {
  vi.restoreAllMocks();
});

describeOnBothDialects(
  'identity check on a server without a mailer',
  (server) => {
    it('answers a known and an unknown e-mail the same 503, without looking either up or storing a code', async () => {
      const lookups = vi.spyOn(server.started.server.deps.billing, 'findCustomerByEmail');
      const known = await server.call('checkIdentity', { body: { email: 'ada@example.com' } });
      const unknown = await server.call('checkIdentity', { body: { email: 'stranger@example.com' } });
      expect(answerOf(known)).toEqual({
        status: 503,
        body: { message: MESSAGES.mailerMissing },
        contentType: 'application/json',
      });
      expect(answerOf(unknown)).toEqual(answerOf(known));
      expect(MESSAGES.mailerMissing).toContain('SMTP_URL');
      expect(lookups).not.toHaveBeenCalled();
      const codes = await server.started.server.deps.database.db
        .selectFrom('verification_codes')
        .selectAll()
        .execute();
      expect(codes).toEqual([]);
      expect(server.started.sentMails()).toEqual([]);
    });

    it('leaves verify-identity as it was: no code was made, so any code is incorrect', async () => {
      const reply = await server.call('verifyIdentity', {
        body: { email: 'ada@example.com', code: '123456' },
      });
      expect(reply).toMatchObject({ status: 400, body: { message: MESSAGES.codeIncorrect } });
    });
  },
  { withoutMailer: true },
);
