/**
 * Test harness for the flow's state: a fake API client recording every call, and a loaded flow built from
 * wire objects parsed by the real schemas. Only `*.test.ts` files import this module.
 */
import * as v from 'valibot';
import { type Mock, vi } from 'vitest';
import {
  type Blueprint,
  BlueprintSchema,
  BrandingSchema,
  type Customer,
  type EmbedAnswer,
  type OfferInput,
  ProviderSettingsSchema,
  type StepInput,
} from '../../../contract/schemas/index.ts';
import type { ApiClient } from '../../api/client.ts';
import { customer, subscription } from '../../domain/sample-data.testing.ts';
import { type InitOptions, parseInitOptions } from '../init-options.ts';
import { loadFlow, scheduleLoadChecks, startFlow } from './load.ts';
import { resetNavigationGuard } from './navigate.ts';
import { flowRuntime, setFlowRuntime } from './runtime.ts';
import { type FlowData, flow, resetFlow, setFlowData } from './store.ts';

export const FAKE_NOW = new Date('2025-03-15T12:00:00.000Z');

export function fakeApi(overrides: Partial<Record<keyof ApiClient, Mock>> = {}) {
  const ok = (value: unknown = {}) => vi.fn(async () => value);
  const api = {
    apiBase: 'https://api.test',
    loadEmbed: ok(),
    loadEmbedLite: ok(),
    getCustomer: vi.fn(async () => flow.customer),
    getBranding: ok(),
    resume: ok({}),
    applyDiscount: ok({}),
    extendTrial: ok({}),
    pause: ok({}),
    updatePlan: ok({}),
    cancel: ok({}),
    getFailedPayments: ok([]),
    getSetupIntent: ok({ client_secret: 'seti_secret' }),
    updateBilling: ok({}),
    checkIdentity: ok(undefined),
    verifyIdentity: ok({ hmac: 'h', customerId: 'c' }),
    sendSessionResults: ok({ _id: 'session_1' }),
    uploadRecording: ok(undefined),
    trackEvent: ok(undefined),
    updateCustomer: ok(undefined),
    createIssue: ok(undefined),
    logError: ok(undefined),
    log: ok(undefined),
    ...overrides,
  };
  return api;
}

export type FakeApi = ReturnType<typeof fakeApi>;

/** Backend data for a test flow: the blueprint, the schemas' defaults for branding and settings, no catalog. */
export function testFlowData(blueprint: Blueprint, overrides: Partial<FlowData> = {}): FlowData {
  return {
    blueprint,
    branding: v.parse(BrandingSchema, {}),
    coupons: [],
    testCoupons: [],
    sessions: [],
    offerPlans: [],
    testPlans: [],
    orgPlanSettings: [],
    segment: null,
    orgTranslations: {},
    orgProviderSettings: v.parse(ProviderSettingsSchema, {}),
    dynamicOffers: null,
    customerAttributes: {},
    skipped: blueprint.skipped,
    ...overrides,
  };
}

export function step(input: StepInput): StepInput {
  return input;
}

export function offerStep(guid: string, offer: OfferInput, next: string | null = null): StepInput {
  return { guid, stepType: 'OFFER', offer, defaultNextStep: next };
}

/** The flow's runtime for a test: the identity and `init` checked as a host's, `api`, no waiting, a fixed draw. */
function setTestRuntime(
  init: Record<string, unknown> | undefined,
  api: FakeApi,
  clock: { now: () => Date; newKey: () => string },
): void {
  const parsed = parseInitOptions({ appId: 'app_test', customerId: 'cus_1', authHash: 'h', ...init });
  if (!parsed.ok) throw new Error(parsed.message);
  setFlowRuntime({
    options: parsed.options,
    api: api as unknown as ApiClient,
    sleep: () => Promise.resolve(),
    random: () => 0.5,
    ...clock,
  });
}

/** Loads a flow the way loadFlow would, with a fake api and a fixed clock; returns the api. */
export function loadTestFlow(options: {
  steps: StepInput[];
  customer?: Customer | null;
  init?: Partial<InitOptions>;
  api?: FakeApi;
  /** The rest of the embed answer (plans, coupons, ...), when a test needs some. */
  data?: Partial<FlowData>;
}): FakeApi {
  const api = options.api ?? fakeApi();
  let tick = 0;
  let keys = 0;
  setTestRuntime(options.init, api, {
    now: () => new Date(FAKE_NOW.getTime() + 1000 * tick++),
    newKey: () => `key_${++keys}`,
  });
  resetFlow('session_key');
  const blueprint = v.parse(BlueprintSchema, { _id: 'bp_1', steps: options.steps });
  setFlowData(
    testFlowData(blueprint, options.data),
    options.customer === undefined ? customer([subscription()]) : options.customer,
  );
  flow.loadState = 'LOADED';
  flow.isVisible = true;
  const runtime = flowRuntime();
  if (!runtime) throw new Error('runtime not set');
  startFlow(runtime);
  // What the view does once it renders the loaded flow (cancel-flow-view.tsx).
  scheduleLoadChecks(flow.sessionKey);
  return api;
}

/**
 * Loads a flow through loadFlow itself, as show() does: the fake api answers the embed call with `steps`, the
 * rest of `data` and a customer with one subscription; the clock stands at FAKE_NOW.
 */
export async function loadThroughApi(options: {
  steps: StepInput[];
  /** Init options beyond the identity, as a host passes them (checked by parseInitOptions). */
  init?: Record<string, unknown>;
  data?: Partial<FlowData>;
  /** What the embed call throws before it answers, one per call (a load that fails, then is tried again). */
  failFirst?: unknown[];
}): Promise<FakeApi> {
  const blueprint = v.parse(BlueprintSchema, { _id: 'bp_1', steps: options.steps });
  const answer = {
    ...testFlowData(blueprint, options.data),
    customer: customer([subscription()]),
    externalData: null,
  } as EmbedAnswer;
  const failures = [...(options.failFirst ?? [])];
  const api = fakeApi({
    loadEmbed: vi.fn(async () => {
      if (failures.length) throw failures.shift();
      return answer;
    }),
  });
  setTestRuntime(options.init, api, { now: () => FAKE_NOW, newKey: () => 'key_1' });
  resetFlow('session_key');
  resetNavigationGuard();
  flow.isVisible = true;
  await loadFlow();
  return api;
}
