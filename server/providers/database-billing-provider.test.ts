/**
 * The database provider's changes: each applied once per key, none lost when several change one customer at
 * once (the optimistic version check and its retries; on PostgreSQL a first attempt is one statement).
 */
import { expect, it } from 'vitest';
import { describeOnBothDialects } from '../testing/on-both-dialects.ts';
import { APP_ID } from '../testing/server-seed.ts';
import type { BillingCustomer } from './billing-provider.ts';

const SECONDS_PER_DAY = 86_400;

describeOnBothDialects('database billing provider', (server) => {
  async function trialCustomer(): Promise<BillingCustomer> {
    const { billing } = server.started.server.deps;
    const found = await billing.findCustomer(APP_ID, 'STRIPE', 'cus_trial', 'LIVE');
    if (!found) throw new Error('the seed has no cus_trial');
    return found;
  }
  const trialEnd = async () => (await trialCustomer()).customer.subscriptions.data[0]?.trial_end ?? 0;

  it('applies every one of several changes made to one customer at once, each once', async () => {
    const { billing } = server.started.server.deps;
    const before = await trialEnd();
    const customer = await trialCustomer();
    const changes = 5;
    const keys = Array.from({ length: changes }, (_, index) => `parallel-${index}`);
    await Promise.all(
      keys.map((idempotencyKey) =>
        billing.extendTrial(customer, 'sub_trial', 1, { idempotencyKey, now: new Date() }),
      ),
    );
    expect(await trialEnd()).toBe(before + changes * SECONDS_PER_DAY);
    // A repeat of a key answers its first result and changes nothing.
    await billing.extendTrial(customer, 'sub_trial', 1, {
      idempotencyKey: keys[0] as string,
      now: new Date(),
    });
    expect(await trialEnd()).toBe(before + changes * SECONDS_PER_DAY);
  });
});
