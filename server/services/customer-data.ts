/**
 * Customer data from the business's own server (issue 19; docs/server.md "Customer data from your server").
 * An app may register one endpoint; on each cancel-flow embed of a known customer the server POSTs the
 * verified identity to it — signed like a webhook, with the endpoint's own secret — and merges the attributes
 * it answers into the answer's `externalData.customerAttributes` (segments, `{{attribute}}` placeholders).
 * The URL a client sends (`customerDataEndpoint`) is never fetched: it would make the server a request
 * forwarder for anyone. The endpoint is the business's, but its answer still crosses a boundary: it is
 * bounded in time and size and checked, and any failure leaves the embed answer as it would be without it —
 * a customer can always cancel, whatever the business's server does. Like a webhook it may reach only a
 * public address unless the operator opts in (WEBHOOK_ALLOW_PRIVATE_ADDRESSES): refused at registration, and
 * at each call a name that now resolves into the server's own network is not called (webhook-address.ts).
 */
import { Readable } from 'node:stream';
import * as v from 'valibot';
import type { Mode } from '../../contract/schemas/index.ts';
import type { KnownCaller } from './caller.ts';
import { checkedPost } from './checked-post.ts';
import type { ServiceDeps } from './deps.ts';
import { notPublic, PRIVATE_ADDRESS_OPT_IN } from './messages.ts';
import { failure, type Outcome, success } from './outcome.ts';
import { readCapped } from './read-capped.ts';
import { RefusedAddressError, type RefusedHost, refusedHost } from './webhook-address.ts';
import { MAX_ENDPOINT_URL_LENGTH, SIGNATURE_HEADER } from './webhook-policy.ts';
import { newEndpointSecret, signatureHeader } from './webhook-signature.ts';
import { validEndpointUrl } from './webhooks.ts';

/** The longest the embed waits for the business's answer: past it, the flow loads without the data. */
export const CUSTOMER_DATA_TIMEOUT_MS = 1_500;
/** The largest answer read (bytes of its body). */
export const CUSTOMER_DATA_MAX_BYTES = 32 * 1024;
export const CUSTOMER_DATA_MAX_ATTRIBUTES = 100;
export const CUSTOMER_DATA_USER_AGENT = 'Holdfast-Customer-Data/1';

/** What the endpoint answers: `{ "customerAttributes": { "<name>": string | number | boolean | null } }`. */
export const CustomerDataAnswerSchema = v.object({
  customerAttributes: v.pipe(
    v.record(
      v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
      v.nullable(
        v.union([v.pipe(v.string(), v.maxLength(1_000)), v.pipe(v.number(), v.finite()), v.boolean()]),
      ),
    ),
    v.check(
      (record) => Object.keys(record).length <= CUSTOMER_DATA_MAX_ATTRIBUTES,
      `at most ${CUSTOMER_DATA_MAX_ATTRIBUTES} attributes`,
    ),
  ),
});
export type CustomerAttributes = v.InferOutput<typeof CustomerDataAnswerSchema>['customerAttributes'];

export const CUSTOMER_DATA_MESSAGES = {
  unknownApp: (appId: string) => `No app ${appId}.`,
  badUrl: 'The endpoint must be an http(s) URL without credentials.',
  urlTooLong: (max: number) => `The endpoint's URL may be at most ${max} characters long.`,
  privateAddress: (refused: RefusedHost) =>
    `The endpoint must reach a public address: ${notPublic(refused)}, and this server does not send customer data requests into its own network (${PRIVATE_ADDRESS_OPT_IN}).`,
} as const;

/** Registers (or replaces) the app's endpoint; the answer carries its new secret, shown this once. */
export async function registerCustomerDataEndpoint(
  deps: ServiceDeps,
  appId: string,
  rawUrl: string,
): Promise<Outcome<{ url: string; secret: string }>> {
  if (!(await deps.apps.exists(appId))) return failure('not-found', CUSTOMER_DATA_MESSAGES.unknownApp(appId));
  const trimmed = rawUrl.trim();
  if (trimmed.length > MAX_ENDPOINT_URL_LENGTH)
    return failure('invalid', CUSTOMER_DATA_MESSAGES.urlTooLong(MAX_ENDPOINT_URL_LENGTH));
  const url = validEndpointUrl(trimmed);
  if (!url) return failure('invalid', CUSTOMER_DATA_MESSAGES.badUrl);
  // The same rule as a webhook's: the answer lands in the embed answer, a read channel into the network.
  if (!deps.allowPrivateWebhookAddresses) {
    const refused = await refusedHost(new URL(url).hostname);
    if (refused) return failure('invalid', CUSTOMER_DATA_MESSAGES.privateAddress(refused));
  }
  const secret = newEndpointSecret();
  await deps.customerData.set(appId, url, secret, deps.now());
  return success({ url, secret });
}

/** The body the endpoint receives: the verified identity only, never the auth hash or the client's words. */
export interface CustomerDataRequest {
  appId: string;
  mode: Mode;
  provider: string;
  customerId: string;
  subscriptionId: string | null;
}

/**
 * The attributes the app's endpoint answers for `caller`, or {} (no endpoint, or any failure, which is logged
 * for the business to see).
 */
export async function fetchCustomerData(deps: ServiceDeps, caller: KnownCaller): Promise<CustomerAttributes> {
  const { app } = caller;
  const endpoint = await deps.customerData.endpoint(app.appId);
  if (!endpoint) return {};
  const request: CustomerDataRequest = {
    appId: app.appId,
    mode: caller.mode,
    provider: caller.provider,
    customerId: caller.claimedId,
    subscriptionId: caller.subscriptionId,
  };
  const body = JSON.stringify(request);
  const warn = (reason: string) => {
    deps.logger.warn({ appId: app.appId, reason }, 'customer data endpoint not used');
    return {};
  };
  try {
    // Pinned to a checked public address unless the operator opted in (checked-post.ts); the timeout runs on
    // while the body is read.
    const response = await checkedPost(new URL(endpoint.url), {
      headers: {
        'content-type': 'application/json',
        'user-agent': CUSTOMER_DATA_USER_AGENT,
        [SIGNATURE_HEADER]: signatureHeader(endpoint.secret, Math.floor(deps.now().getTime() / 1000), body),
      },
      body,
      timeoutMs: CUSTOMER_DATA_TIMEOUT_MS,
      allowPrivate: deps.allowPrivateWebhookAddresses,
    });
    if (response.statusCode !== 200) {
      response.destroy();
      return warn(`answered ${response.statusCode}`);
    }
    const text = await readCapped(
      Readable.toWeb(response) as ReadableStream<Uint8Array>,
      CUSTOMER_DATA_MAX_BYTES,
    );
    if (text === null) return warn(`answer over ${CUSTOMER_DATA_MAX_BYTES} bytes`);
    const parsed = v.safeParse(CustomerDataAnswerSchema, JSON.parse(text));
    if (!parsed.success) return warn(`answer malformed: ${v.summarize(parsed.issues)}`);
    return parsed.output.customerAttributes;
  } catch (error) {
    if (error instanceof RefusedAddressError) return warn(`refused: ${error.message}`);
    return warn(error instanceof Error ? error.message : String(error));
  }
}
