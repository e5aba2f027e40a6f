/**
 * An open-loop load generator on node:http: requests start on a fixed schedule (the target rate), whether
 * or not earlier ones have answered, and each latency is measured from its scheduled start — so a slow
 * server cannot slow the generator down and hide its own queueing (coordinated omission), which a
 * closed-loop tool with a fixed number of connections does by default. Loopback only, bounded in time.
 */
import { Agent, request } from 'node:http';

export interface LoadRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface LoadResult {
  sent: number;
  ok: number;
  errors: number;
  /** Status (or error name) → count, for what was not a 2xx. */
  failures: Record<string, number>;
  achievedRps: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** Requests are started in slices this far apart (a timer per request would cost more than it measures). */
const TICK_MS = 5;
const REQUEST_TIMEOUT_MS = 10_000;

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

export async function runOpenLoop(options: {
  baseUrl: string;
  rate: number;
  durationMs: number;
  next: (index: number) => LoadRequest;
}): Promise<LoadResult> {
  const url = new URL(options.baseUrl);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
    throw new Error(`The bench sends load to loopback only, not ${url.hostname}`);
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  let sent = 0;
  let ok = 0;
  const inFlight = new Set<Promise<void>>();
  const interval = 1_000 / options.rate;
  const started = performance.now();

  function fire(index: number, scheduledAt: number): void {
    const spec = options.next(index);
    const done = new Promise<void>((resolve) => {
      const finish = (failure: string | null) => {
        latencies.push(performance.now() - scheduledAt);
        if (failure) failures[failure] = (failures[failure] ?? 0) + 1;
        else ok += 1;
        resolve();
      };
      const req = request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: spec.method,
          path: spec.path,
          headers: { ...spec.headers, 'content-length': Buffer.byteLength(spec.body) },
          timeout: REQUEST_TIMEOUT_MS,
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            finish(res.statusCode && res.statusCode < 300 ? null : `HTTP ${res.statusCode}`),
          );
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (error) => finish(error.message));
      req.end(spec.body);
    });
    inFlight.add(done);
    done.then(() => inFlight.delete(done));
  }

  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const elapsed = performance.now() - started;
      const due = Math.min(Math.floor(elapsed / interval) + 1, Math.floor(options.durationMs / interval));
      while (sent < due) {
        fire(sent, started + sent * interval);
        sent += 1;
      }
      if (elapsed >= options.durationMs) {
        clearInterval(timer);
        resolve();
      }
    }, TICK_MS);
  });
  await Promise.all(inFlight);
  const elapsedS = (performance.now() - started) / 1_000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    sent,
    ok,
    errors: sent - ok,
    failures,
    achievedRps: ok / elapsedS,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? Number.NaN,
  };
}
