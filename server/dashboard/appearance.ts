/**
 * The app's appearance as the dashboard edits it (contract/dashboard-appearance-api.ts): its branding's
 * editable fields and its translations, read from and saved into the app's settings, which the embed and
 * branding answers serve as they are — so a save shows from the next load on. A save and its audit row are
 * one transaction. Nothing here knows HTTP.
 *
 * Translations are kept in two places the widget reads: the settings' `orgTranslations` (the embed
 * answer's, which the cancel flow reads) and the branding's own `orgTranslations` (the branding answer's,
 * which the walls and the managed flow read). Both get the saved texts; languages the page does not edit
 * (a host's own language tag) are kept as they were.
 */

import type { Kysely, Transaction } from 'kysely';
import * as v from 'valibot';
import { brandThemeOf } from '../../contract/brand-theme.ts';
import type { Appearance } from '../../contract/dashboard-appearance-api.ts';
import { isOrgTranslationKey, unknownVariables } from '../../contract/org-translation-keys.ts';
import { HttpUrlSchema } from '../../contract/schemas/common.ts';
import { type Branding, LANGUAGES, type OrgTranslations } from '../../contract/schemas/index.ts';
import { createAppearanceAuditStore } from '../storage/appearance-audit-store.ts';
import { type AppSettings, createAppsStore } from '../storage/apps-store.ts';
import type { ConfigCache } from '../storage/config-cache.ts';
import type { Database } from '../storage/tables.ts';

/**
 * The texts of the page's languages and keys, the settings' winning over the branding's (as the cancel flow
 * reads). A stored text the page could not save again (one naming a variable its built-in text does not have,
 * stored before that was refused) reads as the built-in, as a bad colour does, so the page still loads.
 */
function editableTranslations(settings: AppSettings): Appearance['orgTranslations'] {
  const byLanguage: Appearance['orgTranslations'] = {};
  for (const language of LANGUAGES) {
    const merged = {
      ...settings.branding.orgTranslations?.[language],
      ...settings.orgTranslations?.[language],
    };
    const known = Object.entries(merged).filter(
      ([key, text]) =>
        isOrgTranslationKey(key) &&
        typeof text === 'string' &&
        text.trim() !== '' &&
        unknownVariables(key, text).length === 0,
    );
    if (known.length > 0) byLanguage[language] = Object.fromEntries(known);
  }
  return byLanguage;
}

/** What the page shows for stored settings. A stored value the page could not save again reads as its default. */
export function appearanceOf(settings: AppSettings): Appearance {
  const { branding } = settings;
  return {
    branding: {
      name: branding.name ?? null,
      brandImage: v.is(HttpUrlSchema, branding.brandImage) ? branding.brandImage : null,
      brandTheme: brandThemeOf(branding.brandTheme),
      showWatermark: branding.showWatermark,
      colors: {
        primary: branding.colors.primary ?? null,
        secondary: branding.colors.secondary ?? null,
        accent: branding.colors.accent ?? null,
      },
    },
    orgTranslations: editableTranslations(settings),
  };
}

/** The page's languages replaced by the saved texts; any other language kept. */
function withTranslations(stored: OrgTranslations | undefined, saved: Appearance['orgTranslations']) {
  const kept = Object.entries(stored ?? {}).filter(
    ([language]) => !(LANGUAGES as readonly string[]).includes(language),
  );
  return { ...Object.fromEntries(kept), ...saved };
}

/** The settings with the appearance applied: the branding fields the page does not edit stay. */
export function applyAppearance(settings: AppSettings, appearance: Appearance): AppSettings {
  const { colors, ...fields } = appearance.branding;
  const branding: Branding = {
    ...settings.branding,
    ...fields,
    colors: {
      primary: colors.primary ?? undefined,
      secondary: colors.secondary ?? undefined,
      accent: colors.accent ?? undefined,
    },
    orgTranslations: withTranslations(settings.branding.orgTranslations, appearance.orgTranslations),
  };
  return {
    ...settings,
    branding,
    orgTranslations: withTranslations(settings.orgTranslations, appearance.orgTranslations),
  };
}

export interface AppearanceEditor {
  id: string;
  name: string;
  email: string;
}

/**
 * Claims the app's row for this transaction (a no-op write): on PostgreSQL it locks the row, so two saves
 * at once apply one after the other instead of the second overwriting the first's read; on SQLite it takes
 * the write lock at once.
 */
async function claimApp(trx: Transaction<Database>, appId: string): Promise<boolean> {
  const claimed = await trx
    .updateTable('apps')
    .set((eb) => ({ name: eb.ref('name') }))
    .where('app_id', '=', appId)
    .executeTakeFirst();
  return claimed.numUpdatedRows > 0n;
}

/** `cache`: the server's configuration cache, which a save must clear for the embed to serve it at once. */
export function createAppearanceService(db: Kysely<Database>, cache: ConfigCache) {
  return {
    /** The app's appearance, or null when there is no such app. */
    async read(appId: string): Promise<Appearance | null> {
      const app = await createAppsStore(db).find(appId);
      return app ? appearanceOf(app.settings) : null;
    },

    /** Saves an appearance (already checked with AppearanceSchema) and logs who did; null when the app is gone. */
    async save(
      appId: string,
      appearance: Appearance,
      editor: AppearanceEditor,
      now: Date,
    ): Promise<Appearance | null> {
      const saved = await db.transaction().execute(async (trx) => {
        if (!(await claimApp(trx, appId))) return null;
        const apps = createAppsStore(trx);
        const app = await apps.find(appId);
        if (!app) return null;
        const settings = applyAppearance(app.settings, appearance);
        await apps.updateSettings(appId, settings);
        await createAppearanceAuditStore(trx).record(appId, editor, now);
        return appearanceOf(settings);
      });
      // After the commit: a read between a forget inside the transaction and the commit would keep the old.
      cache.forget(appId);
      return saved;
    },

    audit: (appId: string) => createAppearanceAuditStore(db).list(appId),
  };
}
