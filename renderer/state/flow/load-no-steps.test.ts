/**
 * A customer can always cancel (issue 17): a published flow with no enabled step (an old version, or a
 * server that did not check) does not end on the spec's 'Please enable at least one step' error, which offers
 * no way on; the widget shows a confirm step with the default texts, whose Next cancels.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StepInput } from '../../../contract/schemas/index.ts';
import { FALLBACK_CONFIRM_GUID } from '../../domain/flow-start.ts';
import { loadThroughApi } from './flow-harness.testing.ts';
import { goNext } from './navigate.ts';
import { flow } from './store.ts';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** Loads a flow through loadFlow, the embed answer carrying `steps`. */
async function load(steps: StepInput[]): Promise<void> {
  await loadThroughApi({ steps });
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
