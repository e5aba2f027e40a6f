/**
 * Who may do what with an app's webhooks from the dashboard: every member reads the endpoints (never their
 * secrets) and the deliveries, so a member can see why the business's receiver missed an event; only owners
 * register or remove endpoints and send a failed delivery again, since each of those decides where the
 * customers' data goes.
 */
import type { Role } from '../../contract/dashboard-api.ts';

const READING_METHODS: readonly string[] = ['GET', 'HEAD'];

export function mayUseWebhooks(role: Role, method: string): boolean {
  return role === 'owner' || READING_METHODS.includes(method.toUpperCase());
}
