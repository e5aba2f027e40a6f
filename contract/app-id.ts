/**
 * What an app id may be: 1 to 64 letters, digits, `_` and `-`. An id goes into paths (`/api/orgs/{appId}/…`,
 * the Stripe webhook's `/webhooks/stripe/{appId}/{mode}`), headers and the blob store's keys (a recording's
 * folder is its app id, any other character made `_`: `a.b` and `a_b` would share one, recordingBlobKey).
 * `create-app` (server/main.ts) and a seed (contract/seed.ts) refuse any other; apps made before the rule keep
 * working.
 */
export const APP_ID_MAX_LENGTH = 64;

const APP_ID = new RegExp(`^[A-Za-z0-9_-]{1,${APP_ID_MAX_LENGTH}}$`);

export function isAppId(value: string): boolean {
  return APP_ID.test(value);
}
