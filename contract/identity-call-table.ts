/** The managed flow's e-mail verification calls (spec §7), with their own error texts (§8). */

import { defineCall, NO_ANSWER, ORGS_PATH } from './call-definition.ts';
import { API_ERROR_TEXTS } from './errors.ts';
import { VerifyIdentityAnswerSchema } from './schemas/index.ts';

export const IDENTITY_CALLS = {
  checkIdentity: defineCall({
    name: 'checkIdentity',
    method: 'POST',
    path: `${ORGS_PATH}/embed/check-identity`,
    answer: NO_ANSWER,
    retry: 'never',
    idempotent: false,
    statusErrors: {
      400: { code: 'IDENTITY_NOT_FOUND', text: API_ERROR_TEXTS.IDENTITY_NOT_FOUND },
      429: { code: 'TOO_MANY_REQUESTS', text: API_ERROR_TEXTS.TOO_MANY_REQUESTS },
      other: { code: 'IDENTITY_CHECK_FAILED', text: API_ERROR_TEXTS.IDENTITY_CHECK_FAILED },
    },
  }),
  verifyIdentity: defineCall({
    name: 'verifyIdentity',
    method: 'POST',
    path: `${ORGS_PATH}/embed/verify-identity`,
    answer: VerifyIdentityAnswerSchema,
    retry: 'never',
    idempotent: false,
    statusErrors: {
      400: { code: 'CODE_INCORRECT', text: API_ERROR_TEXTS.CODE_INCORRECT },
      429: { code: 'TOO_MANY_REQUESTS', text: API_ERROR_TEXTS.TOO_MANY_REQUESTS },
    },
    answerIssueErrors: { hmac: { code: 'MISSING_HMAC', text: null } },
  }),
};
