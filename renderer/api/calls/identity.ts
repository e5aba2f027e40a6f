/** The managed flow's e-mail verification (spec §4 Managed flow, §8 identity errors). */
import type * as v from 'valibot';
import { IDENTITY_CALLS } from '../../../contract/identity-call-table.ts';
import type {
  CheckIdentityRequestSchema,
  VerifyIdentityAnswer,
  VerifyIdentityRequestSchema,
} from '../../../contract/schemas/index.ts';
import type { CallOptions, Send } from '../http.ts';

export type CheckIdentityPayload = v.InferInput<typeof CheckIdentityRequestSchema>;
export type VerifyIdentityPayload = v.InferInput<typeof VerifyIdentityRequestSchema>;

export interface IdentityCalls {
  /**
   * POST /api/orgs/{appId}/embed/check-identity: sends a code to `email`. Resolves when the backend accepted;
   * rejects with IDENTITY_NOT_FOUND (400), TOO_MANY_REQUESTS (429) or IDENTITY_CHECK_FAILED.
   */
  checkIdentity(payload: CheckIdentityPayload, options?: CallOptions): Promise<void>;
  /**
   * POST /api/orgs/{appId}/embed/verify-identity: trades the code for the hash and customer id the flow
   * restarts with. Rejects with CODE_INCORRECT (400), TOO_MANY_REQUESTS (429) or MISSING_HMAC.
   */
  verifyIdentity(payload: VerifyIdentityPayload, options?: CallOptions): Promise<VerifyIdentityAnswer>;
}

export function identityCalls(send: Send): IdentityCalls {
  return {
    checkIdentity: (payload, options) => send(IDENTITY_CALLS.checkIdentity, { ...options, body: payload }),
    verifyIdentity: (payload, options) => send(IDENTITY_CALLS.verifyIdentity, { ...options, body: payload }),
  };
}
