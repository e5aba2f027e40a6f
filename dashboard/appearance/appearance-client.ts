/**
 * The dashboard client's Appearance calls (contract/dashboard-appearance-api.ts), on the client's own request
 * and schema check so failures read the same as every other call's.
 */
import {
  APPEARANCE_PATHS,
  type Appearance,
  AppearanceAuditSchema,
  AppearanceSchema,
} from '../../contract/dashboard-appearance-api.ts';
import type { ClientTransport } from '../webhooks/webhooks-client.ts';

export function createAppearanceClient({ read }: ClientTransport) {
  return {
    appearance: (appId: string) => read(AppearanceSchema, APPEARANCE_PATHS.appearance(appId)),
    /** Saves the whole appearance; the answer is what was stored (blank texts dropped). */
    save: (appId: string, appearance: Appearance) =>
      read(AppearanceSchema, APPEARANCE_PATHS.appearance(appId), {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(appearance),
      }),
    audit: (appId: string) => read(AppearanceAuditSchema, APPEARANCE_PATHS.audit(appId)),
  };
}

export type AppearanceClient = ReturnType<typeof createAppearanceClient>;
