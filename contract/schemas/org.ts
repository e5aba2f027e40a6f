import * as v from 'valibot';
import { OptionalColorSchema } from './common.ts';

/** Languages with a built-in catalog (spec §1). */
export const LANGUAGES = ['en', 'de', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Organisation translations: language → message key → text. Unknown languages are kept for host languages. */
export const OrgTranslationsSchema = v.optional(v.record(v.string(), v.record(v.string(), v.string())), {});
export type OrgTranslations = v.InferOutput<typeof OrgTranslationsSchema>;

/** Organisation branding (spec §3 Org branding). */
export const BrandingSchema = v.object({
  name: v.optional(v.nullable(v.string()), null),
  brandImage: v.optional(v.nullable(v.string()), null),
  brandTheme: v.optional(v.nullable(v.string()), null),
  showWatermark: v.optional(v.boolean(), false),
  emailFlow: v.optional(v.object({ enabled: v.optional(v.boolean(), false) }), { enabled: false }),
  orgTranslations: OrgTranslationsSchema,
  colors: v.optional(
    v.object({ primary: OptionalColorSchema, secondary: OptionalColorSchema, accent: OptionalColorSchema }),
    {},
  ),
  /** Account settings: where the failed-payment wall may send the customer to pay. */
  account: v.optional(
    v.nullable(
      v.object({
        dunning: v.optional(
          v.object({
            checkoutPage: v.optional(v.object({ redirectLink: v.optional(v.nullable(v.string()), null) })),
          }),
        ),
      }),
    ),
    null,
  ),
});
export type Branding = v.InferOutput<typeof BrandingSchema>;

/** Provider settings that change pause rules (spec §3 Org provider settings). */
export const ProviderSettingsSchema = v.object({
  annualPauseExtendTerm: v.optional(v.boolean(), false),
  quarterlyPauseEnabled: v.optional(v.boolean(), false),
  pauseEndOfTerm: v.optional(v.boolean(), false),
});
export type ProviderSettings = v.InferOutput<typeof ProviderSettingsSchema>;

export type BrandingInput = v.InferInput<typeof BrandingSchema>;
export type ProviderSettingsInput = v.InferInput<typeof ProviderSettingsSchema>;
