/**
 * The contract between fixtures/ and the mock backend: what an app of the simulated backend holds.
 * Everything is in the wire format (the schemas' input types), so the mock serves it as a real backend
 * would and validates it when it is loaded.
 */
import type {
  BlueprintInput,
  BrandingInput,
  CouponInput,
  CustomerInput,
  FailedInvoiceInput,
  PlanInput,
  PlanSettingInput,
  Provider,
  ProviderSettingsInput,
  SessionInput,
} from '../renderer/api/schemas/index.ts';

/** One customer of the simulated billing provider, with what the backend knows about them. */
export interface MockCustomerSeed {
  customer: CustomerInput;
  /** The provider this customer lives in; the request's X-Holdfast-Provider must match. Default STRIPE. */
  provider?: Provider;
  /** Past sessions (for cooldowns and the Braintree resume date). */
  sessions?: SessionInput[];
  /** Open invoices whose payment failed (failed-payment wall). */
  failedInvoices?: FailedInvoiceInput[];
}

/** One organisation (app) of the simulated backend. */
export interface MockAppSeed {
  appId: string;
  /** Per-app secret: the auth hash is HMAC-SHA256(secret, customer id or subscription id), hex. */
  secret: string;
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
  customers: MockCustomerSeed[];
}
