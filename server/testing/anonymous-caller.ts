/**
 * The seed app's caller as the routes identify one without customer headers, and the reports kept for nobody:
 * for service tests that call a rule directly (limits, identity) and count what an anonymous caller stored.
 */
import type { AuthPolicy } from '../../contract/call-policies.ts';
import { identify } from '../services/caller.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { APP_ID } from './server-seed.ts';

/** The caller `policy` makes of a request naming only the seed's app. */
export async function anonymousCaller(deps: ServiceDeps, policy: AuthPolicy = 'optional-customer') {
  const claim = {
    appId: APP_ID,
    pathAppId: null,
    customerId: null,
    authHash: null,
    mode: null,
    provider: null,
    subscriptionId: null,
  };
  const caller = await identify(policy, claim, deps.apps, deps.billing, deps.now());
  if (!caller.ok) throw new Error(caller.message);
  return caller.value;
}

/** How many reports of every kind the seed's app keeps for nobody (the anonymous owner, ''). */
export async function anonymousRecordCount(deps: ServiceDeps): Promise<number> {
  const row = await deps.database.db
    .selectFrom('records')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('app_id', '=', APP_ID)
    .where('customer_key', '=', '')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
