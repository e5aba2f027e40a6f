/**
 * The managed flow's identity calls (spec §7, §8): check-identity e-mails a 6-digit code to a known
 * customer; verify-identity trades the right code for a customer token (never the permanent auth hash) and the
 * customer id the flow restarts with.
 */
import { CUSTOMER_TOKEN_MAX_LIFETIME_SECONDS, signCustomerToken } from '../../../contract/customer-token.ts';
import { usesSubscriptionId } from '../../../contract/providers.ts';
import { CheckIdentityRequestSchema, VerifyIdentityRequestSchema } from '../../../contract/schemas/index.ts';
import type { AppState, CustomerRecord } from '../app-state.ts';
import { toUnixSeconds } from '../clock.ts';
import {
  IDENTITY_ATTEMPTS_PER_WINDOW,
  IDENTITY_WINDOW_MS,
  MOCK_SECRET_KEY_ID,
  UNKNOWN_EMAILS_PER_WINDOW,
  VERIFICATION_CODE_TTL_MS,
  WRONG_CODES_PER_CODE,
} from '../constants.ts';
import type { CallContext, CallHandler } from '../context.ts';
import { MESSAGES } from '../messages.ts';
import { fail, ok, parsePayload } from '../responses.ts';

const EMAIL_SUBJECT = 'Your verification code';

/** The attempts under `key` within the sliding window ending `now` (older ones are forgotten). */
function recentAttempts(app: AppState, key: string, now: Date): number[] {
  const since = now.getTime() - IDENTITY_WINDOW_MS;
  const recent = (app.identityAttempts.get(key) ?? []).filter((time) => time > since);
  app.identityAttempts.set(key, recent);
  return recent;
}

/** Counts an attempt in a sliding window; false (and not counted) once `limit` attempts fill it. */
export function takeAttempt(
  app: AppState,
  key: string,
  now: Date,
  limit = IDENTITY_ATTEMPTS_PER_WINDOW,
): boolean {
  const recent = recentAttempts(app, key, now);
  if (recent.length >= limit) return false;
  recent.push(now.getTime());
  return true;
}

/** Per app, not per address: trying many e-mails, each once, must not list which ones are customers. */
const UNKNOWN_EMAILS_KEY = 'unknown-emails';

/** E-mail addresses match exactly: the spec's message warns they are case sensitive. */
function customerByEmail(context: CallContext, email: string): CustomerRecord | null {
  return (
    context.app.customers.find(
      (record) => record.provider === context.caller.provider && record.customer.email === email,
    ) ?? null
  );
}

/**
 * POST /api/orgs/{appId}/embed/check-identity: 200 (code sent), 400 unknown e-mail, 429 too many for this
 * e-mail or too many unknown e-mails for the app, 403 when the org has the e-mail flow off (docs/api.md).
 */
export const postCheckIdentity: CallHandler = (context) => {
  const { app, now } = context;
  if (!app.branding.emailFlow.enabled) return fail(403, MESSAGES.emailFlowDisabled);
  const payload = parsePayload(CheckIdentityRequestSchema, context.body);
  if (!payload.ok) return payload.response;
  const { email, lang } = payload.value;
  if (recentAttempts(app, UNKNOWN_EMAILS_KEY, now).length >= UNKNOWN_EMAILS_PER_WINDOW)
    return fail(429, MESSAGES.tooManyRequests);
  if (!takeAttempt(app, `check:${email}`, now)) return fail(429, MESSAGES.tooManyRequests);
  if (customerByEmail(context, email) === null) {
    takeAttempt(app, UNKNOWN_EMAILS_KEY, now, UNKNOWN_EMAILS_PER_WINDOW);
    return fail(400, MESSAGES.emailNotFound);
  }
  const code = context.newCode();
  app.verificationCodes.set(email, {
    code,
    expiresAt: now.getTime() + VERIFICATION_CODE_TTL_MS,
    wrongTries: 0,
  });
  app.emails.push({
    appId: app.appId,
    to: email,
    subject: EMAIL_SUBJECT,
    text: `Your verification code is ${code}. It expires in ${VERIFICATION_CODE_TTL_MS / 60_000} minutes.`,
    code,
    lang,
    sentAt: context.now.toISOString(),
  });
  return ok({});
};

/**
 * POST /api/orgs/{appId}/embed/verify-identity: the right, unexpired code answers {hmac, customerId} and is
 * used up. WRONG_CODES_PER_CODE wrong tries burn it, so a 6-digit code cannot be guessed across windows.
 * For providers that identify customers by subscription, the id is the first subscription's.
 */
export const postVerifyIdentity: CallHandler = async (context) => {
  const { app } = context;
  if (!app.branding.emailFlow.enabled) return fail(403, MESSAGES.emailFlowDisabled);
  const payload = parsePayload(VerifyIdentityRequestSchema, context.body);
  if (!payload.ok) return payload.response;
  const { email, code } = payload.value;
  if (!takeAttempt(app, `verify:${email}`, context.now)) return fail(429, MESSAGES.tooManyRequests);
  const sent = app.verificationCodes.get(email);
  const record = customerByEmail(context, email);
  if (!sent || sent.expiresAt < context.now.getTime() || record === null)
    return fail(400, MESSAGES.codeIncorrect);
  if (sent.code !== code) {
    sent.wrongTries += 1;
    if (sent.wrongTries >= WRONG_CODES_PER_CODE) app.verificationCodes.delete(email);
    return fail(400, MESSAGES.codeIncorrect);
  }
  app.verificationCodes.delete(email);
  const customerId = usesSubscriptionId(record.provider)
    ? (record.customer.subscriptions.data[0]?.id ?? record.customer.id)
    : record.customer.id;
  // A short-lived token, never the permanent hash (docs/api.md "Customer tokens").
  const hmac = await signCustomerToken(app.secret, {
    appId: app.appId,
    mode: context.caller.mode,
    provider: record.provider,
    customerId,
    subscriptionId: usesSubscriptionId(record.provider) ? customerId : null,
    keyId: MOCK_SECRET_KEY_ID,
    expiresAt: toUnixSeconds(context.now) + CUSTOMER_TOKEN_MAX_LIFETIME_SECONDS,
  });
  return ok({ hmac, customerId });
};
