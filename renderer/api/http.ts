/**
 * The transport under every call: builds the request once (URL, headers, body), sends it with a timeout,
 * repeats it on transient failures when the call allows, and turns the answer into data or an ApiError.
 */
import * as v from 'valibot';
import { MAX_ANSWER_CHARS } from '../../contract/answer-limits.ts';
import type { CallDefinition } from '../../contract/call-definition.ts';
import type { CallName } from '../../contract/call-table.ts';
import { ownEntries } from '../../contract/schemas/own-entries.ts';
import { ApiError, httpError } from './api-error.ts';
import type { EarlyResponses, SentRequest } from './early-answer.ts';
import { buildHeaders, type ClientIdentity, callUrl, type UrlParts } from './request-parts.ts';
import { backoffMs, isRetryable, MAX_ATTEMPTS, type Sleep } from './retry.ts';
import { safeStringify } from './safe-json.ts';

// Captured at load: a host page may replace JSON.parse later.
const parseJson = JSON.parse;

export type { ClientIdentity } from './request-parts.ts';

/** Per-attempt timeout unless the call or the caller says otherwise. */
export const DEFAULT_TIMEOUT_MS = 15_000;

export interface TransportConfig {
  apiBase: string;
  appId: string;
  getIdentity: () => ClientIdentity;
  fetch: typeof fetch;
  sleep: Sleep;
  timeoutMs: number;
  /** Answers already on their way for a request (the loader's embed request): see early-answer.ts. */
  early?: EarlyResponses | undefined;
}

/** What a caller may add to one call. */
export interface CallOptions {
  /** Overrides the per-attempt timeout. */
  timeoutMs?: number;
  /** Aborting it ends the call with an ApiError of kind 'aborted'. */
  signal?: AbortSignal;
  /**
   * Sends with fetch's `keepalive`, so the request outlives the page (the browser refuses bodies over 64 KiB
   * in flight). Sent once, without retries: the caller (the delivery queue) decides what a failure means.
   */
  keepalive?: boolean;
}

export interface SendOptions extends CallOptions, UrlParts {
  /** The payload, sent as JSON; undefined sends no body. */
  body?: unknown;
  idempotencyKey?: string;
}

/** Sends one call of the table and resolves with its validated answer, or rejects with an ApiError. */
export type Send = <T>(call: CallDefinition<T, CallName>, options?: SendOptions) => Promise<T>;

/** An error body of the documented shape. */
const ERROR_BODY_SCHEMA = v.object({ message: v.string() });

/** The `message` of an error body, when the body is JSON of the documented shape. */
function serverMessage(text: string): string | null {
  try {
    const parsed = v.safeParse(ownEntries(ERROR_BODY_SCHEMA), parseJson(text));
    return parsed.success && parsed.output.message.trim() !== '' ? parsed.output.message : null;
  } catch {
    return null;
  }
}

function describeCause(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}

/** Reads an answer's text into the call's data, or throws the ApiError a malformed one is. */
export function parseAnswer<T>(call: CallDefinition<T, CallName>, status: number, text: string): T {
  const schema = ownEntries(call.answer);
  const malformed = (message: string, code: ApiError['code'] = 'MALFORMED_ANSWER') =>
    new ApiError({ kind: 'malformed', status, code, message, call: call.name });
  // Refused unread: parsing, checking and drawing megabytes would freeze the host page (contract/answer-limits.ts).
  if (text.length > MAX_ANSWER_CHARS)
    throw malformed(
      `Answer from ${call.name} too large: ${text.length} characters, the limit is ${MAX_ANSWER_CHARS}`,
    );
  let json: unknown;
  try {
    json = parseJson(text);
  } catch {
    // A body that is not JSON is no body, which an answer the widget does not read (NO_ANSWER: an empty 204, a
    // plain-text OK) or reads leniently (a money action's, spec §7 "not shown") takes; any other is malformed.
    if (!v.is(schema, undefined)) throw malformed(`Malformed answer from ${call.name}: the body is not JSON`);
  }
  const parsed = v.safeParse(schema, json);
  if (parsed.success) return parsed.output;
  const [issue] = parsed.issues;
  const path = v.getDotPath(issue) ?? '';
  const mapped = call.answerIssueErrors?.[path];
  const detail = `${path === '' ? '(root)' : path}: ${issue.message}`;
  throw malformed(`Malformed answer from ${call.name}: ${detail}`, mapped?.code);
}

interface Attempt {
  /** What is sent: every attempt repeats it exactly. */
  request: SentRequest;
  keepalive: boolean;
  timeoutMs: number;
  signal: AbortSignal | undefined;
}

async function attemptOnce<T>(
  config: TransportConfig,
  call: CallDefinition<T, CallName>,
  attempt: Attempt,
): Promise<T> {
  const name = call.name;
  const aborted = () =>
    new ApiError({
      kind: 'aborted',
      status: null,
      code: 'ABORTED',
      message: `${name} was aborted`,
      call: name,
    });
  if (attempt.signal?.aborted) throw aborted();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, attempt.timeoutMs);
  const onCallerAbort = () => controller.abort();
  attempt.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const failure = (cause: unknown): ApiError => {
    if (timedOut) {
      const message = `${name} timed out after ${attempt.timeoutMs} ms`;
      return new ApiError({ kind: 'timeout', status: null, code: 'TIMEOUT', message, call: name, cause });
    }
    if (attempt.signal?.aborted) return aborted();
    const message = `Network error calling ${name}: ${describeCause(cause)}`;
    return new ApiError({ kind: 'network', status: null, code: 'NETWORK_ERROR', message, call: name, cause });
  };
  // A page's fetch wrapper may drop the signal: the attempt ends on abort whether or not the fetch obeys.
  const abandoned = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
  });
  abandoned.catch(() => {});
  try {
    let response: Response;
    let text: string;
    try {
      const { url, method, headers, body } = attempt.request;
      // The loader may have sent this very request already (early-answer.ts): its response is this one's.
      const pending =
        config.early?.(attempt.request) ??
        config.fetch(url, {
          method,
          headers,
          ...(body === undefined ? {} : { body }),
          ...(attempt.keepalive ? { keepalive: true } : {}),
          signal: controller.signal,
        });
      response = await Promise.race([pending, abandoned]);
      text = await Promise.race([response.text(), abandoned]);
    } catch (cause) {
      throw failure(cause);
    }
    if (!response.ok) {
      const retryAfter = response.headers.get('retry-after');
      throw httpError(name, response.status, serverMessage(text), call.statusErrors, retryAfter);
    }
    return parseAnswer(call, response.status, text);
  } finally {
    clearTimeout(timer);
    attempt.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/** Creates the function every call goes through. */
export function createTransport(config: TransportConfig): Send {
  return async <T>(call: CallDefinition<T, CallName>, options: SendOptions = {}): Promise<T> => {
    const body = options.body === undefined ? undefined : safeStringify(options.body);
    // Built once, so every attempt repeats exactly the same request (same body, same key).
    const attempt: Attempt = {
      request: {
        url: callUrl(config.apiBase, config.appId, call.path, options),
        method: call.method,
        headers: buildHeaders(config.appId, config.getIdentity(), {
          json: body !== undefined,
          idempotencyKey: options.idempotencyKey,
        }),
        body,
      },
      keepalive: options.keepalive ?? false,
      timeoutMs: options.timeoutMs ?? call.timeoutMs ?? config.timeoutMs,
      signal: options.signal,
    };
    const attempts = call.retry === 'transient' && !options.keepalive ? MAX_ATTEMPTS : 1;
    for (let n = 1; ; n++) {
      try {
        return await attemptOnce(config, call, attempt);
      } catch (error) {
        if (!(error instanceof ApiError) || n >= attempts || !isRetryable(error)) throw error;
        await config.sleep(backoffMs(n));
      }
    }
  };
}
