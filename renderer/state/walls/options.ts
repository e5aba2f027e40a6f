import * as v from 'valibot';
import type { Mode, Provider } from '../../../contract/schemas/index.ts';
import { ownEntries } from '../../../contract/schemas/own-entries.ts';
import type { HostCallbacks } from '../init-options.ts';
import { InitDataSchema } from '../init-options.ts';

/**
 * What both walls' `check(kind, options)` accept besides their callbacks: the identity and display options
 * of init (spec §3 Init params), picked from init's own schema so both validate the same way, plus `force`.
 */
export const WallBaseSchema = v.object({
  ...v.pick(InitDataSchema, [
    'appId',
    'authHash',
    'customerToken',
    'customerId',
    'subscriptionId',
    'mode',
    'provider',
    'i18n',
    'apiBase',
    'nonce',
    'debug',
  ]).entries,
  force: v.optional(v.boolean(), false),
});

/** The identity and display options of a wall, as the host passes them (each falls back to init's). */
export interface WallBaseOptions {
  /** The organisation's app id. Required (here or at init). */
  appId?: string;
  /** HMAC-SHA256 (hex) of the customer id with the app secret. Required (here or at init). */
  authHash?: string;
  /** A signed customer token, sent instead of `authHash` (see init's `customerToken`). */
  customerToken?: string;
  /** The billing provider's customer id. Required (here or at init). */
  customerId?: string;
  /** The subscription the wall is about; required for providers that identify customers by subscription. */
  subscriptionId?: string | null;
  /** LIVE (default) or TEST. TEST never skips a check and shows error details. */
  mode?: Mode | Lowercase<Mode>;
  /** The billing provider (default STRIPE). */
  provider?: Provider;
  /** Language and message overrides, as at init. */
  i18n?: { lang?: string; messages?: Record<string, Record<string, string>> };
  /** Override the API base fixed at build time. */
  apiBase?: string;
  /** CSP nonce for the injected style element. */
  nonce?: string;
  /** Debug mode: error logs to the backend are skipped. */
  debug?: boolean;
  /** Check now even when a clean result of the last 24 hours would skip it (spec §4 Check skipping). */
  force?: boolean;
}

const isFunction = (value: unknown) => typeof value === 'function';

/**
 * A host callback option: valibot checks that it is a function; its signature is the host's promise, as
 * documented on {@link HostCallbacks}.
 */
export function callbackOption<K extends keyof HostCallbacks>(name: K) {
  return v.optional(v.custom<NonNullable<HostCallbacks[K]>>(isFunction, `${name} must be a function`));
}

/** A readable message for the first problem of a failed validation, naming the option. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return 'invalid options';
  const path = v.getDotPath(issue);
  return path ? `${path}: ${issue.message}` : issue.message;
}

const OnErrorOnly = v.object({ onError: callbackOption('onError') });

/**
 * The host's onError, even from options that failed validation, so a wall that cannot start can still say
 * why to the host's error handler.
 */
export function onErrorOf(input: unknown): Pick<HostCallbacks, 'onError'> {
  const parsed = v.safeParse(ownEntries(OnErrorOnly), input);
  return parsed.success && parsed.output.onError ? { onError: parsed.output.onError } : {};
}
