/**
 * Reads a request body defensively: a size cap enforced while streaming (a lying or absent Content-Length
 * cannot get past it), `application/json` required, JSON parsed, and nesting depth limited so a deeply
 * nested body cannot exhaust the stack of whatever walks it later.
 */
import type { IncomingMessage } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import { MAX_JSON_DEPTH, nestsWithin } from '../../contract/request-limits.ts';
import { failure, type Outcome, success } from '../services/outcome.ts';
import { readCapped } from '../services/read-capped.ts';
import { parseJsonText } from './request-text.ts';

export { MAX_BODY_BYTES, MAX_RECORDING_BODY_BYTES } from '../../contract/request-limits.ts';

/** Thrown when a body exceeds its cap; the app answers 413 with {@link BODY_TOO_LARGE_MESSAGE}. */
export class BodyTooLarge extends Error {}

export const BODY_TOO_LARGE_MESSAGE = 'The request body is too large.';

/**
 * Node's request as it arrives, capped: read from the socket without building a Web stream (the server's
 * busiest path). Past `limit` the rest is discarded unread and the answer (413) closes the connection.
 */
function readIncoming(incoming: IncomingMessage, limit: number): Promise<string | null> {
  if (incoming.readableEnded) return Promise.resolve('');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('close', onClose);
      incoming.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= limit) return void chunks.push(chunk);
      stop();
      incoming.resume();
      resolve(null);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks).toString('utf8'));
    };
    const onClose = () => {
      stop();
      reject(new Error('The client closed the request before its body ended.'));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('close', onClose);
    incoming.on('error', onError);
  });
}

async function readLimited(context: Context, limit: number): Promise<string> {
  const declared = Number(context.req.header('content-length') ?? '0');
  if (declared > limit) throw new BodyTooLarge();
  // Served by @hono/node-server the request is Node's; in-process (app.request) it is a Web Request.
  const incoming = (context.env as Partial<HttpBindings> | undefined)?.incoming;
  const text = incoming ? await readIncoming(incoming, limit) : await readCapped(context.req.raw.body, limit);
  if (text === null) throw new BodyTooLarge();
  return text;
}

/** Stripe's events carry whole objects (a subscription with its items): more than a widget call's body. */
export const MAX_WEBHOOK_BODY_BYTES = 512 * 1024;

/**
 * A dashboard request's body cap: a flow's draft is the largest (at most MAX_FLOW_CHARS of JSON, which the
 * editor checks), so a signed-in member cannot make the server buffer a body of any size.
 */
export const MAX_DASHBOARD_BODY_BYTES = 1024 * 1024;

/**
 * The cap on a sign-in route's body (better-auth's: an e-mail and a password, a new password, a name). Those
 * routes read the body themselves, whole, before anyone is signed in: without it a stranger could make the
 * server hold a body of any size in memory.
 */
export const MAX_AUTH_BODY_BYTES = 16 * 1024;

/**
 * A dashboard body as JSON (parseJsonText), or undefined when it is none; over `limit` it throws
 * BodyTooLarge (413).
 */
export async function readJson(context: Context, limit = MAX_DASHBOARD_BODY_BYTES): Promise<unknown> {
  const text = await readLimited(context, limit);
  try {
    return parseJsonText(text);
  } catch {
    return undefined;
  }
}

/** The body as received, byte for byte (a webhook's signature covers the exact bytes). */
export function readTextBody(context: Context, limit: number): Promise<string> {
  return readLimited(context, limit);
}

/** The parsed JSON body; undefined when the request has none. */
export async function readJsonBody(context: Context, limit: number): Promise<Outcome<unknown>> {
  const text = await readLimited(context, limit);
  if (text.length === 0) return success(undefined);
  const type = (context.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    return failure('invalid', 'The request body must be JSON, sent as Content-Type: application/json.');
  }
  let parsed: unknown;
  try {
    parsed = parseJsonText(text);
  } catch {
    return failure('invalid', 'The request body is not valid JSON.');
  }
  if (!nestsWithin(parsed, MAX_JSON_DEPTH)) {
    return failure('invalid', `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`);
  }
  return success(parsed);
}
