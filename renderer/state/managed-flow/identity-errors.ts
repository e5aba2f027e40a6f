import { isApiError } from '../../api/api-error.ts';
import type { MessageKey } from '../../i18n/index.ts';

/**
 * Spec §8 Identity check: 400 'We were unable to find that email address…'; 429 'Too many requests…';
 * anything else — another status, a network error, a timeout, a malformed answer — 'Error checking identity'.
 */
export function checkIdentityErrorKey(error: unknown): MessageKey {
  if (isApiError(error) && error.code === 'IDENTITY_NOT_FOUND') return 'error.emailNotFound';
  if (isApiError(error) && error.code === 'TOO_MANY_REQUESTS') return 'error.tooManyRequests';
  return 'error.checkIdentity';
}

/**
 * Spec §8 Verify: 400 'The verification code you entered is incorrect'; 429 the too-many-requests text; a
 * missing hmac is an error. The spec gives no text for the missing hmac or other failures: they get the
 * catalog's 'We could not verify your account. Please try again.'
 */
export function verifyIdentityErrorKey(error: unknown): MessageKey {
  if (isApiError(error) && error.code === 'CODE_INCORRECT') return 'error.wrongCode';
  if (isApiError(error) && error.code === 'TOO_MANY_REQUESTS') return 'error.tooManyRequests';
  return 'error.verifyIdentity';
}

/** Codes the host's onError receives when the managed flow cannot go on (its ERROR state). */
export const MANAGED_FLOW_ERROR_CODES = {
  /** Spec §6: the managed flow needs e-mail verification enabled for the organisation. */
  disabled: 'MANAGED_FLOW_EMAIL_VERIFICATION_DISABLED',
  /** The branding (the managed flow's configuration) could not be loaded. */
  loading: 'MANAGED_FLOW_INITIALIZATION_ERROR',
  /** The cancel flow refused the verified identity. */
  start: 'MANAGED_FLOW_START_ERROR',
} as const;
