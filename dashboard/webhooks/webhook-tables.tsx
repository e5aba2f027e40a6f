/** The app's endpoints and its deliveries as tables: plain data in, owner's actions as callbacks. */
import type { WebhookDelivery, WebhookEndpointRow } from '../../contract/dashboard-webhooks-api.ts';
import { formatTime } from '../format.ts';

export const DELIVERY_STATE_LABELS: Record<WebhookDelivery['state'], string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Failed',
};

/** What went wrong last: the receiver's error, else its status; nothing for a delivery that never failed. */
function lastProblem(delivery: WebhookDelivery): string {
  if (delivery.lastError) return delivery.lastError;
  if (delivery.lastStatus !== null && delivery.state !== 'delivered') return `HTTP ${delivery.lastStatus}`;
  return '—';
}

export function EndpointsTable(props: {
  endpoints: readonly WebhookEndpointRow[];
  /** Given to owners: removes an endpoint. */
  onRemove?: ((endpoint: WebhookEndpointRow) => void) | undefined;
}) {
  if (props.endpoints.length === 0) return <p>No endpoints yet.</p>;
  return (
    <table>
      <caption className="visually-hidden">Endpoints</caption>
      <thead>
        <tr>
          <th scope="col">URL</th>
          <th scope="col">Registered</th>
          {props.onRemove ? <th scope="col">Actions</th> : null}
        </tr>
      </thead>
      <tbody>
        {props.endpoints.map((endpoint) => (
          <tr key={endpoint.id}>
            <td className="typed">{endpoint.url}</td>
            <td>{formatTime(endpoint.createdAt)}</td>
            {props.onRemove ? (
              <td>
                <button
                  type="button"
                  aria-label={`Remove ${endpoint.url}`}
                  onClick={() => props.onRemove?.(endpoint)}
                >
                  Remove
                </button>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function DeliveriesTable(props: {
  deliveries: readonly WebhookDelivery[];
  /** Given to owners: sends a failed delivery again. */
  onRetry?: ((delivery: WebhookDelivery) => void) | undefined;
}) {
  if (props.deliveries.length === 0) return <p>No deliveries yet.</p>;
  return (
    <table>
      <caption className="visually-hidden">Deliveries, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Event</th>
          <th scope="col">Endpoint</th>
          <th scope="col">State</th>
          <th scope="col">Attempts</th>
          <th scope="col">Last error</th>
          <th scope="col">Next attempt</th>
          {props.onRetry ? <th scope="col">Actions</th> : null}
        </tr>
      </thead>
      <tbody>
        {props.deliveries.map((delivery) => (
          <tr key={delivery.id}>
            <td>
              {delivery.eventType}
              <br />
              <span className="muted">{delivery.eventId}</span>
            </td>
            <td className="typed">{delivery.url}</td>
            <td>{DELIVERY_STATE_LABELS[delivery.state]}</td>
            <td>{delivery.attempts}</td>
            <td className="typed">{lastProblem(delivery)}</td>
            <td>
              {delivery.state === 'pending' && delivery.nextAttemptAt
                ? formatTime(delivery.nextAttemptAt)
                : '—'}
            </td>
            {props.onRetry ? (
              <td>
                {delivery.state === 'failed' ? (
                  <button
                    type="button"
                    aria-label={`Retry ${delivery.eventType} to ${delivery.url}`}
                    onClick={() => props.onRetry?.(delivery)}
                  >
                    Retry
                  </button>
                ) : null}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
