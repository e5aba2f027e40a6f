/**
 * The managed flow's e-mail verification payloads and answer (spec §7): apart from answers.ts so only the
 * managed flow's chunk carries them.
 */
import * as v from 'valibot';
import { LANGUAGES } from './org.ts';

/**
 * The language the code's e-mail and its confirmation page are written in: a built-in catalog language, and
 * anything else (missing, 'it', markup) English. It chooses texts only, never anything a request may do.
 */
export const IdentityLanguageSchema = v.optional(v.fallback(v.picklist(LANGUAGES), 'en'), 'en');

export const CheckIdentityRequestSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.email()),
  lang: IdentityLanguageSchema,
});
export const VerifyIdentityRequestSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.email()),
  code: v.pipe(v.string(), v.regex(/^\d{6}$/, 'The code has six digits')),
});
export const VerifyIdentityAnswerSchema = v.object({
  hmac: v.pipe(v.string(), v.minLength(1, 'missing hmac')),
  customerId: v.pipe(v.string(), v.minLength(1)),
});
export type VerifyIdentityAnswer = v.InferOutput<typeof VerifyIdentityAnswerSchema>;
