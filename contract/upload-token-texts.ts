/**
 * The 403s of PUT /api/sessions/{id} (docs/api.md): a recording upload must carry the `uploadToken` its
 * session's POST answered. Shared by the server and the mock, which issue tokens differently (an HMAC; a
 * random value kept with the session) and refuse alike.
 */
export const UPLOAD_TOKEN_TEXTS = {
  missing: 'A recording upload needs the uploadToken that POST /api/sessions answered for this session.',
  invalid: 'This uploadToken is not the one issued for this session.',
} as const;
