/**
 * The identity calls' limits (docs/api.md "Limits"): repeated checks for one e-mail are answered 429, and
 * wrong codes cannot be tried until one fits — after many wrong tries the right code no longer works.
 */
import { expect, it } from 'vitest';
import { seeded } from './seed/roster.ts';
import { describeContract } from './support/describe-contract.ts';
import { expectAccepted, expectError } from './support/expect-reply.ts';
import { ATTEMPTS_BOUND, attemptUntilThrottled } from './support/identity-limits.ts';

describeContract('identity limits', ({ api, started }) => {
  it(`answers 429 { message } to repeated checks of one e-mail within ${ATTEMPTS_BOUND} tries`, async () => {
    const { email } = seeded('identityThrottle');
    const replies = await attemptUntilThrottled(() => api.call('checkIdentity', { body: { email } }));
    const last = replies.at(-1);
    if (!last) throw new Error('no attempt was made');
    expectError(last, 429);
    for (const reply of replies.slice(0, -1)) expectAccepted(reply);
    expectError(await api.call('checkIdentity', { body: { email } }), 429);
  });

  it('refuses the right code after many wrong ones (burnt, or rate-limited)', async (context) => {
    const { email } = seeded('identityBurn');
    expectAccepted(await api.call('checkIdentity', { body: { email } }));
    const read = started().latestEmailCode;
    if (!read) return context.skip('this target offers no way to read sent e-mails (latestEmailCode)');
    const code = (await read(email)) ?? '';
    // Wrong codes, never the right one: counting down from 999999 skips it.
    const wrong = (index: number) => String(999_999 - index).padStart(6, '0');
    const replies = await attemptUntilThrottled((index) =>
      api.call('verifyIdentity', { body: { email, code: wrong(index) === code ? '000000' : wrong(index) } }),
    );
    for (const reply of replies) expect([400, 429]).toContain(reply.status);
    const right = await api.call('verifyIdentity', { body: { email, code } });
    expect([400, 429]).toContain(right.status);
    expectError(right, '4xx');
  });
});
