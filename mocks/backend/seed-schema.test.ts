import { describe, expect, it } from 'vitest';
import { MAX_ANSWER_CHARS, MAX_SURVEY_CHOICES } from '../../contract/answer-limits.ts';
import { defaultMockApp } from '../../fixtures/mock-app.ts';
import { call, org } from '../testing/call.ts';
import { testSeed } from '../testing/test-seed.ts';
import { createAppState } from './app-state.ts';
import { createMockBackend } from './backend.ts';
import { DEFAULT_APP_ID, DEFAULT_APP_SECRET } from './constants.ts';
import { MockSeedError, validateAppSeed } from './seed-schema.ts';

function issuesOf(seed: unknown): string[] {
  try {
    validateAppSeed(seed);
  } catch (error) {
    if (error instanceof MockSeedError) return error.issues;
    throw error;
  }
  return [];
}

describe('seeds are validated with the wire schemas when loaded', () => {
  it('the test seed is valid', () => {
    expect(issuesOf(testSeed())).toEqual([]);
  });

  it('a bad seed names the path of every problem', () => {
    const seed = testSeed();
    const broken = {
      ...seed,
      coupons: [{ id: 'X', duration: 'sometimes' }],
      customers: [{ customer: { id: 42 } }],
    };
    const issues = issuesOf(broken);
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^coupons\.0\.duration: /),
        expect.stringMatching(/^customers\.0\.customer\.id: /),
      ]),
    );
  });

  it('the error message names the app and lists the issues', () => {
    expect(() => createAppState({ ...testSeed(), blueprints: [{ steps: [] }] })).toThrow(
      /Invalid mock app seed "app_test":\n {2}- blueprints\.0\._id: /,
    );
  });

  it('two customers with one id in one provider are refused (one would be unreachable)', () => {
    const seed = testSeed();
    const issues = issuesOf({ ...seed, customers: [...seed.customers, seed.customers[0]] });
    expect(issues).toEqual([
      expect.stringContaining('STRIPE id "cus_active" is already used by customers.0'),
    ]);
  });

  it('subscription-id providers are unique by subscription id', () => {
    const seed = testSeed();
    const paddle = seed.customers.find((entry) => entry.provider === 'PADDLE')!;
    const twin = { ...paddle, customer: { ...paddle.customer, id: 'ctm_twin' } };
    expect(issuesOf({ ...seed, customers: [...seed.customers, twin] })).toEqual([
      expect.stringContaining('PADDLE id "sub_paddle_1"'),
    ]);
  });

  it('duplicate blueprint ids are refused', () => {
    const seed = testSeed();
    expect(issuesOf({ ...seed, blueprints: [seed.blueprints[0], seed.blueprints[0]] })).toEqual([
      expect.stringContaining('blueprints.1._id: duplicate id "bp_main"'),
    ]);
  });

  it('a backend needs at least one app', () => {
    expect(() => createMockBackend({ apps: [] })).toThrow(/at least one app/);
  });
});

describe('a seed the widget would refuse or cut is refused (contract/answer-limits.ts)', () => {
  const surveyOf = (choices: number, description = '') => ({
    _id: 'bp_large',
    steps: [
      {
        guid: 'step_survey',
        stepType: 'SURVEY',
        description,
        survey: {
          choices: Array.from({ length: choices }, (_, n) => ({ guid: `c_${n}`, value: `Reason ${n}` })),
        },
      },
      { guid: 'step_confirm', stepType: 'CONFIRM' },
    ],
  });

  it('a survey with more choices than the widget shows, naming the path and the limit', () => {
    const seed = testSeed();
    expect(issuesOf({ ...seed, blueprints: [...seed.blueprints, surveyOf(MAX_SURVEY_CHOICES + 1)] })).toEqual(
      [
        `blueprints.${seed.blueprints.length}.steps.0.survey.choices: ${MAX_SURVEY_CHOICES + 1} choices, the widget shows at most ${MAX_SURVEY_CHOICES}`,
      ],
    );
    expect(issuesOf({ ...seed, blueprints: [surveyOf(MAX_SURVEY_CHOICES)] })).toEqual([]);
  });

  it('a blueprint whose JSON is over the answer limit (megabytes of copy)', () => {
    const seed = testSeed();
    const issues = issuesOf({ ...seed, liteBlueprint: surveyOf(1, 'x'.repeat(MAX_ANSWER_CHARS)) });
    expect(issues).toEqual([
      expect.stringMatching(
        /^liteBlueprint: \d+ characters as JSON, over the widget's answer limit of 1000000$/,
      ),
    ]);
  });
});

describe('the default fixtures app (fixtures/mock-app.ts) loads into the backend', () => {
  it('is valid and answers a signed embed call for each of its customers', async () => {
    const backend = createMockBackend({ apps: () => [defaultMockApp(new Date('2025-03-10T12:00:00Z'))] });
    const app = backend.app()!;
    expect(app.appId).toBe(DEFAULT_APP_ID);
    expect(app.secret).toBe(DEFAULT_APP_SECRET);
    for (const record of app.customers) {
      const id = ['PADDLE', 'RECURLY', 'CHARGIFY'].includes(record.provider)
        ? record.customer.subscriptions.data[0]?.id
        : record.customer.id;
      if (!id) continue;
      const response = await call(backend, org('embed'), {
        method: 'POST',
        as: id,
        provider: record.provider,
        body: {},
      });
      expect(response.status, `${record.provider} ${id}`).toBe(200);
    }
  });
});
