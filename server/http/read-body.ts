/**
 * Reads a request body defensively: a size cap enforced while streaming (a lying or absent Content-Length
 * cannot get past it), `application/json` required, JSON parsed, and nesting depth limited so a deeply
 * nested body cannot exhaust the stack of whatever walks it later.
 */
import type { Context } from 'hono';
import { failure, type Outcome, success } from '../services/outcome.ts';

/** Every call's body cap (issue 19 §3), except the recording upload's. */
export const MAX_BODY_BYTES = 64 * 1024;
/** Recordings are deflated rrweb events, base64: a longer session needs more. */
export const MAX_RECORDING_BYTES = 8 * 1024 * 1024;
/** Deeper than any payload of the contract (session results nest about 6 levels). */
export const MAX_JSON_DEPTH = 32;

/** Thrown when a body exceeds its cap; the route answers 413. */
export class BodyTooLarge extends Error {}

function depthWithin(value: unknown, limit: number): boolean {
  // Iterative, so the check itself cannot overflow the stack it protects.
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth > limit) return false;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return true;
}

async function readLimited(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw new BodyTooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
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
  if (!depthWithin(parsed, MAX_JSON_DEPTH)) {
    return failure('invalid', `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`);
  }
  return success(parsed);
}
