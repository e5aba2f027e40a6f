/**
 * An organisation with the e-mail flow disabled (docs/api.md check-identity: "a backend that refuses the
 * call because the flow is disabled should answer 403, not 400", which the widget would show as an unknown
 * e-mail). Its own file: it needs a seed variant, and so targets of its own.
 */
import { it } from 'vitest';
import { seeded } from './seed/roster.ts';
import { buildSuiteSeed } from './seed/suite-seed.ts';
import { describeContract } from './support/describe-contract.ts';
import { expectError } from './support/expect-reply.ts';

describeContract(
  'identity with the e-mail flow disabled',
  ({ api }) => {
    it('answers 403, not 400, to check-identity and verify-identity', async () => {
      const { email } = seeded('identity');
      expectError(await api.call('checkIdentity', { body: { email } }), 403);
      expectError(await api.call('verifyIdentity', { body: { email, code: '123456' } }), 403);
    });
  },
  {
    seed: (now) => {
      const seed = buildSuiteSeed(now);
      return { ...seed, branding: { ...seed.branding, emailFlow: { enabled: false } } };
    },
  },
);
