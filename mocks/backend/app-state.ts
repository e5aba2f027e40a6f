/**
 * What one simulated organisation (app) holds while the backend runs. Built from a validated seed;
 * actions mutate it so a refreshed customer shows their effect, and the control API reads it.
 */
import type {
  BlueprintInput,
  Branding,
  Coupon,
  CreateIssue,
  Customer,
  CustomerUpdate,
  ErrorLog,
  FailedInvoice,
  Language,
  Log,
  Plan,
  PlanSetting,
  Provider,
  ProviderSettings,
  RecordingUpload,
  Session,
  SessionResults,
  TrackedEvent,
} from '../../contract/schemas/index.ts';
import type { AppSeed } from '../../contract/seed.ts';
import type { IdempotentEntry } from './idempotency.ts';
import { readAppSeed } from './seed-schema.ts';

/** One customer of the simulated billing provider and what the backend knows about them. */
export interface CustomerRecord {
  provider: Provider;
  customer: Customer;
  /** Past sessions, including those recorded through POST /api/sessions (cooldowns read them). */
  sessions: Session[];
  /** Open invoices whose payment failed; paying moves them to `paidInvoices`. */
  failedInvoices: FailedInvoice[];
  paidInvoices: FailedInvoice[];
  /** Subscriptions whose trial was extended (spec §9: once per customer in live mode). */
  extendedTrials: string[];
}

/** Session results as POST /api/sessions stored them, with the recording once uploaded. */
export interface StoredSession {
  _id: string;
  sessionKey: string;
  lite: boolean;
  customerId: string | null;
  results: SessionResults;
  createdAt: string;
  /** How many times the same session was delivered (deduplicated by sessionKey). */
  deliveries: number;
  recording: (Omit<RecordingUpload, 'recording' | 'uploadToken'> & { events: number; bytes: number }) | null;
  /** What the session's recording upload must carry (docs/api.md), for a session that announced one. */
  uploadToken: string | null;
}

/** Something a fire-and-forget call delivered, with who sent it and when. */
export interface Received<T> {
  customerId: string | null;
  receivedAt: string;
  data: T;
}

/** An e-mail the simulator "sent" (managed-flow verification codes). */
export interface SentEmail {
  appId: string;
  to: string;
  subject: string;
  text: string;
  code: string;
  /**
   * The language check-identity asked for (the contract's, English for anything else). The mock's e-mail is
   * English whatever it is; the server's speaks it (server/services/identity-texts.ts).
   */
  lang: Language;
  sentAt: string;
}

export interface AppState {
  appId: string;
  secret: string;
  /** The seed as loaded, in wire form: POST /__mock/load merges into it. */
  seed: AppSeed;
  branding: Branding;
  orgProviderSettings: ProviderSettings;
  orgTranslations: Record<string, Record<string, string>>;
  /** Served as the seed wrote them: the widget decodes steps itself (unknown ones are skipped there). */
  blueprints: BlueprintInput[];
  liteBlueprint: BlueprintInput | null;
  coupons: Coupon[];
  testCoupons: Coupon[];
  offerPlans: Plan[];
  testPlans: Plan[];
  orgPlanSettings: PlanSetting[];
  customers: CustomerRecord[];
  sessions: StoredSession[];
  events: Received<TrackedEvent>[];
  customerUpdates: Received<CustomerUpdate>[];
  issues: Received<CreateIssue>[];
  errorLogs: Received<ErrorLog>[];
  logs: Received<Log>[];
  emails: SentEmail[];
  /** Live verification codes by e-mail, with the wrong tries each has had. */
  verificationCodes: Map<string, { code: string; expiresAt: number; wrongTries: number }>;
  /**
   * Times (ms) of recent identity attempts by `check:` / `verify:` plus e-mail, and of the app's unknown
   * e-mails, for the 429 limits.
   */
  identityAttempts: Map<string, number[]>;
  setupIntents: string[];
  /** First answers of idempotent actions by key (see idempotency.ts). */
  idempotency: Map<string, IdempotentEntry>;
}

/** Builds an app's state from a seed; throws MockSeedError when the seed breaks the contract. */
export function createAppState(seed: unknown): AppState {
  // Blueprints keep the seed's own (input) form: the validated output has decoded steps and a `skipped`
  // list, which a real backend would never send.
  const { written: copy, valid } = readAppSeed(seed);
  return {
    appId: valid.appId,
    secret: valid.secret,
    seed: copy,
    branding: valid.branding,
    orgProviderSettings: valid.orgProviderSettings,
    orgTranslations: valid.orgTranslations,
    blueprints: structuredClone(copy.blueprints),
    liteBlueprint: copy.liteBlueprint ? structuredClone(copy.liteBlueprint) : null,
    coupons: valid.coupons,
    testCoupons: valid.testCoupons,
    offerPlans: valid.offerPlans,
    testPlans: valid.testPlans,
    orgPlanSettings: valid.orgPlanSettings,
    customers: valid.customers.map((entry) => ({
      provider: entry.provider,
      customer: entry.customer,
      sessions: entry.sessions,
      failedInvoices: entry.failedInvoices,
      paidInvoices: [],
      extendedTrials: [],
    })),
    sessions: [],
    events: [],
    customerUpdates: [],
    issues: [],
    errorLogs: [],
    logs: [],
    emails: [],
    verificationCodes: new Map(),
    identityAttempts: new Map(),
    setupIntents: [],
    idempotency: new Map(),
  };
}
