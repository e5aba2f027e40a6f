/**
 * The identity calls count each e-mail under a key that is not the e-mail: the limits' store (Redis, shared by
 * the instances) used to hold every address a code was asked for (`holdfast:identity-email:check:app:ada@…`).
 */
import { expect, it } from 'vitest';
import type { RateBucket, RateLimits } from '../providers/rate-limits.ts';
import { anonymousCaller } from '../testing/anonymous-caller.ts';
import { describeOnBothDialects } from '../testing/on-both-dialects.ts';
import { checkIdentity, verifyIdentity } from './identity.ts';

/** The real limits, with every key they were asked for noted by bucket. */
function notingKeys(limits: RateLimits) {
  const keys: { bucket: RateBucket; key: string }[] = [];
  const noted: RateLimits = {
    ...limits,
    take: (bucket, key) => {
      keys.push({ bucket, key });
      return limits.take(bucket, key);
    },
  };
  return { keys, noted };
}

describeOnBothDialects('identity limits keep no e-mail', (server) => {
  it('keys an e-mail by its HMAC: the same for the same address, another for another, the e-mail nowhere', async () => {
    const { keys, noted } = notingKeys(server.started.server.deps.limits);
    const deps = { ...server.started.server.deps, limits: noted };
    const caller = await anonymousCaller(deps, 'app');
    const origin = server.started.baseUrl;
    expect((await checkIdentity(deps, caller, 'ada@example.com', '::1', origin, 'en')).ok).toBe(true);
    expect((await checkIdentity(deps, caller, 'ada@example.com', '::1', origin, 'en')).ok).toBe(true);
    expect((await checkIdentity(deps, caller, 'bob@example.com', '::1', origin, 'en')).ok).toBe(true);
    await verifyIdentity(deps, caller, 'ada@example.com', '000000', '::1');
    const byEmail = keys.filter((entry) => entry.bucket === 'identity-email').map((entry) => entry.key);
    expect(byEmail).toHaveLength(4);
    const [ada, again, bob, verify] = byEmail;
    expect(again).toBe(ada);
    expect(bob).not.toBe(ada);
    expect(verify).not.toBe(ada);
    expect(keys.filter((entry) => /@|example\.com/.test(entry.key))).toEqual([]);
  });
});
