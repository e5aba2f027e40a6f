/** Apps (organisations), their settings and their secrets. */

import type { Kysely } from 'kysely';
import type { Branding, Mode, PlanSetting, ProviderSettings } from '../../contract/schemas/index.ts';
import { type ConfigCache, NO_CONFIG_CACHE } from './config-cache.ts';
import type { Database } from './tables.ts';

/** What an app keeps besides its flows, catalog and customers. */
export interface AppSettings {
  branding: Branding;
  orgProviderSettings: ProviderSettings;
  orgTranslations: Record<string, Record<string, string>>;
  orgPlanSettings: PlanSetting[];
  /** Origins allowed to call cross-origin (CORS); see http/cors.ts for the pattern form. */
  allowedOrigins: string[];
}

export interface AppRecord {
  appId: string;
  name: string;
  settings: AppSettings;
}

export interface AppSecret {
  keyId: number;
  secret: string;
}

/** How many secrets per mode verify at once: the current one and the one before it, for rotation. */
export const ACTIVE_SECRETS_PER_MODE = 2;

export function createAppsStore(db: Kysely<Database>, cache: ConfigCache = NO_CONFIG_CACHE) {
  /** The app with the secrets that verify one mode's hashes (newest first), in one query. */
  async function readWithSecrets(
    appId: string,
    mode: Mode,
  ): Promise<{ app: AppRecord; secrets: AppSecret[] } | null> {
    const rows = await db
      .selectFrom('apps')
      .leftJoin('app_secrets', (join) =>
        join
          .onRef('app_secrets.app_id', '=', 'apps.app_id')
          .on('app_secrets.mode', '=', mode)
          .on('app_secrets.active', '=', 1),
      )
      .select(['apps.app_id', 'apps.name', 'apps.settings', 'app_secrets.key_id', 'app_secrets.secret'])
      .where('apps.app_id', '=', appId)
      .orderBy('app_secrets.key_id', 'desc')
      .limit(ACTIVE_SECRETS_PER_MODE)
      .execute();
    const [first] = rows;
    if (!first) return null;
    const app = {
      appId: first.app_id,
      name: first.name,
      settings: JSON.parse(first.settings) as AppSettings,
    };
    const secrets = rows.flatMap((row) =>
      row.key_id === null || row.secret === null ? [] : [{ keyId: row.key_id, secret: row.secret }],
    );
    return { app, secrets };
  }

  return {
    async find(appId: string): Promise<AppRecord | null> {
      const row = await db.selectFrom('apps').selectAll().where('app_id', '=', appId).executeTakeFirst();
      if (!row) return null;
      return { appId: row.app_id, name: row.name, settings: JSON.parse(row.settings) as AppSettings };
    },

    /**
     * The app with the secrets that verify one mode's hashes (newest first), in one query: every request
     * identifies its caller with both.
     */
    findWithSecrets(appId: string, mode: Mode): Promise<{ app: AppRecord; secrets: AppSecret[] } | null> {
      return cache.read(
        appId,
        `app:${mode}`,
        () => readWithSecrets(appId, mode),
        (found) => found !== null,
      );
    },

    async exists(appId: string): Promise<boolean> {
      const row = await db.selectFrom('apps').select('app_id').where('app_id', '=', appId).executeTakeFirst();
      return row !== undefined;
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('apps')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Whether any app registered `origin` (preflights of paths that name no app). */
    async anyAllowsOrigin(
      origin: string,
      matches: (origin: string, registered: string[]) => boolean,
    ): Promise<boolean> {
      const rows = await db.selectFrom('apps').select('settings').execute();
      return rows.some((row) => matches(origin, (JSON.parse(row.settings) as AppSettings).allowedOrigins));
    },

    /** The secrets that verify hashes of one mode, newest first. */
    async activeSecrets(appId: string, mode: Mode): Promise<AppSecret[]> {
      const rows = await db
        .selectFrom('app_secrets')
        .select(['key_id', 'secret'])
        .where('app_id', '=', appId)
        .where('mode', '=', mode)
        .where('active', '=', 1)
        .orderBy('key_id', 'desc')
        .limit(ACTIVE_SECRETS_PER_MODE)
        .execute();
      return rows.map((row) => ({ keyId: row.key_id, secret: row.secret }));
    },

    /** Replaces the app's settings (the dashboard's Appearance page, server/dashboard/appearance.ts). */
    async updateSettings(appId: string, settings: AppSettings): Promise<void> {
      await db
        .updateTable('apps')
        .set({ settings: JSON.stringify(settings) })
        .where('app_id', '=', appId)
        .execute();
      cache.forget(appId);
    },

    async insertApp(record: AppRecord, now: Date): Promise<void> {
      await db
        .insertInto('apps')
        .values({
          app_id: record.appId,
          name: record.name,
          settings: JSON.stringify(record.settings),
          created_at: now.toISOString(),
        })
        .execute();
      cache.forget(record.appId);
    },
  };
}

export type AppsStore = ReturnType<typeof createAppsStore>;

/**
 * Adds a secret to a mode as the next key id and retires all but the newest two, so hashes made with the
 * previous secret keep working while hosts move to the new one. Returns the new key id. A server that is not
 * the one passing its `cache` sees the change once its configuration cache expires (storage/config-cache.ts).
 */
export async function addSecret(
  db: Kysely<Database>,
  appId: string,
  mode: Mode,
  secret: string,
  now: Date,
  cache: ConfigCache = NO_CONFIG_CACHE,
): Promise<number> {
  const run = async (trx: Kysely<Database>) => {
    const last = await trx
      .selectFrom('app_secrets')
      .select('key_id')
      .where('app_id', '=', appId)
      .where('mode', '=', mode)
      .orderBy('key_id', 'desc')
      .executeTakeFirst();
    const keyId = (last?.key_id ?? 0) + 1;
    await trx
      .insertInto('app_secrets')
      .values({ app_id: appId, mode, key_id: keyId, secret, active: 1, created_at: now.toISOString() })
      .execute();
    await trx
      .updateTable('app_secrets')
      .set({ active: 0 })
      .where('app_id', '=', appId)
      .where('mode', '=', mode)
      .where('key_id', '<=', keyId - ACTIVE_SECRETS_PER_MODE)
      .execute();
    return keyId;
  };
  const keyId = await (db.isTransaction ? run(db) : db.transaction().execute(run));
  cache.forget(appId);
  return keyId;
}
