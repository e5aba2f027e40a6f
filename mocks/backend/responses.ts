import * as v from 'valibot';
import { MAX_JSON_DEPTH, nestsWithin } from '../../contract/request-limits.ts';
import { listIssues } from './issues.ts';
import { MESSAGES } from './messages.ts';
import type { MockResponse } from './types.ts';

const JSON_HEADERS = { 'content-type': 'application/json' };

/** A successful answer: the data itself, no envelope. */
export function ok(body: unknown, status = 200): MockResponse {
  return { status, headers: { ...JSON_HEADERS }, body };
}

/** An error answer: non-2xx with `{ message }`. */
export function fail(status: number, message: string): MockResponse {
  return { status, headers: { ...JSON_HEADERS }, body: { message } };
}

/** The result of reading a payload: its parsed value, or the 400 that answers it. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; response: MockResponse };

/** Validates a payload with its wire schema; a bad payload answers 400 naming each bad field. */
export function parsePayload<S extends v.GenericSchema>(schema: S, body: unknown): Parsed<v.InferOutput<S>> {
  const result = v.safeParse(schema, body ?? {});
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, response: fail(400, `Invalid request body: ${listIssues(result.issues).join('; ')}`) };
}

/**
 * Reads a JSON body the adapters pass as text; parsed values pass through. A body nested deeper than the
 * contract allows answers 400 here, before anything walks it recursively (copying it into the request log
 * would overflow the stack).
 */
export function readJsonBody(body: unknown): Parsed<unknown> {
  if (typeof body !== 'string') return { ok: true, value: body };
  if (body.trim() === '') return { ok: true, value: undefined };
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return { ok: false, response: fail(400, MESSAGES.malformedJson) };
  }
  if (!nestsWithin(value, MAX_JSON_DEPTH)) return { ok: false, response: fail(400, MESSAGES.nestedTooDeep) };
  return { ok: true, value };
}
