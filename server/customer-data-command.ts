/**
 * `npm run server -- customer-data …`: the app's customer-data endpoint (services/customer-data.ts).
 *
 *   customer-data set <appId> <url>   registers (or replaces) it and prints its signing secret (once)
 *   customer-data show <appId>        the registered URL
 *   customer-data clear <appId>       stops calling it
 */
import { registerCustomerDataEndpoint } from './services/customer-data.ts';
import type { ServiceDeps } from './services/deps.ts';

export const CUSTOMER_DATA_USAGE =
  'Usage: npm run server -- customer-data set <appId> <url> | show <appId> | clear <appId>';

/** Runs one subcommand; throws with the usage or the service's message on a mistake. */
export async function runCustomerDataCommand(deps: ServiceDeps, args: string[]): Promise<void> {
  const [sub, appId, url] = args;
  if (!appId) throw new Error(CUSTOMER_DATA_USAGE);
  if (sub === 'set' && url) {
    const outcome = await registerCustomerDataEndpoint(deps, appId, url);
    if (!outcome.ok) throw new Error(outcome.message);
    // Printed to the terminal of whoever registered it, never to the log stream.
    console.log(`  url:          ${outcome.value.url}`);
    console.log(`  secret:       ${outcome.value.secret}  (shown once; verify Holdfast-Signature with it)`);
    return;
  }
  if (sub === 'show') {
    const endpoint = await deps.customerData.endpoint(appId);
    console.log(endpoint ? `${endpoint.url}  (since ${endpoint.createdAt})` : 'No customer-data endpoint.');
    return;
  }
  if (sub === 'clear') {
    console.log((await deps.customerData.clear(appId)) ? 'Cleared.' : 'No customer-data endpoint.');
    return;
  }
  throw new Error(CUSTOMER_DATA_USAGE);
}
