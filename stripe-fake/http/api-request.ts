/**
 * One request to the fake's /v1 API, as Stripe's front door handles it: the secret key checked, the
 * parameters decoded, an injected fault met, the Idempotency-Key honoured (replay or refusal), the route
 * run, the answer (or Stripe's error shape) written — or, for a `drop` fault, the connection cut after the
 * change was made.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Engine } from '../engine.ts';
import { errorPayload, idempotencyMismatch, injectedServerError, StripeFakeError } from '../errors.ts';
import { type ParamObject, ParamShapeError, parseParams } from '../form-params.ts';
import { newId } from '../ids.ts';
import type { Faults } from './faults.ts';
import { fingerprintOf, type IdempotencyStore, isStored } from './idempotency.ts';
import { matchRoute } from './router.ts';

/** What the fake received, for tests to assert "one write at Stripe". */
export interface RequestRecord {
  id: string;
  method: string;
  path: string;
  params: ParamObject;
  idempotencyKey: string | null;
  status: number | null;
  replayed: boolean;
  fault: string | null;
}

export interface ApiDeps {
  engine: Engine;
  idempotency: IdempotencyStore;
  faults: Faults;
  log: RequestRecord[];
  /** Requests held open by a `timeout` fault, answered never (closed on shutdown). */
  held: Set<ServerResponse>;
}

const TEST_KEY = /^Bearer (sk|rk)_test_\S+$/;

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string>): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body);
}

function run(
  deps: ApiDeps,
  method: string,
  path: string,
  params: ParamObject,
  record: RequestRecord,
): { status: number; body: string } {
  try {
    const match = matchRoute(method, path);
    if (!match)
      throw new StripeFakeError(404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${path}). The Stripe fake implements only what the adapter uses; see stripe-fake/README.md.`,
      });
    const ctx = deps.engine.ctx({ id: record.id, idempotencyKey: record.idempotencyKey });
    const result = match.route.handle({ ctx, params, path: match.path });
    return { status: 200, body: JSON.stringify(result, null, 2) };
  } catch (error) {
    if (error instanceof StripeFakeError)
      return { status: error.status, body: JSON.stringify(errorPayload(error), null, 2) };
    console.error('[stripe-fake] handler failed', error);
    const failure = new StripeFakeError(500, {
      type: 'api_error',
      message: `The Stripe fake failed: ${String(error)}`,
    });
    return { status: 500, body: JSON.stringify(errorPayload(failure)) };
  }
}

export function handleApiRequest(
  deps: ApiDeps,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  body: string,
): void {
  const method = req.method ?? 'GET';
  const path = url.pathname;
  const record: RequestRecord = {
    id: newId('request'),
    method,
    path,
    params: {},
    idempotencyKey: null,
    status: null,
    replayed: false,
    fault: null,
  };
  const headers: Record<string, string> = { 'request-id': record.id };
  const answer = (status: number, text: string, extra: Record<string, string> = {}) => {
    record.status = status;
    send(res, status, text, { ...headers, ...extra });
  };
  const fail = (error: StripeFakeError) => answer(error.status, JSON.stringify(errorPayload(error), null, 2));
  if (!TEST_KEY.test(req.headers.authorization ?? '')) {
    deps.log.push(record);
    const message = 'Invalid API Key provided. The Stripe fake takes test-mode keys (sk_test_…).';
    answer(401, JSON.stringify({ error: { type: 'invalid_request_error', message } }));
    return;
  }
  try {
    record.params = parseParams(method === 'POST' ? body : url.search.slice(1));
  } catch (error) {
    if (!(error instanceof ParamShapeError)) throw error;
    deps.log.push(record);
    fail(
      new StripeFakeError(400, { type: 'invalid_request_error', message: error.message, param: error.param }),
    );
    return;
  }
  const key = method === 'POST' ? ((req.headers['idempotency-key'] as string | undefined) ?? null) : null;
  record.idempotencyKey = key;
  if (key) headers['idempotency-key'] = key;
  deps.log.push(record);

  const fault = deps.faults.take(method, path);
  record.fault = fault;
  if (fault === 'error') {
    fail(injectedServerError());
    return;
  }
  if (fault === 'timeout') {
    deps.held.add(res);
    res.on('close', () => deps.held.delete(res));
    return;
  }
  const fingerprint = fingerprintOf(method, path, record.params);
  const stored = key ? deps.idempotency.get(key) : undefined;
  let result: { status: number; body: string };
  if (stored && key) {
    if (stored.fingerprint !== fingerprint) {
      fail(idempotencyMismatch(key));
      return;
    }
    record.replayed = true;
    headers['idempotent-replayed'] = 'true';
    headers['original-request'] = stored.requestId;
    result = { status: stored.status, body: stored.body };
  } else {
    result = run(deps, method, path, record.params, record);
    const type =
      result.status >= 400
        ? (JSON.parse(result.body) as { error?: { type?: string } }).error?.type
        : undefined;
    if (key && isStored(result.status, type))
      deps.idempotency.set(key, {
        fingerprint,
        status: result.status,
        body: result.body,
        requestId: record.id,
      });
  }
  if (fault === 'drop') {
    // The change is made (and its answer kept for a replay); the client never hears of it.
    record.status = result.status;
    req.socket.destroy();
    return;
  }
  answer(result.status, result.body);
}
