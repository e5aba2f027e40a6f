/**
 * The per-session upload token (docs/api.md "PUT /api/sessions/{id}"): POST /api/sessions answers one with a
 * session that announces a recording, and PUT /api/sessions/{id} must carry it. It is an HMAC of the app
 * and session id with the mode's newest secret, named by its key id: nothing to store, the same answer on a
 * deduplicated repeat, valid on every instance and through a rotation (while that secret is active).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppSecret } from '../storage/apps-store.ts';

const PREFIX = 'hfu1.';

function mac(secret: string, appId: string, sessionId: string): Buffer {
  // NUL-separated, starting with NUL: no auth hash (the HMAC of an id in a header) can equal it.
  return createHmac('sha256', secret).update(`\0hfu1\0${appId}\0${sessionId}`).digest();
}

export function uploadTokenFor(secret: AppSecret, appId: string, sessionId: string): string {
  return `${PREFIX}${secret.keyId}.${mac(secret.secret, appId, sessionId).toString('base64url')}`;
}

/** Whether `token` is this session's, made with one of the active secrets (compared in constant time). */
export function isUploadToken(
  secrets: readonly AppSecret[],
  appId: string,
  sessionId: string,
  token: string,
): boolean {
  const match = /^hfu1\.(\d+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  const secret = match && secrets.find((candidate) => candidate.keyId === Number(match[1]));
  if (!match || !secret) return false;
  return timingSafeEqual(Buffer.from(match[2] ?? '', 'base64url'), mac(secret.secret, appId, sessionId));
}
