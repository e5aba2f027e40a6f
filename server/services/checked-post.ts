/**
 * The one way the server POSTs to a URL a business registered: its webhooks (webhook-delivery.ts) and its
 * customer-data endpoint (customer-data.ts). Over node:http(s) rather than fetch, because only there can the
 * connection be pinned: unless the operator opted in (WEBHOOK_ALLOW_PRIVATE_ADDRESSES), an address literal
 * must be public before anything connects, and a name is resolved through `checkedLookup`, so the socket
 * connects only to the address that was checked (webhook-address.ts). A redirect is never followed: the
 * business registers the URL that answers.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
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
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        headers: { ...post.headers, 'content-length': String(Buffer.byteLength(post.body)) },
        signal: AbortSignal.timeout(post.timeoutMs),
        // A fresh connection per request: a pooled one would skip the check of what the name resolves to now.
        agent: false,
        ...(post.allowPrivate ? {} : { lookup: checkedLookup }),
      },
      resolve,
    );
    outgoing.on('error', reject);
    outgoing.end(post.body);
  });
}
