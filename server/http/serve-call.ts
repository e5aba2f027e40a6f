/**
 * One call of the contract as an HTTP route: identify the caller under the call's auth policy, read and
 * validate the body with the contract's schema, require an Idempotency-Key on money actions, run the
 * call's function, and turn its outcome into JSON — `{ message }` with the status of its reason on failure.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { CALL_POLICIES } from '../../contract/call-policies.ts';
import { API_CALLS, type CallName } from '../../contract/call-table.ts';
import { HEADERS, IDEMPOTENT_REPLAYED_HEADER } from '../../contract/headers.ts';
import { isRecord } from '../../contract/is-record.ts';
import { listIssues } from '../../contract/seed.ts';
import { identify } from '../services/caller.ts';
import type { ServiceDeps } from '../services/deps.ts';
import type { Outcome } from '../services/outcome.ts';
import { CALL_HANDLERS, type CallAnswer, type CallInput } from './call-handlers.ts';
import { clientIp } from './client-ip.ts';
import { MAX_BODY_BYTES, MAX_RECORDING_BODY_BYTES, readJsonBody } from './read-body.ts';
import { STATUS_OF } from './status-of.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function answerOutcome(context: Context, outcome: Outcome<unknown>, replayed = false): Response {
  if (replayed) context.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  if (outcome.ok) return context.json((outcome.value ?? {}) as object, 200);
  return context.json({ message: outcome.message }, STATUS_OF[outcome.reason]);
}

function header(context: Context, name: string): string | null {
  const value = context.req.header(name)?.trim();
  return value ? value : null;
}

function isReplayable(answer: CallAnswer): answer is Extract<CallAnswer, { replayed: boolean }> {
  return 'replayed' in answer;
}

const NOT_AN_OBJECT = {
  ok: false,
  reason: 'invalid',
  message: 'The request body must be a JSON object (or absent).',
} as const;

const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  isRecord(value) && !Array.isArray(value);

export function serveCall(
  deps: ServiceDeps,
  name: CallName,
  options: { proxyHops: number; publicOrigin: () => string },
) {
  const call = API_CALLS[name];
  const policy = CALL_POLICIES[name];
  const limit = name === 'uploadRecording' ? MAX_RECORDING_BODY_BYTES : MAX_BODY_BYTES;
  return async (context: Context): Promise<Response> => {
    const caller = await identify(
      policy.auth,
      {
        appId: header(context, HEADERS.appId),
        pathAppId: context.req.param('appId') ?? null,
        customerId: header(context, HEADERS.customerId),
        authHash: header(context, HEADERS.authHash),
        mode: header(context, HEADERS.mode),
        provider: header(context, HEADERS.provider),
        subscriptionId: header(context, HEADERS.subscriptionId),
      },
      deps.apps,
      deps.billing,
      deps.now(),
    );
    if (!caller.ok) return answerOutcome(context, caller);
    context.set('appId', caller.value.app.appId);

    // Every money action checks its Idempotency-Key first: a missing key is the answer whatever the body.
    let idempotencyKey = '';
    if (call.idempotent) {
      idempotencyKey = header(context, HEADERS.idempotencyKey) ?? '';
      if (!UUID.test(idempotencyKey)) {
        return answerOutcome(context, {
          ok: false,
          reason: 'invalid',
          message: 'Money actions need an Idempotency-Key header holding a UUID.',
        });
      }
      // A UUID's hex digits have no case: the same key written in capitals is the same intent.
      idempotencyKey = idempotencyKey.toLowerCase();
    }

    const body = await readJsonBody(context, limit);
    if (!body.ok) return answerOutcome(context, body);
    let payload: unknown;
    if (policy.payload) {
      // A call that sends no body at all (an empty POST) is read as {}: every field then has its default. A
      // body that is sent must be a JSON object: `null`, an array or a bare value is no request.
      const sent = body.value === undefined ? {} : body.value;
      if (!isJsonObject(sent)) return answerOutcome(context, NOT_AN_OBJECT);
      const parsed = v.safeParse(policy.payload, sent);
      if (!parsed.success) {
        return answerOutcome(context, {
          ok: false,
          reason: 'invalid',
          message: `Invalid request body: ${listIssues(parsed.issues).slice(0, 3).join('; ')}`,
        });
      }
      payload = parsed.output;
    }

    const input = {
      deps,
      caller: caller.value,
      payload,
      params: context.req.param() as Record<string, string>,
      query: context.req.query(),
      idempotencyKey,
      clientIp: clientIp(context, options.proxyHops),
      publicOrigin: options.publicOrigin(),
    } as CallInput<typeof name>;
    const handle = CALL_HANDLERS[name] as (input: CallInput<typeof name>) => Promise<CallAnswer>;
    const answer = await handle(input);
    return isReplayable(answer)
      ? answerOutcome(context, answer.outcome, answer.replayed)
      : answerOutcome(context, answer);
  };
}
