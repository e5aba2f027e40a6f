import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { fakeApi, loadTestFlow, offerStep } from './flow-harness.testing.ts';
import { acceptPlanChange } from './offer-actions.ts';
import { flow } from './store.ts';

const planOffer = {
  guid: 'o-plans',
  offerType: 'PLAN_CHANGE' as const,
  planChangeConfig: { options: ['plan_basic'] },
};

async function changePlanFailingWith(error: unknown) {
  const api = fakeApi({ updatePlan: vi.fn(async () => Promise.reject(error)) });
  loadTestFlow({ steps: [offerStep('p', planOffer)], api, init: { mode: 'TEST' } });
  const step = flow.data?.blueprint.steps[0];
  if (step?.stepType !== 'OFFER' || step.offer.offerType !== 'PLAN_CHANGE') throw new Error('fixture');
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await acceptPlanChange(step.offer, 'plan_basic');
  vi.restoreAllMocks();
  return flow.flowMessage?.key;
}

const failure = (kind: 'network' | 'timeout' | 'http', status: number | null) =>
  new ApiError({ kind, status, code: 'HTTP_ERROR', message: 'failed', call: 'updatePlan' });

describe("Plan change errors (spec §8): 'Error changing subscription' when no response", () => {
  it.each([
    ['the network failed', failure('network', null)],
    ['the call timed out', failure('timeout', null)],
  ])('%s: error.planChangeNoResponse', async (_, error) => {
    expect(await changePlanFailingWith(error)).toBe('error.planChangeNoResponse');
    expect(flow.flowState).toBe('ERROR');
  });

  it('an error answer: the contact-support message (error.planChange)', async () => {
    expect(await changePlanFailingWith(failure('http', 500))).toBe('error.planChange');
  });
});
