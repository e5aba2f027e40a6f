/**
 * Validation of the seeds the backend loads (contract/seed.ts is the contract). A bad seed must fail loudly
 * with the path of every problem, not serve a half-broken app whose errors surface in the widget.
 */
import * as v from 'valibot';
import { usesSubscriptionId } from '../../contract/providers.ts';
import {
  BlueprintSchema,
  BrandingSchema,
  CouponSchema,
  CustomerSchema,
  FailedInvoiceSchema,
  OrgTranslationsSchema,
  PlanSchema,
  PlanSettingSchema,
  ProviderSchema,
  ProviderSettingsSchema,
  SessionSchema,
} from '../../contract/schemas/index.ts';
import type { AppSeed } from '../../contract/seed.ts';
import { listIssues } from './issues.ts';

const MockCustomerSeedSchema = v.object({
  customer: CustomerSchema,
  provider: v.optional(ProviderSchema, 'STRIPE'),
  sessions: v.optional(v.array(SessionSchema), []),
  failedInvoices: v.optional(v.array(FailedInvoiceSchema), []),
});

/** The schema of a {@link AppSeed}; its output is the normalised wire form the backend keeps. */
export const MockAppSeedSchema = v.object({
  appId: v.pipe(v.string(), v.minLength(1, 'appId must not be empty')),
  secret: v.pipe(v.string(), v.minLength(1, 'secret must not be empty')),
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
  customers: v.array(MockCustomerSeedSchema),
});
export type ValidatedAppSeed = v.InferOutput<typeof MockAppSeedSchema>;

/** Thrown for a seed that does not match the contract; `issues` lists `path: message` lines. */
export class MockSeedError extends Error {
  override readonly name = 'MockSeedError';
  constructor(
    readonly appId: string,
    readonly issues: string[],
  ) {
    super(`Invalid mock app seed "${appId}":\n${issues.map((line) => `  - ${line}`).join('\n')}`);
  }
}

function appIdOf(raw: unknown): string {
  if (typeof raw === 'object' && raw !== null && 'appId' in raw && typeof raw.appId === 'string') {
    return raw.appId;
  }
  return '(no appId)';
}

/** Identities the lookups rely on must be unique: a duplicate would make one of them unreachable. */
function duplicateIssues(seed: ValidatedAppSeed): string[] {
  const issues: string[] = [];
  const seen = new Map<string, number>();
  seed.customers.forEach((entry, index) => {
    const ids = usesSubscriptionId(entry.provider)
      ? entry.customer.subscriptions.data.map((subscription) => subscription.id)
      : [entry.customer.id];
    for (const id of ids) {
      const key = `${entry.provider}:${id}`;
      const first = seen.get(key);
      if (first !== undefined) {
        issues.push(`customers.${index}: ${entry.provider} id "${id}" is already used by customers.${first}`);
      } else seen.set(key, index);
    }
  });
  const blueprintIds = new Set<string>();
  seed.blueprints.forEach((blueprint, index) => {
    if (blueprintIds.has(blueprint._id))
      issues.push(`blueprints.${index}._id: duplicate id "${blueprint._id}"`);
    blueprintIds.add(blueprint._id);
  });
  return issues;
}

/**
 * Validates a seed with the wire schemas. Returns the normalised output (for the backend's state);
 * throws {@link MockSeedError} listing every problem with its path.
 */
export function validateAppSeed(raw: unknown): ValidatedAppSeed {
  const parsed = v.safeParse(MockAppSeedSchema, raw);
  if (!parsed.success) throw new MockSeedError(appIdOf(raw), listIssues(parsed.issues));
  const duplicates = duplicateIssues(parsed.output);
  if (duplicates.length > 0) throw new MockSeedError(parsed.output.appId, duplicates);
  return parsed.output;
}

/**
 * The seed in its own (wire input) form, once {@link validateAppSeed} has accepted it: blueprints are served
 * as written, never in the decoded form the widget makes of them.
 */
export const MockAppSeedInputSchema = v.custom<AppSeed>((input) => v.is(MockAppSeedSchema, input));

/** Validates a seed and returns it in both forms: as written and normalised. */
export function readAppSeed(raw: unknown): { written: AppSeed; valid: ValidatedAppSeed } {
  const valid = validateAppSeed(raw);
  return { written: structuredClone(v.parse(MockAppSeedInputSchema, raw)), valid };
}
