/**
 * The dashboard's Appearance page (issue 21 item 2, "branding and theme, translations per language"): paths
 * and schemas, served by server/dashboard/appearance-routes.ts and read by dashboard/appearance/. What is
 * saved here is the app's branding (the embed and branding answers' `branding`) and its translations (their
 * `orgTranslations`), served from the next load on. Every member reads; owners change (APPEARANCE_EDITING_ROLES).
 *
 * The widget's own schemas (schemas/org.ts) are lenient — a bad colour from the server is dropped, not fatal,
 * so a flow still shows. An edit is held to more: a colour that is not hex, an image that is not an http(s)
 * URL, a language or message key the widget does not know, a text naming a `{variable}` its built-in text
 * does not have (the widget would show it as written) is refused with a message naming the field.
 */
import * as v from 'valibot';
import { MAX_TRANSLATIONS_CHARS } from './answer-limits.ts';
import { DASHBOARD_API } from './dashboard-api.ts';
import { hasStrayBrace } from './message-variables.ts';
import {
  isOrgTranslationKey,
  ORG_TRANSLATION_VARIABLES,
  type OrgTranslationKey,
  unknownVariables,
} from './org-translation-keys.ts';
import { THEMES } from './schemas/blueprint.ts';
import { HexColorSchema, HttpUrlSchema } from './schemas/common.ts';
import { LANGUAGES } from './schemas/org.ts';

const appearance = (appId: string) => `${DASHBOARD_API}/apps/${encodeURIComponent(appId)}/appearance`;

export const APPEARANCE_PATHS = {
  /** GET the app's appearance; PUT a whole new one (AppearanceSchema). */
  appearance,
  /** GET who changed the appearance when, newest first. */
  audit: (appId: string) => `${appearance(appId)}/audit`,
} as const;

/** Who may change the appearance: like publishing a flow, it changes what every customer sees at once. */
export const APPEARANCE_EDITING_ROLES = ['owner'] as const;

/** The longest brand name and the longest translated text an edit may save. */
export const BRAND_NAME_MAX_LENGTH = 100;
export const TRANSLATION_MAX_LENGTH = 1_000;

/** A brand colour: a hex value, or null for the widget's default. */
const ColorEditSchema = v.nullable(HexColorSchema);

/** The branding fields the page edits; the rest of the app's branding (e-mail flow, dunning link) stays. */
export const BrandingEditSchema = v.strictObject({
  name: v.nullable(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(BRAND_NAME_MAX_LENGTH, `At most ${BRAND_NAME_MAX_LENGTH} characters.`),
    ),
  ),
  /** The logo the default theme shows. */
  brandImage: v.nullable(HttpUrlSchema),
  /** The theme of the pause and failed-payment walls (a flow's own theme is set in its editor). */
  brandTheme: v.picklist(THEMES, `The theme is one of: ${THEMES.join(', ')}.`),
  showWatermark: v.boolean(),
  colors: v.strictObject({ primary: ColorEditSchema, secondary: ColorEditSchema, accent: ColorEditSchema }),
});
export type BrandingEdit = v.InferOutput<typeof BrandingEditSchema>;

/** Why a text is refused beyond its length: it names a value the widget does not give that text. */
export const TRANSLATION_MESSAGES = {
  unknownVariables: (key: OrgTranslationKey, unknown: readonly string[]) => {
    const known = ORG_TRANSLATION_VARIABLES[key] ?? [];
    const named = unknown.map((name) => `{${name}}`).join(', ');
    const has =
      known.length === 0
        ? 'this text has no variables'
        : `this text's variables are ${known.map((name) => `{${name}}`).join(', ')}`;
    return `${named} would show to customers as written: ${has}.`;
  },
  strayBrace:
    'A { or } outside a {variable} would show to customers as written: close the variable, or leave the brace out.',
} as const;

const TranslationKeySchema = v.pipe(
  v.string(),
  v.check(isOrgTranslationKey, 'Not a text of the widget that can be translated.'),
);

/**
 * Texts per language and key. An empty (or blank) text means "the built-in text" and is dropped, so the
 * widget falls back to its catalog.
 */
export const TranslationsEditSchema = v.pipe(
  v.record(
    v.picklist(LANGUAGES, `Translations are for these languages: ${LANGUAGES.join(', ')}.`),
    v.pipe(
      v.record(
        TranslationKeySchema,
        v.pipe(
          v.string(),
          v.maxLength(TRANSLATION_MAX_LENGTH, `At most ${TRANSLATION_MAX_LENGTH} characters.`),
        ),
      ),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        for (const [key, text] of Object.entries(dataset.value)) {
          if (!isOrgTranslationKey(key)) continue;
          const unknown = unknownVariables(key, text);
          const refuse = (message: string) =>
            addIssue({
              message,
              path: [{ type: 'object', origin: 'value', input: dataset.value, key, value: text }],
            });
          if (unknown.length > 0) refuse(TRANSLATION_MESSAGES.unknownVariables(key, unknown));
          if (hasStrayBrace(text)) refuse(TRANSLATION_MESSAGES.strayBrace);
        }
      }),
    ),
  ),
  v.transform((byLanguage) => {
    const kept: Record<string, Record<string, string>> = {};
    for (const [language, texts] of Object.entries(byLanguage)) {
      kept[language] = Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim() !== ''));
    }
    return kept;
  }),
  v.check(
    (kept) => JSON.stringify(kept).length <= MAX_TRANSLATIONS_CHARS,
    `The translations are too large in all: at most ${MAX_TRANSLATIONS_CHARS.toLocaleString('en')} characters, or the widget could not load them.`,
  ),
);

/** The page's whole form: PUT as the body, GET as the answer. */
export const AppearanceSchema = v.strictObject({
  branding: BrandingEditSchema,
  orgTranslations: TranslationsEditSchema,
});
export type Appearance = v.InferOutput<typeof AppearanceSchema>;
export type AppearanceInput = v.InferInput<typeof AppearanceSchema>;

/** One refused field: its dot path in the form (`branding.colors.primary`; `body` for the whole) and why. */
export const RefusedFieldSchema = v.object({ path: v.string(), message: v.string() });
export type RefusedField = v.InferOutput<typeof RefusedFieldSchema>;

/**
 * A refused save (400): the message for API clients, and each refused field by its path so the page can name
 * it by its own label and mark it (the message alone reads `branding.brandImage: …`).
 */
export const AppearanceRefusalSchema = v.object({
  message: v.string(),
  fields: v.array(RefusedFieldSchema),
});

/** The refused fields of a failed AppearanceSchema check, by path, with the schema's messages. */
export function refusedFields(issues: readonly v.BaseIssue<unknown>[]): RefusedField[] {
  return issues.map((issue) => ({ path: v.getDotPath(issue) ?? 'body', message: issue.message }));
}

export const AppearanceAuditSchema = v.object({
  /** Newest first. */
  entries: v.array(
    v.object({
      /** The entry's own id: two saves may share their time and author. */
      id: v.string(),
      at: v.string(),
      user: v.object({ name: v.string(), email: v.string() }),
    }),
  ),
});
export type AppearanceAudit = v.InferOutput<typeof AppearanceAuditSchema>;
