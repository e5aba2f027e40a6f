/**
 * `npm run server -- webhook …`: the webhook administration from a terminal, until the dashboard has its
 * own pages (the same service functions as http/webhook-routes.ts).
 *
 *   webhook add <appId> <url>             registers an endpoint and prints its signing secret (once)
 *   webhook list <appId>                  the app's endpoints
 *   webhook remove <appId> <endpointId>   stops sending to one
 *   webhook deliveries <appId> [state]    recent deliveries (pending, delivered or failed)
 *   webhook retry <appId> <deliveryId>    sends a failed delivery again
 */
import type { ServiceDeps } from './services/deps.ts';
import type { Outcome } from './services/outcome.ts';
import {
  listDeliveries,
  listEndpoints,
  redeliver,
  registerEndpoint,
  removeEndpoint,
} from './services/webhooks.ts';

export const WEBHOOK_USAGE =
  'Usage: npm run server -- webhook add <appId> <url> | list <appId> | remove <appId> <endpointId> | ' +
  'deliveries <appId> [state] | retry <appId> <deliveryId>';

function print<T>(outcome: Outcome<T>, show: (value: T) => string): void {
  if (!outcome.ok) throw new Error(outcome.message);
  console.log(show(outcome.value));
}

/** Runs one webhook subcommand; throws with the usage or the service's message on a mistake. */
export async function runWebhookCommand(deps: ServiceDeps, args: string[]): Promise<void> {
  const [sub, appId, arg] = args;
  if (!appId) throw new Error(WEBHOOK_USAGE);
  if (sub === 'add' && arg) {
    // Printed to the terminal of whoever registered it, never to the log stream.
    return print(await registerEndpoint(deps, appId, arg), (endpoint) =>
      [
        `  endpoint id:  ${endpoint.id}`,
        `  url:          ${endpoint.url}`,
        `  secret:       ${endpoint.secret}`,
      ].join('\n'),
    );
  }
  if (sub === 'list') {
    return print(await listEndpoints(deps, appId), (endpoints) =>
      endpoints.length
        ? endpoints
            .map((endpoint) => `${endpoint.id}  ${endpoint.url}  (since ${endpoint.createdAt})`)
            .join('\n')
        : 'No endpoints.',
    );
  }
  if (sub === 'remove' && arg) {
    return print(await removeEndpoint(deps, appId, arg), (removed) => `Removed ${removed.removed}.`);
  }
  if (sub === 'deliveries') {
    return print(await listDeliveries(deps, appId, { state: arg }), (deliveries) =>
      deliveries.length
        ? deliveries
            .map(
              (delivery) =>
                `${delivery.createdAt}  ${delivery.state.padEnd(9)} ${delivery.eventType.padEnd(17)} ` +
                `${delivery.eventId}  attempts ${delivery.attempts}  ` +
                `${delivery.lastStatus ?? delivery.lastError ?? ''}  ${delivery.url}  (${delivery.id})`,
            )
            .join('\n')
        : 'No deliveries.',
    );
  }
  if (sub === 'retry' && arg) {
    return print(await redeliver(deps, appId, arg), (queued) => `Queued ${queued.redelivering} again.`);
  }
  throw new Error(WEBHOOK_USAGE);
}
