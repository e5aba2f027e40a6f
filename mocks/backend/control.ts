/**
 * The control API under /__mock/ (never part of the product): tests and the playground reset and seed the
 * backend, read what it received, inject faults and pin its clock — the same over msw and the Node server.
 */
import * as v from 'valibot';
import type { MockBackend } from './backend.ts';
import { parseFaultRules } from './faults.ts';
import { listIssues } from './issues.ts';
import { fail, ok, readJsonBody } from './responses.ts';
import { MockSeedError } from './seed-schema.ts';
import { snapshotApp } from './snapshot.ts';
import type { MockRequest, MockResponse } from './types.ts';

interface ControlRoute {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  handle(backend: MockBackend, query: Record<string, string>, body: unknown): MockResponse;
}

const ClockBodySchema = v.union([
  v.object({ now: v.nullable(v.pipe(v.string(), v.isoTimestamp('now must be an ISO date-time or null'))) }),
  v.object({ advanceMs: v.pipe(v.number(), v.minValue(0)) }),
]);

function errorMessage(error: unknown): string {
  if (error instanceof MockSeedError || error instanceof Error) return error.message;
  return String(error);
}

const CONTROL_ROUTES: readonly ControlRoute[] = [
  {
    method: 'POST',
    path: '/__mock/reset',
    handle(backend) {
      backend.reset();
      return ok({ reset: true, apps: backend.apps().map((app) => app.appId) });
    },
  },
  {
    method: 'POST',
    path: '/__mock/load',
    handle(backend, _query, body) {
      try {
        const app = backend.load(body);
        return ok({
          appId: app.appId,
          blueprints: app.blueprints.map((blueprint) => blueprint._id),
          customers: app.customers.map((record) => ({ provider: record.provider, id: record.customer.id })),
        });
      } catch (error) {
        return fail(400, errorMessage(error));
      }
    },
  },
  {
    method: 'GET',
    path: '/__mock/requests',
    handle: (backend, query) =>
      ok(
        backend
          .requests()
          .filter((request) => !query.path || request.path.startsWith(query.path))
          .filter((request) => !query.method || request.method === query.method.toUpperCase()),
      ),
  },
  {
    method: 'DELETE',
    path: '/__mock/requests',
    handle(backend) {
      backend.clearRequests();
      return ok({ cleared: true });
    },
  },
  {
    method: 'GET',
    path: '/__mock/emails',
    handle: (backend, query) => ok(backend.emails().filter((email) => !query.to || email.to === query.to)),
  },
  { method: 'GET', path: '/__mock/faults', handle: (backend) => ok(backend.faults.list()) },
  {
    method: 'POST',
    path: '/__mock/faults',
    handle(backend, _query, body) {
      try {
        backend.faults.add(parseFaultRules(body));
      } catch (error) {
        return fail(400, errorMessage(error));
      }
      return ok(backend.faults.list());
    },
  },
  {
    method: 'DELETE',
    path: '/__mock/faults',
    handle(backend) {
      backend.faults.clear();
      return ok([]);
    },
  },
  {
    method: 'GET',
    path: '/__mock/state',
    handle: (backend, query) =>
      ok({
        apps: backend
          .apps()
          .filter((app) => !query.appId || app.appId === query.appId)
          .map(snapshotApp),
      }),
  },
  {
    method: 'GET',
    path: '/__mock/clock',
    handle: (backend) => ok({ now: backend.clock.now().toISOString() }),
  },
  {
    method: 'POST',
    path: '/__mock/clock',
    handle(backend, _query, body) {
      const parsed = v.safeParse(ClockBodySchema, body);
      if (!parsed.success) return fail(400, `Invalid clock body: ${listIssues(parsed.issues).join('; ')}`);
      if ('advanceMs' in parsed.output) backend.clock.advance(parsed.output.advanceMs);
      else backend.clock.set(parsed.output.now === null ? null : new Date(parsed.output.now));
      return ok({ now: backend.clock.now().toISOString() });
    },
  },
];

/** Answers a /__mock/ request. */
export function handleControl(backend: MockBackend, request: MockRequest): MockResponse {
  const method = request.method.toUpperCase();
  const path = request.path.replace(/\/+$/, '');
  const candidates = CONTROL_ROUTES.filter((route) => route.path === path);
  const route = candidates.find((candidate) => candidate.method === method);
  if (!route)
    return candidates.length > 0 ? fail(405, 'Method not allowed.') : fail(404, 'Unknown control call.');
  const body = readJsonBody(request.body);
  if (!body.ok) return body.response;
  return route.handle(backend, request.query ?? {}, body.value);
}
