/**
 * Assertions on answers, in the contract's terms: a 2xx answer is JSON of the call's schema (docs/api.md
 * "Conventions"); an error is a non-2xx JSON `{ message }` (docs/api.md "Errors", contract/errors.ts).
 */
import * as v from 'valibot';
import { expect } from 'vitest';
import { ErrorBodySchema } from '../../../../contract/errors.ts';
import type { Reply } from './contract-client.ts';

function describeReply(reply: Reply): string {
  return `HTTP ${reply.status}: ${reply.text.slice(0, 300)}`;
}

function expectJsonContentType(reply: Reply): void {
  expect(reply.headers.get('content-type') ?? '', describeReply(reply)).toMatch(/^application\/json\b/i);
}

/** A 2xx JSON answer that passes the call's answer schema; returns the parsed answer. */
export function expectAnswer<TSchema extends v.GenericSchema>(
  reply: Reply,
  schema: TSchema,
): v.InferOutput<TSchema> {
  expect(reply.status, describeReply(reply)).toBeGreaterThanOrEqual(200);
  expect(reply.status, describeReply(reply)).toBeLessThan(300);
  expectJsonContentType(reply);
  const parsed = v.safeParse(schema, reply.json);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = issue ? v.getDotPath(issue) : null;
    throw new Error(
      `The answer does not pass its schema at ${where ?? '(root)'}: ${issue?.message}\n${describeReply(reply)}`,
    );
  }
  return parsed.output;
}

/** Any 2xx: for calls whose answer the widget does not read ("not read" in docs/api.md). */
export function expectAccepted(reply: Reply): void {
  expect(reply.status, describeReply(reply)).toBeGreaterThanOrEqual(200);
  expect(reply.status, describeReply(reply)).toBeLessThan(300);
}

/**
 * A refusal: the given status (or, where the contract only says "4xx", any client error) with a JSON
 * `{ message }` holding a readable sentence. Returns the message.
 */
export function expectError(reply: Reply, status: number | '4xx'): string {
  if (status === '4xx') {
    expect(reply.status, describeReply(reply)).toBeGreaterThanOrEqual(400);
    expect(reply.status, describeReply(reply)).toBeLessThan(500);
  } else {
    expect(reply.status, describeReply(reply)).toBe(status);
  }
  expectJsonContentType(reply);
  const body = v.safeParse(ErrorBodySchema, reply.json);
  expect(body.success, `an error body is { message }: ${describeReply(reply)}`).toBe(true);
  const message = body.success ? body.output.message : '';
  expect(message.trim().length, describeReply(reply)).toBeGreaterThan(0);
  return message;
}
