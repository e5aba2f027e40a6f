/**
 * Which addresses the server may POST to at a business's word: its webhooks and its customer-data endpoint. A
 * business registers any URL it likes, and the delivery list shows each webhook attempt's status or connection
 * error, the embed answer carries what the customer-data endpoint answers: without this check a dashboard
 * owner could make the server POST into the operator's own network (127.0.0.1, 10.x, the cloud metadata
 * service at 169.254.169.254, [::1]) and read the answers, as a port scan or outright. Only public unicast
 * addresses are taken unless the operator opts in (WEBHOOK_ALLOW_PRIVATE_ADDRESSES, which covers both, for the
 * demo and for receivers on the same machine or network).
 *
 * The check runs at registration (a clear message) and again at send time on the address the name resolves
 * to, and the connection goes to that checked address (`checkedLookup`, used by checked-post.ts): a name that
 * resolved to a public address when registered and to a private one later (DNS rebinding) is refused too.
 */
import { type LookupAddress, type LookupAllOptions, type LookupOptions, lookup } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** ipaddr.js's name for ordinary public addresses; every other range (private, loopback, …) is refused. */
const PUBLIC_RANGE = 'unicast';

/** The error code a refused address fails with, so the webhook worker records it as final, not to be retried. */
export const REFUSED_ADDRESS_CODE = 'EWEBHOOKADDRESS';

/**
 * True for a public unicast IPv4 or IPv6 address; false for private, loopback, link-local, unique-local,
 * CGNAT, multicast, unspecified, broadcast and reserved ones, and for an IPv4-mapped IPv6 address of any of
 * those (::ffff:127.0.0.1 reaches the loopback like 127.0.0.1 does).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === PUBLIC_RANGE;
}

/** A URL's host as an IP address when it is one (brackets of an IPv6 literal dropped), else null. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) ? bare : null;
}

export class RefusedAddressError extends Error {
  readonly code = REFUSED_ADDRESS_CODE;
  constructor(host: string, address: string) {
    super(
      address === host
        ? `${host} is not a public address; this server sends nothing into private networks`
        : `${host} resolves to ${address}, not a public address; this server sends nothing into private networks`,
    );
    this.name = 'RefusedAddressError';
  }
}

/** The first address of `addresses` a webhook may not reach, or null when all are public. */
export function firstRefused(addresses: readonly string[]): string | null {
  return addresses.find((address) => !isPublicAddress(address)) ?? null;
}

/** Every address `hostname` resolves to (literal addresses as they are); an empty list when it does not resolve. */
export async function resolveAll(hostname: string): Promise<string[]> {
  const literal = literalAddress(hostname);
  if (literal) return [literal];
  return new Promise((resolve) => {
    lookup(hostname, { all: true }, (error, addresses) =>
      resolve(error ? [] : addresses.map((entry) => entry.address)),
    );
  });
}

/** Why a URL on `hostname` may not be registered: the host, and for a name the address that is not public. */
export interface RefusedHost {
  host: string;
  /** The non-public address a name resolves to; null when the host is that address itself. */
  resolvedTo: string | null;
}

/**
 * The registration check: null when every address `hostname` resolves to is public. A name that does not
 * resolve now is taken: each send checks again what it resolves to then.
 */
export async function refusedHost(hostname: string): Promise<RefusedHost | null> {
  const refused = firstRefused(await resolveAll(hostname));
  if (!refused) return null;
  return { host: hostname, resolvedTo: literalAddress(hostname) ? null : refused };
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http(s).request that resolves like the system does and fails when any address is not
 * public, so the socket connects only to an address that was checked (no second resolution in between).
 */
export function checkedLookup(
  hostname: string,
  options: LookupOptions | LookupAllOptions,
  callback: LookupCallback,
): void {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = firstRefused(addresses.map((entry) => entry.address));
    if (refused) return callback(new RefusedAddressError(hostname, refused), []);
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    if (!first)
      return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
    callback(null, first.address, first.family);
  });
}
