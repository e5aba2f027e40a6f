/**
 * The Webhooks page: the app's endpoints and its deliveries for every member; owners also register a URL
 * (its secret shown once), remove an endpoint and send a failed delivery again — the server enforces the
 * same split (server/dashboard/webhook-access.ts), the page only leaves out what would be refused.
 */
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { Role } from '../../contract/dashboard-api.ts';
import type {
  RegisteredEndpoint,
  WebhookDelivery,
  WebhookEndpointRow,
} from '../../contract/dashboard-webhooks-api.ts';
import type { DashboardClient } from '../api/client.ts';
import type { Loaded } from '../use-loaded.ts';
import { SecretOnce } from './secret-once.tsx';
import { DeliveriesTable, EndpointsTable } from './webhook-tables.tsx';

export const WEBHOOK_PAGE_TEXTS = {
  ownersOnly: 'Only the app’s owners can register or remove endpoints and retry deliveries.',
} as const;

interface Webhooks {
  endpoints: WebhookEndpointRow[];
  deliveries: WebhookDelivery[];
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function WebhooksPage(props: { client: DashboardClient; appId: string; teamRole: Role }) {
  const { client, appId } = props;
  const owner = props.teamRole === 'owner';
  const [loaded, setLoaded] = useState<Loaded<Webhooks>>({ state: 'loading' });
  const [registered, setRegistered] = useState<RegisteredEndpoint | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // An answer that arrives after the page is gone changes nothing.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // A reload keeps the tables on screen until the new answer arrives, so focus and scroll stay put.
  const reload = useCallback(async () => {
    try {
      const [endpoints, deliveries] = await Promise.all([
        client.webhooks.endpoints(appId),
        client.webhooks.deliveries(appId),
      ]);
      if (mounted.current) setLoaded({ state: 'ready', value: { endpoints, deliveries }, at: new Date() });
    } catch (error) {
      if (mounted.current) setLoaded({ state: 'failed', message: messageOf(error) });
    }
  }, [client, appId]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const act = async (action: () => Promise<void>) => {
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(messageOf(error));
    }
    await reload();
  };
  const register = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const url = String(new FormData(form).get('url') ?? '').trim();
    void act(async () => {
      setRegistered(await client.webhooks.register(appId, url));
      form.reset();
    });
  };

  return (
    <>
      <h1>Webhooks</h1>
      <p>
        Every endpoint receives each completed session and each completed action, signed with its own secret,
        and retried with backoff until it answers.
      </p>
      {problem ? <p role="alert">{problem}</p> : null}
      {registered ? <SecretOnce endpoint={registered} onDone={() => setRegistered(null)} /> : null}
      <section aria-labelledby="endpoints-heading">
        <h2 id="endpoints-heading">Endpoints</h2>
        {owner ? (
          <form onSubmit={register} className="search">
            <label>
              Endpoint URL
              <input name="url" type="url" required placeholder="https://example.com/holdfast" size={40} />
            </label>
            <button type="submit">Register endpoint</button>
          </form>
        ) : (
          <p className="muted">{WEBHOOK_PAGE_TEXTS.ownersOnly}</p>
        )}
        {loaded.state === 'ready' ? (
          <EndpointsTable
            endpoints={loaded.value.endpoints}
            onRemove={
              owner ? (endpoint) => void act(() => client.webhooks.remove(appId, endpoint.id)) : undefined
            }
          />
        ) : null}
      </section>
      <section aria-labelledby="deliveries-heading">
        <h2 id="deliveries-heading">Deliveries</h2>
        <button type="button" onClick={() => void reload()}>
          Refresh deliveries
        </button>
        {loaded.state === 'ready' ? (
          <DeliveriesTable
            deliveries={loaded.value.deliveries}
            onRetry={
              owner ? (delivery) => void act(() => client.webhooks.retry(appId, delivery.id)) : undefined
            }
          />
        ) : null}
      </section>
      {loaded.state === 'loading' ? <p className="status">Loading webhooks…</p> : null}
      {loaded.state === 'failed' ? <p role="alert">{loaded.message}</p> : null}
    </>
  );
}
