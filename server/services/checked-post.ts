/**
 * The one way the server POSTs to a URL a business registered: its webhooks (webhook-delivery.ts) and its
 * customer-data endpoint (customer-data.ts). Over node:http(s) rather than fetch, because only there can the
 * connection be pinned: unless the operator opted in (WEBHOOK_ALLOW_PRIVATE_ADDRESSES), an address literal
 * must be public before anything connects, and a name is resolved through `checkedLookup`, so the socket
 * connects only to the address that was checked (webhook-address.ts). A redirect is never followed: the
 * business registers the URL that answers.
 *
 * Connections are kept alive and reused (an embed's customer-data call then costs no new TCP and TLS
 * handshake): a pooled socket is connected to the address checked when it was opened, so reusing it reaches
 * nowhere new whatever the name resolves to meanwhile, and every new socket is checked. The checked and the
 * unchecked requests have pools of their own, so no socket opened without the check serves a checked request.
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { checkedLookup, isPublicAddress, literalAddress, RefusedAddressError } from './webhook-address.ts';

export interface CheckedPost {
  headers: Record<string, string>;
  body: string;
  /** The whole exchange's limit: the answer's body, read after the head, is cut off by it too. */
  timeoutMs: number;
  /** Private, loopback and link-local addresses too (the operator's opt-in). */
  allowPrivate: boolean;
}

/**
 * How long an idle kept-alive socket stays in the pool. Below the 5 s a Node server keeps an idle connection by
 * default, so a socket is rarely reused just as the other end closes it (the agent also honours an answer's
 * `Keep-Alive: timeout` hint); a lost race fails that one request, as any network error does.
 */
export const IDLE_SOCKET_MS = 4_000;

const POOL = { keepAlive: true, timeout: IDLE_SOCKET_MS };
const AGENTS = {
  checked: {
    http: new HttpAgent({ ...POOL, lookup: checkedLookup }),
    https: new HttpsAgent({ ...POOL, lookup: checkedLookup }),
  },
  unchecked: { http: new HttpAgent(POOL), https: new HttpsAgent(POOL) },
};

/**
 * POSTs to `url` and resolves with the answer once its head arrived; the caller reads its body, or drops it
 * with `resume()`. Rejects with a RefusedAddressError, having connected nowhere, when the address is not
 * public and private ones are not allowed.
 */
export function checkedPost(url: URL, post: CheckedPost): Promise<IncomingMessage> {
  if (!post.allowPrivate) {
    const literal = literalAddress(url.hostname);
    if (literal && !isPublicAddress(literal))
      return Promise.reject(new RefusedAddressError(literal, literal));
  }
  const https = url.protocol === 'https:';
  const request = https ? httpsRequest : httpRequest;
  const agents = post.allowPrivate ? AGENTS.unchecked : AGENTS.checked;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        headers: { ...post.headers, 'content-length': String(Buffer.byteLength(post.body)) },
        signal: AbortSignal.timeout(post.timeoutMs),
        agent: https ? agents.https : agents.http,
      },
      resolve,
    );
    outgoing.on('error', reject);
    outgoing.end(post.body);
  });
}
