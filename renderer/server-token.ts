/**
 * `holdfast/server-token`: for the host's server, never a page. Mints the signed, short-lived customer token
 * the widget accepts as `customerToken` instead of the permanent `authHash` (docs/server.md "Customer
 * tokens", docs/api.md "Customer tokens"). Web Crypto only: Node 20.19+, Deno, Bun, edge runtimes.
 *
 * ```js
 * import { mintCustomerToken } from 'holdfast/server-token';
 * const customerToken = await mintCustomerToken({
 *   secret: process.env.HOLDFAST_LIVE_SECRET, keyId: 1, appId: 'app_live_123', customerId: customer.id,
 * });
 * ```
 */
export {
  CUSTOMER_TOKEN_MAX_LIFETIME_SECONDS,
  type MintCustomerTokenOptions,
  mintCustomerToken,
} from '../contract/customer-token.ts';
