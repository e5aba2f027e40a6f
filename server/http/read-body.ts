/**
 * Reads a request body defensively: a size cap enforced while streaming (a lying or absent Content-Length
 * cannot get past it), `application/json` required, JSON parsed, and nesting depth limited so a deeply
 * nested body cannot exhaust the stack of whatever walks it later.
 */
import type { Context } from 'hono';
import { MAX_JSON_DEPTH, nestsWithin } from '../../contract/request-limits.ts';
import { failure, type Outcome, success } from '../services/outcome.ts';
import { readCapped } from '../services/read-capped.ts';

export { MAX_BODY_BYTES, MAX_RECORDING_BODY_BYTES } from '../../contract/request-limits.ts';

/** Thrown when a body exceeds its cap; the route answers 413. */
export class BodyTooLarge extends Error {}

async function readLimited(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw new BodyTooLarge();
  const text = await readCapped(request.body, limit);
  if (text === null) throw new BodyTooLarge();
  return text;
}

/** Stripe's events carry whole objects (a subscription with its items): more than a widget call's body. */
export const MAX_WEBHOOK_BODY_BYTES = 512 * 1024;

/** The body as received, byte for byte (a webhook's signature covers the exact bytes). */
export function readTextBody(context: Context, limit: number): Promise<string> {
  return readLimited(context.req.raw, limit);
}

/** The parsed JSON body; undefined when the request has none. */
export async function readJsonBody(context: Context, limit: number): Promise<Outcome<unknown>> {
  const text = await readLimited(context.req.raw, limit);
  if (text.length === 0) return success(undefined);
  const type = (context.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    return failure('invalid', 'The request body must be JSON, sent as Content-Type: application/json.');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return failure('invalid', 'The request body is not valid JSON.');
  }
  if (!nestsWithin(parsed, MAX_JSON_DEPTH)) {
    return failure('invalid', `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`);
  }
  return success(parsed);
}
