import * as v from 'valibot';
import {
  DynamicOffersSchema,
  type Mode,
  ModeSchema,
  type Provider,
  ProviderSchema,
} from '../../contract/schemas/index.ts';
import { ownEntries } from '../../contract/schemas/own-entries.ts';
import { HANDLER_NAMES, type HostCallbacks, NOTIFICATION_NAMES } from './host-callbacks.ts';
import { INTENT_WITHOUT_TARGET, type PreloadOptions, preloadEntries } from './preload-options.ts';

export * from './host-callbacks.ts';
export type { PreloadOptions } from './preload-options.ts';

const callbackEntries = Object.fromEntries(
  [...HANDLER_NAMES, ...NOTIFICATION_NAMES].map((name) => [name, v.optional(v.function())]),
);

const AttributeValueSchema = v.union([v.string(), v.number(), v.boolean(), v.null()]);

/** The data part of the init options, validated where it crosses the boundary (the walls pick from it). */
export const InitDataSchema = v.object({
  appId: v.optional(v.pipe(v.string(), v.trim())),
  authHash: v.optional(v.pipe(v.string(), v.trim())),
  customerToken: v.optional(v.pipe(v.string(), v.trim())),
  customerId: v.optional(v.pipe(v.string(), v.trim())),
  subscriptionId: v.optional(v.nullable(v.pipe(v.string(), v.trim()))),
  mode: v.optional(v.pipe(v.string(), v.toUpperCase(), ModeSchema), 'LIVE'),
  provider: v.optional(v.pipe(v.string(), v.toUpperCase(), ProviderSchema), 'STRIPE'),
  flowId: v.optional(v.nullable(v.string())),
  preview: v.optional(v.boolean(), false),
  lite: v.optional(v.boolean(), false),
  record: v.optional(v.boolean(), true),
  report: v.optional(v.boolean(), true),
  recordingConsent: v.optional(v.union([v.boolean(), v.function()])),
  customerAttributes: v.optional(v.record(v.string(), AttributeValueSchema), {}),
  dynamicOffers: v.optional(v.nullable(v.unknown())),
  bypassDiscountAppliedScreen: v.optional(v.boolean(), false),
  bypassPauseAppliedScreen: v.optional(v.boolean(), false),
  confirmCancel: v.optional(v.boolean(), true),
  i18n: v.optional(
    v.object({
      lang: v.optional(v.pipe(v.string(), v.toLowerCase())),
      messages: v.optional(v.record(v.string(), v.record(v.string(), v.string())), {}),
    }),
    {},
  ),
  customerDataEndpoint: v.optional(v.nullable(v.string())),
  inline: v.optional(v.boolean(), false),
  target: v.optional(v.unknown()),
  apiBase: v.optional(v.string()),
  nonce: v.optional(v.string()),
  debug: v.optional(v.boolean(), false),
  ...preloadEntries,
  ...callbackEntries,
});

/** Init options as the host passes them to `holdfast.init` (spec §3 Init params, plus our additions). */
export interface InitOptions extends HostCallbacks, PreloadOptions {
  /** The organisation's app id. Required. */
  appId?: string;
  /** HMAC-SHA256 (hex) of the customer id with the app secret, computed on the host's server. Required unless lite or preview. */
  authHash?: string;
  /**
   * A signed customer token minted on the host's server (`mintCustomerToken` from `holdfast/server-token`),
   * sent instead of `authHash`, which it replaces when both are given: it expires within an hour and opens
   * only this app, mode, provider, customer and subscription.
   */
  customerToken?: string;
  /** The billing provider's customer id. Required unless lite or preview. */
  customerId?: string;
  /** The subscription to act on; required for providers that identify customers by subscription. */
  subscriptionId?: string | null;
  /** LIVE (default) or TEST: test shows test coupons and plans, relaxes skip checks and shows error details. */
  mode?: Mode | Lowercase<Mode>;
  /** The billing provider (default STRIPE). */
  provider?: Provider;
  /** The blueprint to load instead of the segment's default (sent as the `blueprint` query). */
  flowId?: string | null;
  /** Preview: actions are simulated (2 s wait) and plans of every currency are shown. */
  preview?: boolean;
  /** Lite (insight) mode: only survey, confirm and freeform steps; the cancel goes to `onCancel`. */
  lite?: boolean;
  /** Record the session (rrweb), when reporting is on and consent given. Default true. */
  record?: boolean;
  /** Send session results and events. Default true. */
  report?: boolean;
  /**
   * The customer's consent to the session recording: a boolean, or a function asked at every show. Without
   * it (the default) nothing is recorded and the recorder is never downloaded; see docs/recording.md.
   */
  recordingConsent?: boolean | (() => boolean);
  /** Attributes merged into template values and sent with the embed request. */
  customerAttributes?: Record<string, string | number | boolean | null>;
  /** Per-customer offers: `{ planChange: { planIds }, discount: { couponId } }` for offers marked dynamic. */
  dynamicOffers?: v.InferInput<typeof DynamicOffersSchema> | null;
  /** Skip the 'discount already applied' start screen. */
  bypassDiscountAppliedScreen?: boolean;
  /** Skip the 'already paused' start screen. */
  bypassPauseAppliedScreen?: boolean;
  /**
   * Ask once before a one-tap cancel that cannot be taken back (Cancel now on the complete screen after an
   * accepted offer, and on the pause wall). Default true; false cancels at the first tap.
   */
  confirmCancel?: boolean;
  /** Language ('en', 'de', 'fr', 'es') and message overrides: `{ lang, messages: { de: { key: text } } }`. */
  i18n?: { lang?: string; messages?: Record<string, Record<string, string>> };
  /** A URL of the host's that the backend calls for extra customer data. */
  customerDataEndpoint?: string | null;
  /** Render inline in `target` instead of as a modal. */
  inline?: boolean;
  /** The element (or a CSS selector) to render into when inline. */
  target?: Element | string | null;
  /** Override the API base fixed at build time. */
  apiBase?: string;
  /** CSP nonce for the injected style element. */
  nonce?: string;
  /** Debug mode: error and log reports to the backend are skipped. */
  debug?: boolean;
}

/** Init options after validation and defaults. */
export type ResolvedInitOptions = Omit<
  v.InferOutput<typeof InitDataSchema>,
  keyof HostCallbacks | 'dynamicOffers'
> &
  HostCallbacks & {
    /** As the host passed it: the domain validates it per offer and reports 'invalid-dynamic-offers'. */
    dynamicOffers: unknown;
    /** The same when it is well-formed, for the embed request; null otherwise. */
    wellFormedDynamicOffers: v.InferOutput<typeof DynamicOffersSchema> | null;
  };

export type InitOptionsResult = { ok: true; options: ResolvedInitOptions } | { ok: false; message: string };

function describe(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return 'invalid options';
  const path = v.getDotPath(issue);
  return path ? `${path}: ${issue.message}` : issue.message;
}

/**
 * Validates the host's init options (a boundary: the host may pass anything). A wrong type gives a clear
 * message naming the option; a malformed `dynamicOffers` is kept as is, to be reported per offer and ignored.
 */
export function parseInitOptions(input: unknown): InitOptionsResult {
  if (typeof input !== 'object' || input === null) {
    return { ok: false, message: 'Problem initializing Holdfast: init expects an options object' };
  }
  const parsed = v.safeParse(ownEntries(InitDataSchema), input);
  if (!parsed.success) {
    return { ok: false, message: `Problem initializing Holdfast: ${describe(parsed.issues)}` };
  }
  if (parsed.output.preload === 'intent' && !parsed.output.preloadTarget)
    return { ok: false, message: `Problem initializing Holdfast: ${INTENT_WITHOUT_TARGET}` };
  const { dynamicOffers: rawDynamic, ...rest } = parsed.output;
  // The token travels where the hash does (docs/api.md "Customer tokens"): everything after reads authHash.
  if (rest.customerToken) rest.authHash = rest.customerToken;
  const dynamic = rawDynamic == null ? null : v.safeParse(ownEntries(DynamicOffersSchema), rawDynamic);
  const options: ResolvedInitOptions = {
    // valibot checks that each callback is a function; their signatures are the host's promise, typed here.
    ...(rest as Omit<typeof rest, keyof HostCallbacks> & HostCallbacks),
    dynamicOffers: rawDynamic ?? null,
    wellFormedDynamicOffers: dynamic?.success ? dynamic.output : null,
  };
  return { ok: true, options };
}
