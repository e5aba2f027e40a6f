/**
 * docs/api.md "Limits": e-mails no customer has count per app too, and past that limit every check-identity
 * answers 429 for a while, so trying many addresses cannot list the customers. Its own file (and so its own
 * targets): it throttles the whole app.
 */
import { it } from 'vitest';
import { seeded } from './seed/roster.ts';
import { describeContract } from './support/describe-contract.ts';
import { expectError } from './support/expect-reply.ts';
import { ATTEMPTS_BOUND, attemptUntilThrottled } from './support/identity-limits.ts';

describeContract('identity enumeration', ({ api }) => {
  it(`answers 429 within ${ATTEMPTS_BOUND} unknown e-mails, then to a known one as well`, async () => {
    const replies = await attemptUntilThrottled((index) =>
      api.call('checkIdentity', { body: { email: `stranger-${index}@contract.example` } }),
    );
    for (const reply of replies.slice(0, -1)) expectError(reply, 400);
    const last = replies.at(-1);
    if (!last) throw new Error('no attempt was made');
    expectError(last, 429);
    expectError(await api.call('checkIdentity', { body: { email: seeded('identity').email } }), 429);
  });
});
