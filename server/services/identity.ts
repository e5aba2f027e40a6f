/**
 * The managed flow's e-mail verification (spec §7, §8): check-identity e-mails a six-digit code to a known
 * customer; verify-identity trades the right code for a customer token (never the permanent auth hash) and
 * the customer id. Codes are stored
 * hashed (a leaked table gives no usable code), valid 10 minutes, used once, and burnt by the fifth wrong
 * try; attempts are rate-limited per e-mail, per client address and (for unknown e-mails) per app; once the
 * per-app allowance is spent, every e-mail is answered alike. A server with no mailer answers every e-mail
 * 503 rather than claim a code it cannot send.
 *
 * Guessing spread over many customers: those limits bound the guesses at one customer's code and from one
 * address, not their sum, and each guess at a six-digit code wins one time in a million. So every wrong code
 * counts in the app's budget ('identity-wrong-code-app'); past it, a code is compared only once its e-mail's
 * link was confirmed (identity-confirm.ts), which only the e-mail's reader can do. Real customers are never
 * locked out; guessers get the budget's guesses and no more (docs/server.md, "Guessing codes over many
 * customers").
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { CUSTOMER_TOKEN_MAX_LIFETIME_SECONDS, signCustomerToken } from '../../contract/customer-token.ts';
import { usesSubscriptionId } from '../../contract/providers.ts';
import type { Language } from '../../contract/schemas/org.ts';
import { emailLimitKey } from '../providers/rate-limits.ts';
import type { Caller } from './caller.ts';
import type { ServiceDeps } from './deps.ts';
import { confirmLink, newConfirmToken } from './identity-confirm.ts';
import { IDENTITY_TEXTS } from './identity-texts.ts';
import { MESSAGES } from './messages.ts';
import { failure, type Outcome, success } from './outcome.ts';

export const CODE_TTL_MS = 10 * 60_000;
/** The fifth wrong code burns it: the customer asks for a new one. */
export const MAX_WRONG_CODES = 5;

function codeHash(caller: Caller, email: string, code: string): string {
  return createHash('sha256')
    .update(`${caller.app.appId}\n${caller.provider}\n${email}\n${code}`)
    .digest('hex');
}

/**
 * The per-e-mail limit's key: keyed with the app's newest secret of the mode (rate-limits.ts emailLimitKey), so
 * rotating that secret starts the e-mail's counts again.
 */
async function identityLimitKey(deps: ServiceDeps, call: string, caller: Caller, email: string) {
  const [newest] = await deps.apps.activeSecrets(caller.app.appId, caller.mode);
  return `${call}:${caller.app.appId}:${emailLimitKey(newest?.secret ?? caller.app.appId, 'identity', email)}`;
}

async function withinLimits(deps: ServiceDeps, call: string, caller: Caller, email: string, ip: string) {
  const emailKey = await identityLimitKey(deps, call, caller, email);
  const [byEmail, byIp] = await Promise.all([
    deps.limits.take('identity-email', emailKey),
    deps.limits.take('identity-ip', `${caller.app.appId}:${ip}`),
  ]);
  return byEmail && byIp;
}

export async function checkIdentity(
  deps: ServiceDeps,
  caller: Caller,
  email: string,
  ip: string,
  /** The server's public origin, for the confirmation link. */
  origin: string,
  /** The language the e-mail and its link's page are written in (the request's, validated by the contract). */
  lang: Language,
): Promise<Outcome<Record<string, never>>> {
  if (!caller.app.settings.branding.emailFlow.enabled)
    return failure('forbidden', MESSAGES.emailFlowDisabled);
  // Before the limits and any lookup, so every e-mail, a customer's or not, gets this same answer in the same
  // time; a 200 here would tell the customer a code is on its way that nobody can read.
  const { mailer } = deps;
  if (!mailer) return failure('unavailable', MESSAGES.mailerMissing);
  if (!(await withinLimits(deps, 'check', caller, email, ip)))
    return failure('too-many', MESSAGES.tooManyRequests);
  // Once the app's allowance of unknown e-mails is spent, every e-mail gets the same 429, before any lookup
  // (so in the same time too): answering a known one 200 would tell which addresses are customers.
  if (await deps.limits.spent('identity-unknown', caller.app.appId))
    return failure('too-many', MESSAGES.tooManyRequests);
  const customer = await deps.billing.findCustomerByEmail(
    caller.app.appId,
    caller.provider,
    email,
    caller.mode,
  );
  // The code is made and hashed either way, so a known and an unknown e-mail cost the same time to answer.
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hash = codeHash(caller, email, code);
  const confirmation = newConfirmToken();
  if (!customer) {
    const allowed = await deps.limits.take('identity-unknown', caller.app.appId);
    return failure(
      allowed ? 'invalid' : 'too-many',
      allowed ? MESSAGES.emailNotFound : MESSAGES.tooManyRequests,
    );
  }
  await deps.identityCodes.replace(
    { appId: caller.app.appId, provider: caller.provider, email },
    hash,
    confirmation.hash,
    new Date(deps.now().getTime() + CODE_TTL_MS),
  );
  const texts = IDENTITY_TEXTS[lang];
  await mailer.send({
    to: email,
    subject: texts.emailSubject,
    text: texts
      .emailLines(code, CODE_TTL_MS / 60_000, confirmLink(origin, confirmation.token, lang))
      .join('\n'),
  });
  return success({});
}

export async function verifyIdentity(
  deps: ServiceDeps,
  caller: Caller,
  email: string,
  code: string,
  ip: string,
): Promise<Outcome<{ hmac: string; customerId: string }>> {
  if (!caller.app.settings.branding.emailFlow.enabled)
    return failure('forbidden', MESSAGES.emailFlowDisabled);
  if (!(await withinLimits(deps, 'verify', caller, email, ip)))
    return failure('too-many', MESSAGES.tooManyRequests);
  const scope = { appId: caller.app.appId, provider: caller.provider, email };
  const stored = await deps.identityCodes.find(scope);
  const now = deps.now();
  const live = stored && stored.expiresAt > now && stored.failedAttempts < MAX_WRONG_CODES ? stored : null;
  // An unconfirmed code's try takes a point of the app's budget before the code is compared, so parallel
  // guesses cannot overshoot it; a right code gives it back. Past the budget the answer comes before any
  // comparison and is the same for a right, a wrong, a burnt or no code: it tells a guesser nothing.
  const budgeted = !live?.confirmed;
  if (budgeted && !(await deps.limits.take('identity-wrong-code-app', caller.app.appId)))
    return failure('too-many', MESSAGES.confirmCodeLink);
  if (!live) {
    await deps.limits.giveBack('identity-wrong-code-app', caller.app.appId);
    return failure('invalid', MESSAGES.codeIncorrect);
  }
  const given = Buffer.from(codeHash(caller, email, code), 'hex');
  if (!timingSafeEqual(given, Buffer.from(live.codeHash, 'hex'))) {
    await deps.identityCodes.countWrong(scope);
    return failure('invalid', MESSAGES.codeIncorrect);
  }
  if (budgeted) await deps.limits.giveBack('identity-wrong-code-app', caller.app.appId);
  // Used once: only the request that deletes it goes on (two racing right answers get one hash).
  if (!(await deps.identityCodes.consume(scope, live.codeHash)))
    return failure('invalid', MESSAGES.codeIncorrect);
  const customer = await deps.billing.findCustomerByEmail(
    caller.app.appId,
    caller.provider,
    email,
    caller.mode,
  );
  if (!customer) return failure('invalid', MESSAGES.codeIncorrect);
  const customerId = usesSubscriptionId(caller.provider)
    ? (customer.customer.subscriptions.data[0]?.id ?? customer.customerId)
    : customer.customerId;
  // The newest secret of the mode signs (activeSecrets lists it first).
  const [secret] = await deps.apps.activeSecrets(caller.app.appId, caller.mode);
  if (!secret) return failure('unavailable', 'This app has no secret for this mode.');
  // A short-lived token, never the permanent hash: a code proves the customer for an hour, not for ever.
  const token = await signCustomerToken(secret.secret, {
    appId: caller.app.appId,
    mode: caller.mode,
    provider: caller.provider,
    customerId,
    subscriptionId: usesSubscriptionId(caller.provider) ? customerId : null,
    keyId: secret.keyId,
    expiresAt: Math.floor(deps.now().getTime() / 1000) + CUSTOMER_TOKEN_MAX_LIFETIME_SECONDS,
  });
  return success({ hmac: token, customerId });
}
