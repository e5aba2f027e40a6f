/**
 * A customer can always cancel (issue 17): a published flow with no enabled step (an old version, or a
 * server that did not check) does not end on the spec's 'Please enable at least one step' error, which offers
 * no way on; the widget shows a confirm step with the default texts, whose Next cancels.
 */
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlueprintSchema, type EmbedAnswer, type StepInput } from '../../../contract/schemas/index.ts';
import type { ApiClient } from '../../api/client.ts';
import { FALLBACK_CONFIRM_GUID } from '../../domain/flow-start.ts';
import { customer, subscription } from '../../domain/sample-data.testing.ts';
import { parseInitOptions } from '../init-options.ts';
import { fakeApi, testFlowData } from './flow-harness.testing.ts';
import { loadFlow } from './load.ts';
import { goNext, resetNavigationGuard } from './navigate.ts';
import { setFlowRuntime } from './runtime.ts';
import { flow, resetFlow } from './store.ts';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** Loads a flow through loadFlow, the embed answer carrying `steps`. */
async function load(steps: StepInput[]): Promise<void> {
  const blueprint = v.parse(BlueprintSchema, { _id: 'bp_1', steps });
  const answer: EmbedAnswer = {
    ...testFlowData(blueprint),
    customer: customer([subscription()]),
    externalData: null,
  } as EmbedAnswer;
  const api = fakeApi({ loadEmbed: vi.fn(async () => answer) });
  const parsed = parseInitOptions({ appId: 'app_test', customerId: 'cus_1', authHash: 'h' });
  if (!parsed.ok) throw new Error(parsed.message);
  setFlowRuntime({
    options: parsed.options,
    api: api as unknown as ApiClient,
    now: () => new Date('2025-03-15T12:00:00.000Z'),
    sleep: () => Promise.resolve(),
    random: () => 0.5,
    newKey: () => 'key_1',
  });
  resetFlow('session_key');
  resetNavigationGuard();
  flow.isVisible = true;
  await loadFlow();
}

const survey: StepInput = {
  guid: 'survey',
  stepType: 'SURVEY',
  survey: { choices: [{ guid: 'c1', value: 'Too expensive' }] },
};
const confirm: StepInput = { guid: 'confirm', stepType: 'CONFIRM' };

describe('a flow with no enabled step still lets the customer cancel', () => {
  it.each([
    ['no steps at all', []],
    [
      'every step disabled',
      [
        { ...survey, enabled: false },
        { ...confirm, enabled: false },
      ],
    ],
  ])('%s: a confirm step with the default texts, whose Next cancels', async (_, steps) => {
    await load(steps as StepInput[]);
    expect(flow.loadState).toBe('LOADED');
    expect(flow.flowState).toBe('IN_PROGRESS');
    expect(flow.position).toEqual({ kind: 'step', guid: FALLBACK_CONFIRM_GUID });
    expect(flow.data?.blueprint.steps.at(-1)).toMatchObject({
      stepType: 'CONFIRM',
      header: '',
      enabled: true,
    });
    expect(goNext(1000)).toBe('cancel');
  });

  it('leaves a flow with an enabled step as it is', async () => {
    await load([{ ...survey, enabled: false }, confirm]);
    expect(flow.position).toEqual({ kind: 'step', guid: 'confirm' });
    expect(flow.data?.blueprint.steps.map((step) => step.guid)).toEqual(['survey', 'confirm']);
  });
});
