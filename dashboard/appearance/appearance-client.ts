/**
 * The dashboard client's Appearance calls (contract/dashboard-appearance-api.ts), on the client's own request
 * and schema check so failures read the same as every other call's. A refused save carries the refused fields
 * by path: it reaches the page as an AppearanceRefusal.
 */
import * as v from 'valibot';
import {
  APPEARANCE_PATHS,
  type Appearance,
  AppearanceAuditSchema,
  AppearanceRefusalSchema,
  AppearanceSchema,
  type RefusedField,
} from '../../contract/dashboard-appearance-api.ts';
import { ApiFailure } from '../api/client.ts';
import type { ClientTransport } from '../webhooks/webhooks-client.ts';

/**
 * The server refused a save, naming each refused field by its path. Not an ApiFailure subclass: api/client.ts
 * imports this module, so ApiFailure is not yet defined when this class would extend it.
 */
export class AppearanceRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: readonly RefusedField[],
  ) {
    super(message);
  }
}

export function createAppearanceClient({ read }: ClientTransport) {
  return {
    appearance: (appId: string) => read(AppearanceSchema, APPEARANCE_PATHS.appearance(appId)),
    /** Saves the whole appearance; the answer is what was stored (blank texts dropped). */
    save: async (appId: string, appearance: Appearance) => {
      try {
        return await read(AppearanceSchema, APPEARANCE_PATHS.appearance(appId), {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(appearance),
        });
      } catch (error) {
        const refusal =
          error instanceof ApiFailure ? v.safeParse(AppearanceRefusalSchema, error.answer) : null;
        if (error instanceof ApiFailure && refusal?.success)
          throw new AppearanceRefusal(error.status, refusal.output.message, refusal.output.fields);
        throw error;
      }
    },
    audit: (appId: string) => read(AppearanceAuditSchema, APPEARANCE_PATHS.audit(appId)),
  };
}

export type AppearanceClient = ReturnType<typeof createAppearanceClient>;
