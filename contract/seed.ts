/**
 * What one app (organisation) holds, in the wire format (the schemas' input types): the seed both backends
 * load — the mock keeps it in memory, the server writes it to its database — so one fixture serves both and
 * the same behaviour tests run against either. `AppSeedSchema` validates it and normalises it.
 */
import * as v from 'valibot';
import { APP_ID_MAX_LENGTH, isAppId } from './app-id.ts';
import {
  type BlueprintInput,
  BlueprintSchema,
  type BrandingInput,
  BrandingSchema,
  type CouponInput,
  CouponSchema,
  type CustomerInput,
  CustomerSchema,
  type FailedInvoiceInput,
  FailedInvoiceSchema,
  OrgTranslationsSchema,
  type PlanInput,
  PlanSchema,
  type PlanSettingInput,
  PlanSettingSchema,
  type Provider,
  ProviderSchema,
  type ProviderSettingsInput,
  ProviderSettingsSchema,
  type SessionInput,
  SessionSchema,
} from './schemas/index.ts';

/** One customer of the billing provider, with what the backend knows about them. */
export interface CustomerSeed {
  customer: CustomerInput;
  /** The provider this customer lives in; the request's X-Holdfast-Provider must match. Default STRIPE. */
  provider?: Provider;
  /** Past sessions (for cooldowns and the Braintree resume date). */
  sessions?: SessionInput[];
  /** Open invoices whose payment failed (failed-payment wall). */
  failedInvoices?: FailedInvoiceInput[];
}

/** One organisation (app). */
export interface AppSeed {
  appId: string;
  /**
   * The app secret: the auth hash is HMAC-SHA256(secret, customer id or subscription id), hex. The mock has
   * one secret for both modes; the server takes it as the LIVE secret (key id 1), and as the TEST secret too
   * unless `testSecret` is given.
   */
  secret: string;
  /** The server's separate TEST-mode secret (key id 1); the mock ignores it. */
  testSecret?: string;
  /**
   * Origins (`https://shop.example`) the server answers cross-origin calls for; `http://localhost:*` style
   * entries allow any port of a loopback host. The mock allows every origin.
   */
  allowedOrigins?: string[];
  branding?: BrandingInput;
  orgProviderSettings?: ProviderSettingsInput;
  orgTranslations?: Record<string, Record<string, string>>;
  /** Cancel-flow blueprints; the first is served unless a `blueprint` query (flowId) names another by _id. */
  blueprints: BlueprintInput[];
  /** The lite (insight) blueprint served by embed-lite; defaults to the first blueprint's survey/confirm/freeform steps. */
  liteBlueprint?: BlueprintInput;
  coupons?: CouponInput[];
  testCoupons?: CouponInput[];
  offerPlans?: PlanInput[];
  testPlans?: PlanInput[];
  orgPlanSettings?: PlanSettingInput[];
  customers: CustomerSeed[];
}

export const CustomerSeedSchema = v.object({
  customer: CustomerSchema,
  provider: v.optional(ProviderSchema, 'STRIPE'),
  sessions: v.optional(v.array(SessionSchema), []),
  failedInvoices: v.optional(v.array(FailedInvoiceSchema), []),
});

/** The schema of an {@link AppSeed}; its output is the normalised wire form a backend keeps. */
export const AppSeedSchema = v.object({
  appId: v.pipe(
    v.string(),
    v.check(isAppId, `appId must be 1 to ${APP_ID_MAX_LENGTH} letters, digits, _ and -`),
  ),
  secret: v.pipe(v.string(), v.minLength(1, 'secret must not be empty')),
  testSecret: v.optional(v.pipe(v.string(), v.minLength(1, 'testSecret must not be empty'))),
  allowedOrigins: v.optional(v.array(v.string()), []),
  branding: v.optional(BrandingSchema, {}),
  orgProviderSettings: v.optional(ProviderSettingsSchema, {}),
  orgTranslations: OrgTranslationsSchema,
  blueprints: v.array(BlueprintSchema),
  liteBlueprint: v.optional(BlueprintSchema),
  coupons: v.optional(v.array(CouponSchema), []),
  testCoupons: v.optional(v.array(CouponSchema), []),
  offerPlans: v.optional(v.array(PlanSchema), []),
  testPlans: v.optional(v.array(PlanSchema), []),
  orgPlanSettings: v.optional(v.array(PlanSettingSchema), []),
  customers: v.array(CustomerSeedSchema),
});
export type ValidatedAppSeed = v.InferOutput<typeof AppSeedSchema>;

/** Lists valibot issues as `path: message` lines, so a bad seed or payload says where it is wrong. */
export function listIssues(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const path = v.getDotPath(issue);
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}
