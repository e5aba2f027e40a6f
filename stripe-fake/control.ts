/**
 * The fake's control API for tests and the demo, under /__fake/ (JSON in and out; never part of Stripe's):
 *
 *   POST   /__fake/reset               {now?}                     empty everything, set the clock
 *   POST   /__fake/seed                FakeSeed                   objects in one call → their ids
 *   GET    /__fake/clock                                          {now}
 *   POST   /__fake/clock/advance       {seconds} | {to}           run what falls due → {now}
 *   GET    /__fake/requests                                       what /v1 received (RequestRecord[])
 *   DELETE /__fake/requests
 *   POST   /__fake/faults              {path, method?, kind, times?}   kind: error | timeout | drop
 *   DELETE /__fake/faults
 *   POST   /__fake/webhook-endpoints   {url, secret?, enabled_events?} → {id, url, secret}
 *   POST   /__fake/webhooks/flush                                 wait for queued deliveries → deliveries
 *   GET    /__fake/webhook-deliveries
 */
import { advanceClock } from './billing/clock.ts';
import type { Engine } from './engine.ts';
import { StripeFakeError } from './errors.ts';
import type { ApiDeps } from './http/api-request.ts';
import type { Fault } from './http/faults.ts';
import { applySeed, type FakeSeed } from './seed.ts';
import type { Webhooks } from './webhooks.ts';

export interface ControlDeps extends ApiDeps {
  engine: Engine;
  webhooks: Webhooks;
}

export class ControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function seedContext(engine: Engine) {
  // Seeding raises no events: the objects were there before anyone listened.
  return { ...engine.ctx(null), emit: () => undefined };
}

type Body = Record<string, unknown>;

export async function handleControl(
  deps: ControlDeps,
  method: string,
  path: string,
  body: Body,
): Promise<unknown> {
  const { engine } = deps;
  const route = `${method} ${path}`;
  switch (route) {
    case 'POST /__fake/reset': {
      engine.reset(typeof body.now === 'number' ? body.now : Math.floor(Date.now() / 1000));
      deps.idempotency.clear();
      deps.faults.clear();
      deps.log.length = 0;
      deps.webhooks.reset();
      return { now: engine.state.now };
    }
    case 'POST /__fake/seed':
      try {
        return applySeed(seedContext(engine), body as FakeSeed);
      } catch (error) {
        if (error instanceof StripeFakeError) throw new ControlError(400, error.message);
        throw error;
      }
    case 'GET /__fake/clock':
      return { now: engine.state.now };
    case 'POST /__fake/clock/advance': {
      const to = typeof body.to === 'number' ? body.to : engine.state.now + Number(body.seconds ?? 0);
      if (!Number.isFinite(to) || to < engine.state.now)
        throw new ControlError(400, 'The clock only moves forward');
      advanceClock(engine.ctx(null), Math.floor(to));
      return { now: engine.state.now };
    }
    case 'GET /__fake/requests':
      return deps.log;
    case 'DELETE /__fake/requests':
      deps.log.length = 0;
      return { cleared: true };
    case 'POST /__fake/faults': {
      const fault = body as unknown as Fault;
      if (!['error', 'timeout', 'drop'].includes(fault.kind) || typeof fault.path !== 'string')
        throw new ControlError(400, 'A fault needs a path and a kind (error, timeout or drop)');
      deps.faults.add(fault);
      return { added: fault };
    }
    case 'DELETE /__fake/faults':
      deps.faults.clear();
      return { cleared: true };
    case 'POST /__fake/webhook-endpoints': {
      if (typeof body.url !== 'string') throw new ControlError(400, 'A webhook endpoint needs a url');
      const endpoint = deps.webhooks.register({
        url: body.url,
        ...(typeof body.secret === 'string' ? { secret: body.secret } : {}),
        ...(Array.isArray(body.enabled_events) ? { enabledEvents: body.enabled_events as string[] } : {}),
      });
      return { id: endpoint.id, url: endpoint.url, secret: endpoint.secret };
    }
    case 'POST /__fake/webhooks/flush':
      await deps.webhooks.flush();
      return deps.webhooks.deliveries();
    case 'GET /__fake/webhook-deliveries':
      return deps.webhooks.deliveries();
    default:
      throw new ControlError(404, `No control route ${route}`);
  }
}
