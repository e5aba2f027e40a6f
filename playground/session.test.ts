import { describe, expect, it } from 'vitest';
import { FIXTURE_GRACE_PERIOD_DAYS } from '../fixtures/catalog/failed-invoices.ts';
import { blueprintFixtures, customerFixtures, MOCK_APP_ID } from '../fixtures/index.ts';
import { HEADERS, type MockBackend } from '../mocks/backend/index.ts';
import type { InitOptions } from '../renderer/state/init-options.ts';
import { FakeStripe } from '../renderer/views/walls/fake-stripe.testing.ts';
import { type CustomState, checkStateObject } from './custom-state.ts';
import { loggingCallbacks } from './host-callbacks.ts';
import { createMockControl } from './mock-control.ts';
import {
  backendFetch,
  fixtureBackend,
  recordingWidget,
  sessionDeps,
  TEST_ORIGIN,
} from './playground.testing.ts';
import { type SessionOutcome, showExperience, startSession } from './session.ts';
import { DEFAULT_PARAMS, type PlaygroundParams } from './url-state.ts';

const NOW = new Date('2026-03-15T12:00:00Z');

function setup() {
  const backend = fixtureBackend(NOW);
  const { widget, calls } = recordingWidget();
  return { backend, calls, deps: sessionDeps(backend, widget, NOW), widget };
}

async function start(
  backend: MockBackend,
  params: Partial<PlaygroundParams>,
  custom: CustomState | null = null,
) {
  const { widget, calls } = recordingWidget();
  const deps = sessionDeps(backend, widget, NOW);
  const outcome = await startSession(
    { params: { ...DEFAULT_PARAMS, ...params }, custom, callbacks: {}, target: null },
    deps,
  );
  return { outcome, calls, deps };
}

function okOutcome(outcome: SessionOutcome) {
  if (!outcome.ok) throw new Error(`session failed: ${outcome.errors.join('; ')}`);
  return outcome;
}

/** Calls the embed endpoint with the headers the widget derives from its init options (spec §7). */
async function embedAs(backend: MockBackend, options: InitOptions, path = 'embed', method = 'POST') {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [HEADERS.appId]: options.appId ?? '',
    [HEADERS.customerId]: options.customerId ?? '',
    [HEADERS.authHash]: options.authHash ?? '',
    [HEADERS.provider]: options.provider ?? 'STRIPE',
    [HEADERS.mode]: String(options.mode ?? 'LIVE'),
  };
  if (options.subscriptionId) headers[HEADERS.subscriptionId] = options.subscriptionId;
  const response = await backendFetch(backend)(`${TEST_ORIGIN}/api/orgs/${MOCK_APP_ID}/${path}`, {
    method,
    headers,
    body: method === 'POST' ? '{}' : undefined,
  });
  return { status: response.status, body: await response.json() };
}

describe('playground session: the host page a link describes', () => {
  it('signs the default customer so the backend accepts the embed call, and serves the chosen blueprint', async () => {
    const { backend } = setup();
    const { outcome, calls } = await start(backend, {});
    const ok = okOutcome(outcome);
    expect(calls.filter((call) => call.method === 'init')).toEqual([
      { method: 'init', args: [ok.initOptions] },
    ]);
    expect(ok.initOptions).toMatchObject({
      appId: MOCK_APP_ID,
      customerId: 'cus_active_monthly',
      mode: 'LIVE',
      provider: 'STRIPE',
      apiBase: TEST_ORIGIN,
      i18n: { lang: 'en' },
    });
    expect(ok.initOptions.authHash).toMatch(/^[0-9a-f]{64}$/);
    const embed = await embedAs(backend, ok.initOptions);
    expect(embed.status).toBe(200);
    expect(embed.body.blueprint._id).toBe(blueprintFixtures['full-flow'](NOW)._id);
    expect(embed.body.customer.id).toBe('cus_active_monthly');
  });

  it('for a provider that identifies customers by subscription, signs and sends the subscription id', async () => {
    const { backend } = setup();
    const ok = okOutcome((await start(backend, { customer: 'paddle-active' })).outcome);
    expect(ok.identity).toMatchObject({ provider: 'PADDLE', signedId: 'sub_paddle_active' });
    expect(ok.initOptions).toMatchObject({ subscriptionId: 'sub_paddle_active', provider: 'PADDLE' });
    expect((await embedAs(backend, ok.initOptions)).status).toBe(200);
  });

  it('does not send a subscription id for STRIPE (the customer may have several)', async () => {
    const { backend } = setup();
    const ok = okOutcome((await start(backend, { customer: 'several-subscriptions' })).outcome);
    expect(ok.initOptions).not.toHaveProperty('subscriptionId');
  });

  it('the provider control loads the customer under that provider', async () => {
    const { backend } = setup();
    const ok = okOutcome((await start(backend, { provider: 'CHARGEBEE' })).outcome);
    expect(ok.initOptions.provider).toBe('CHARGEBEE');
    expect((await embedAs(backend, ok.initOptions)).status).toBe(200);
  });

  it('the theme control overrides the blueprint styles.theme', async () => {
    const { backend } = setup();
    const ok = okOutcome((await start(backend, { theme: 'theme-v2' })).outcome);
    const embed = await embedAs(backend, ok.initOptions);
    expect(embed.body.blueprint.styles.theme).toBe('theme-v2');
    expect(embed.body.blueprint._id).toBe(blueprintFixtures['full-flow'](NOW)._id);
  });

  it('the failed-payment customer comes with its failed invoices', async () => {
    const { backend } = setup();
    const ok = okOutcome((await start(backend, { customer: 'past-due-in-grace' })).outcome);
    const invoices = await embedAs(backend, ok.initOptions, 'stripe/failed-payments');
    expect(invoices.status).toBe(200);
    expect(Array.isArray(invoices.body) ? invoices.body.length : 0).toBeGreaterThan(0);
  });

  it('lite mode serves the chosen blueprint without its offers through embed-lite', async () => {
    const { backend } = setup();
    const ok = okOutcome((await start(backend, { lite: true })).outcome);
    expect(ok.initOptions.lite).toBe(true);
    const lite = await embedAs(backend, ok.initOptions, 'embed-lite', 'GET');
    expect(lite.status).toBe(200);
    const types: string[] = lite.body.blueprint.steps.map((step: { stepType: string }) => step.stepType);
    expect(types.length).toBeGreaterThan(0);
    expect(types).not.toContain('OFFER');
    expect(lite.body.blueprint._id).toBe(blueprintFixtures['full-flow'](NOW)._id);
  });

  it('a pasted blueprint and customer are what the backend serves', async () => {
    const { backend } = setup();
    const blueprint = { ...blueprintFixtures['survey-input'](NOW), _id: 'bp_pasted', name: 'Eingefügt ✓' };
    const customer = { ...customerFixtures['active-annual'](NOW).customer, id: 'cus_pasted' };
    const custom = checkStateObject({ blueprint, customer });
    if (!custom.ok) throw new Error(custom.errors.join('\n'));
    const ok = okOutcome((await start(backend, {}, custom.value)).outcome);
    expect(ok.initOptions.customerId).toBe('cus_pasted');
    const embed = await embedAs(backend, ok.initOptions);
    expect(embed.status).toBe(200);
    expect(embed.body.blueprint).toMatchObject({ _id: 'bp_pasted', name: 'Eingefügt ✓' });
  });

  it('every setting starts from a reset backend: earlier requests are gone', async () => {
    const { backend } = setup();
    const first = okOutcome((await start(backend, {})).outcome);
    await embedAs(backend, first.initOptions);
    expect(backend.requests()).toHaveLength(1);
    await start(backend, { mode: 'TEST' });
    expect(backend.requests()).toEqual([]);
  });

  it('closes what it opened before initialising again, and nothing it never opened', async () => {
    const { backend, deps, calls } = setup();
    const request = { params: DEFAULT_PARAMS, custom: null, callbacks: {}, target: null };
    const first = okOutcome(await startSession(request, deps));
    expect(calls.map((call) => call.method)).toEqual(['init']);
    const pauseWall = { ...DEFAULT_PARAMS, experience: 'pause-wall' as const };
    await showExperience(deps, pauseWall, first);
    await showExperience(deps, DEFAULT_PARAMS, first);
    calls.length = 0;
    await startSession(request, deps);
    expect(calls.map((call) => call.method)).toEqual(['hidePauseWall', 'hide', 'init']);
    expect(backend.requests()).toEqual([]);
  });

  it('hands the logging callbacks to init', async () => {
    const { backend, deps } = setup();
    const callbacks = loggingCallbacks({ useHandlers: false, record: () => undefined });
    const ok = okOutcome(
      await startSession({ params: DEFAULT_PARAMS, custom: null, callbacks, target: null }, deps),
    );
    expect(ok.initOptions.onCancel).toBe(callbacks.onCancel);
    expect(typeof ok.initOptions.onError).toBe('function');
    expect(backend.requests()).toEqual([]);
  });
});

describe('playground session: opening each experience', () => {
  it('the pause wall and failed-payment wall are forced checks (the skip cache must not hide them)', async () => {
    const { backend } = setup();
    const pause = await start(backend, { experience: 'pause-wall', customer: 'paused' });
    await showExperience(
      pause.deps,
      { ...DEFAULT_PARAMS, experience: 'pause-wall' },
      okOutcome(pause.outcome),
    );
    expect(pause.calls.at(-1)).toEqual({ method: 'check', args: ['pause', { force: true }] });

    const failed = await start(backend, { experience: 'failed-payment-wall' });
    await showExperience(
      failed.deps,
      { ...DEFAULT_PARAMS, experience: 'failed-payment-wall' },
      okOutcome(failed.outcome),
    );
    // Stripe.js cannot load in the playground: the fake takes its place, with the fixtures' grace period.
    expect(failed.calls.at(-1)).toEqual({
      method: 'check',
      args: [
        'failed-payment',
        {
          force: true,
          stripe: expect.any(FakeStripe),
          gracePeriodDays: FIXTURE_GRACE_PERIOD_DAYS,
        },
      ],
    });
  });

  it('the cancel flow opens with show()', async () => {
    const { backend } = setup();
    const run = await start(backend, {});
    await showExperience(run.deps, DEFAULT_PARAMS, okOutcome(run.outcome));
    expect(run.calls.at(-1)).toEqual({ method: 'show', args: [] });
  });

  it('the managed flow is not initialised with the customer: it signs in by e-mail code', async () => {
    const { backend } = setup();
    const params = { ...DEFAULT_PARAMS, experience: 'managed-flow' as const };
    const run = await start(backend, params);
    const ok = okOutcome(run.outcome);
    expect(run.calls.map((call) => call.method)).not.toContain('init');
    await showExperience(run.deps, params, ok);
    const last = run.calls.at(-1);
    expect(last?.method).toBe('managedFlow');
    expect(last?.args[0]).toBe('show');
    expect(last?.args[1]).toMatchObject({ appId: MOCK_APP_ID, mode: 'LIVE' });
    expect(last?.args[1]).not.toHaveProperty('customerId');
    expect(last?.args[1]).not.toHaveProperty('authHash');
  });
});

describe('playground session: failures are messages', () => {
  it('a backend that cannot be reached stops before init, naming the call', async () => {
    const { widget, calls } = recordingWidget();
    const deps = {
      ...sessionDeps(fixtureBackend(NOW), widget, NOW),
      control: createMockControl(TEST_ORIGIN, () => Promise.reject(new TypeError('Failed to fetch'))),
    };
    const outcome = await startSession(
      { params: DEFAULT_PARAMS, custom: null, callbacks: {}, target: null },
      deps,
    );
    expect(outcome).toEqual({
      ok: false,
      stage: 'backend',
      errors: ['POST /__mock/reset failed: Failed to fetch'],
    });
    expect(calls.map((call) => call.method)).not.toContain('init');
  });

  it("a load the mock refuses comes back with the mock's own message", async () => {
    const { backend } = setup();
    const control = createMockControl(TEST_ORIGIN, backendFetch(backend));
    const result = await control.load({ blueprnt: {} });
    expect(result).toEqual({
      ok: false,
      message: 'POST /__mock/load: Unknown keys in partial load: blueprnt',
    });
  });

  it('an unknown fixture name (only possible by hand) fails before the backend is touched', async () => {
    const { backend } = setup();
    const { outcome, calls } = await start(backend, { blueprint: 'nope', customer: 'ghost' });
    expect(outcome).toEqual({
      ok: false,
      stage: 'scenario',
      errors: ['Unknown blueprint fixture "nope"', 'Unknown customer fixture "ghost"'],
    });
    expect(calls).toEqual([]);
  });
});
