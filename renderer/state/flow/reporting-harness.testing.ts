/**
 * Test harness for the session's reporting: the real store and actions, the real API client over a fake
 * fetch that answers like the backend and logs every request, a clock the test moves, and host callbacks as
 * spies. Only `*.test.ts` files import this module.
 */
import * as v from 'valibot';
import { vi } from 'vitest';
import {
  BlueprintSchema,
  type CustomerInput,
  CustomerSchema,
  type StepInput,
} from '../../../contract/schemas/index.ts';
import { jsonResponse, type SentRequest, sentRequest } from '../../api/api.testing.ts';
import { createApiClient } from '../../api/client.ts';
import { type InitOptions, parseInitOptions } from '../init-options.ts';
import { deliveryQueue } from '../reporting/deliver.ts';
import { preloadDelivery, resetLazyDelivery } from '../reporting/lazy-delivery.ts';
import { testFlowData } from './flow-harness.testing.ts';
import { resetFiledIssues } from './issues.ts';
import { scheduleLoadChecks, startFlow } from './load.ts';
import { resetNavigationGuard } from './navigate.ts';
import { type FlowRuntime, setFlowRuntime } from './runtime.ts';
import { resetSessionReporting } from './session-results.ts';
import { type FlowData, flow, resetFlow, setFlowData } from './store.ts';

/** The upload token the fake backend answers every session with. */
export const UPLOAD_TOKEN = 'hfu1.1.harness-token';

export const T0 = new Date('2025-03-15T12:00:00.000Z');

/** Unix seconds, as providers send them. */
const unix = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** An active monthly Stripe subscription (USD 29), period 2025-03-01 → 2025-04-01. */
export function customerWire(overrides: Partial<CustomerInput> = {}): CustomerInput {
  return {
    id: 'cus_1',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    subscriptions: {
      data: [
        {
          id: 'sub_1',
          status: 'active',
          start_date: unix('2024-01-01T00:00:00Z'),
          current_period_start: unix('2025-03-01T00:00:00Z'),
          current_period_end: unix('2025-04-01T00:00:00Z'),
          items: {
            data: [
              {
                id: 'si_1',
                price: {
                  id: 'price_pro',
                  currency: 'usd',
                  unit_amount: 2900,
                  recurring: { interval: 'month' },
                },
              },
            ],
          },
        },
      ],
    },
    ...overrides,
  };
}

export interface FlowHarness {
  runtime: FlowRuntime;
  /** Every request the client sent, in order. */
  requests: SentRequest[];
  fetch: ReturnType<typeof vi.fn>;
  /** Moves the clock on. */
  advance(ms: number): void;
  /** Milliseconds since T0 (what the bounce guard is given). */
  nowMs(): number;
  /** The session results bodies the backend received, as sent. */
  sessionPosts(): unknown[];
  /** The create-issue bodies the backend received, as sent. */
  issuesSent(): unknown[];
  /** Lets queued deliveries settle. */
  settle(): Promise<void>;
}

export interface FlowSetup {
  steps: StepInput[];
  customer?: CustomerInput;
  init?: Partial<InitOptions>;
  data?: Partial<Omit<FlowData, 'blueprint'>>;
  blueprint?: { discountCooldown?: number | null; pauseCooldown?: number | null };
  /** Answers a request instead of the default backend. */
  answer?: (request: SentRequest) => Response | undefined;
  sessionKey?: string;
  /** False: the flow is started but no view has rendered it yet (default true: the view schedules the checks). */
  viewRendered?: boolean;
}

function defaultAnswer(request: SentRequest, customer: CustomerInput): Response {
  const path = request.url.pathname;
  if (path.startsWith('/api/sessions') && request.method === 'POST')
    return jsonResponse({ _id: 'sess_1', uploadToken: UPLOAD_TOKEN });
  if (path.includes('/stripe/')) return jsonResponse({ subscription: customer.subscriptions?.data[0] });
  if (path.endsWith('/embed/customer')) return jsonResponse(customer);
  return jsonResponse({});
}

/** Loads a flow as loadFlow would (steps, customer, options) and starts it at its first position. */
export function startTestFlow(setup: FlowSetup): FlowHarness {
  let elapsed = 0;
  const requests: SentRequest[] = [];
  const customer = setup.customer ?? customerWire();
  const fetch = vi.fn(async (...args: Parameters<typeof globalThis.fetch>) => {
    const request = sentRequest(args);
    requests.push(request);
    return setup.answer?.(request) ?? defaultAnswer(request, customer);
  });
  const parsed = parseInitOptions({
    appId: 'app_test',
    customerId: 'cus_1',
    authHash: 'hash_1',
    apiBase: 'https://api.test',
    ...setup.init,
  });
  if (!parsed.ok) throw new Error(parsed.message);
  const options = parsed.options;
  const api = createApiClient({
    apiBase: options.apiBase ?? null,
    appId: options.appId ?? 'app_test',
    fetch,
    sleep: () => Promise.resolve(),
    getIdentity: () => ({
      authHash: options.authHash ?? null,
      customerId: options.customerId ?? null,
      subscriptionId: null,
      mode: options.mode,
      provider: options.provider,
    }),
  });
  let keys = 0;
  const runtime: FlowRuntime = {
    options,
    api,
    now: () => new Date(T0.getTime() + elapsed),
    sleep: () => Promise.resolve(),
    random: () => 0.5,
    newKey: () => `intent_${++keys}`,
  };
  setFlowRuntime(runtime);
  resetSessionReporting();
  resetFiledIssues();
  resetNavigationGuard();
  deliveryQueue().clear();
  resetLazyDelivery();
  resetFlow(setup.sessionKey ?? 'sk_test');
  const blueprint = v.parse(BlueprintSchema, { _id: 'bp_1', steps: setup.steps, ...setup.blueprint });
  setFlowData(testFlowData(blueprint, setup.data), options.lite ? null : v.parse(CustomerSchema, customer));
  flow.loadState = 'LOADED';
  flow.isVisible = true;
  startFlow(runtime);
  // What the view does once it renders the loaded flow (cancel-flow-view.tsx).
  if (setup.viewRendered !== false) scheduleLoadChecks(flow.sessionKey);
  return {
    runtime,
    requests,
    fetch,
    advance: (ms) => {
      elapsed += ms;
    },
    nowMs: () => elapsed,
    sessionPosts: () =>
      requests
        .filter((request) => request.url.pathname.startsWith('/api/sessions') && request.method === 'POST')
        .map((request) => request.body),
    issuesSent: () =>
      requests
        .filter((request) => request.url.pathname === '/api/orgs/create-issue')
        .map((request) => request.body),
    settle: async () => {
      // The delivery chunk, as the widget loads it after the first step: waiting jobs are handed over.
      await preloadDelivery();
      for (let i = 0; i < 10; i++) await Promise.resolve();
      await new Promise((resolve) => setTimeout(resolve, 0));
      // The checks made once the first step is painted (load-checks.ts), in their chunk.
      await import('./load-checks.ts');
      for (let i = 0; i < 10; i++) await Promise.resolve();
    },
  };
}
