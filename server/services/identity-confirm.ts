/**
 * The confirmation link each code's e-mail carries (services/identity.ts): a random token, stored only as its
 * SHA-256 with the code. Opening the link shows a page; its Confirm button (a POST, so a mail scanner that
 * fetches links confirms nothing) marks the code confirmed. Past the app's budget of wrong codes only a
 * confirmed code is compared: the token proves that someone read the e-mail, which a guesser cannot. The link
 * also carries the e-mail's language, so the page (and its POST, through the form) speaks it too.
 */
import { createHash, randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { IdentityLanguageSchema } from '../../contract/schemas/identity.ts';
import type { Language } from '../../contract/schemas/org.ts';
import type { ServiceDeps } from './deps.ts';

/** Where the link points, on the server's public origin (server/http/identity-confirm-route.ts). */
export const IDENTITY_CONFIRM_PATH = '/identity/confirm';
/** The query parameter (and form field) holding the token: a query, never the path, which the log records. */
export const CONFIRM_TOKEN_FIELD = 't';
/** The query parameter (and form field) holding the page's language. */
export const CONFIRM_LANGUAGE_FIELD = 'lang';
/** 256 random bits, as hex: no digit run a mail reader could take for the six-digit code. */
const CONFIRM_TOKEN_BYTES = 32;
const CONFIRM_TOKEN = /^[0-9a-f]{64}$/;

/** Whether `text` has a token's form (64 hex digits): only such text reaches the page's markup. */
export function isConfirmToken(text: string): boolean {
  return CONFIRM_TOKEN.test(text);
}

export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(CONFIRM_TOKEN_BYTES).toString('hex');
  return { token, hash: confirmHash(token) };
}

function confirmHash(token: string): string {
  return createHash('sha256').update(`confirm\n${token}`).digest('hex');
}

/**
 * The page's language from a link's query or the page's form, as check-identity reads the request's: a
 * built-in language, anything else (anyone can edit a link) English. Only these four values reach the markup.
 */
export function confirmPageLanguage(text: string | null | undefined): Language {
  return v.parse(IdentityLanguageSchema, text ?? undefined);
}

/** The link for the e-mail, on `origin` (`https://host[:port]`), opening its page in `lang`. */
export function confirmLink(origin: string, token: string, lang: Language): string {
  const url = new URL(IDENTITY_CONFIRM_PATH, origin);
  url.searchParams.set(CONFIRM_TOKEN_FIELD, token);
  url.searchParams.set(CONFIRM_LANGUAGE_FIELD, lang);
  return url.href;
}

/** The Confirm button: true when the token names a live code, which is now confirmed. */
export async function confirmIdentityLink(deps: ServiceDeps, token: string): Promise<boolean> {
  if (!isConfirmToken(token)) return false;
  return deps.identityCodes.confirm(confirmHash(token), deps.now());
}
