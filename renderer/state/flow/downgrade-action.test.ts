import { describe, expect, it, vi } from 'vitest';
import type { OfferOf } from '../../../contract/schemas/offer.ts';
import { plan } from '../../domain/sample-data.testing.ts';
import { acceptDowngrade } from './downgrade-action.ts';
import { fakeApi, loadTestFlow, offerStep } from './flow-harness.testing.ts';
import { flow } from './store.ts';

const downgradeOffer = {
  guid: 'o-free',
  offerType: 'DOWNGRADE' as const,
  downgradeConfig: { planId: 'plan_free' },
};
const freePlan = plan('plan_free', { unit_amount: 0 });

/** Loads a flow of one downgrade offer whose plan the organisation sells; answers the offer. */
function loadDowngrade(options: Parameters<typeof loadTestFlow>[0] = { steps: [] }) {
  const api = loadTestFlow({
    ...options,
    steps: [offerStep('d', downgradeOffer)],
    data: { offerPlans: [freePlan] },
  });
  const step = flow.data?.blueprint.steps[0];
  if (step?.stepType !== 'OFFER' || step.offer.offerType !== 'DOWNGRADE') throw new Error('fixture');
  return { api, offer: step.offer as OfferOf<'DOWNGRADE'> };
}

describe('Accepting the downgrade offer (beyond the spec; spec §4 Actions)', () => {
  it('switches to its plan through update-plan, reports it accepted with the plan, and completes DOWNGRADED', async () => {
    const { api, offer } = loadDowngrade();
    await acceptDowngrade(offer);
    expect(api.updatePlan).toHaveBeenCalledWith({ planId: 'plan_free' }, { idempotencyKey: 'key_1' });
    const results = api.sendSessionResults.mock.calls[0]?.[0 as never] as Record<string, unknown>;
    expect(results).toMatchObject({
      acceptedOffer: { guid: 'o-free', offerType: 'DOWNGRADE' },
      offerOptions: { newPlanId: 'plan_free', newPlanPrice: 0 },
      canceled: false,
    });
    expect(flow.complete).toEqual({ kind: 'DOWNGRADED', planId: 'plan_free' });
    expect(flow.flowState).toBe('COMPLETE');
  });

  it("the host's handlePlanChange replaces the call, and onPlanChange is told the plan", async () => {
    const handlePlanChange = vi.fn(async () => undefined);
    const onPlanChange = vi.fn();
    const { api, offer } = loadDowngrade({ steps: [], init: { handlePlanChange, onPlanChange } });
    await acceptDowngrade(offer);
    expect(api.updatePlan).not.toHaveBeenCalled();
    expect(handlePlanChange).toHaveBeenCalledWith(expect.anything(), { planId: 'plan_free' });
    expect(onPlanChange).toHaveBeenCalledWith(expect.anything(), { planId: 'plan_free' });
  });

  it('a failed call: ERROR with the downgrade message, and the offer is not reported accepted', async () => {
    const api = fakeApi({ updatePlan: vi.fn(async () => Promise.reject(new Error('declined'))) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { offer } = loadDowngrade({ steps: [], api });
    await acceptDowngrade(offer);
    vi.restoreAllMocks();
    expect(flow.flowState).toBe('ERROR');
    expect(flow.flowMessage).toEqual({
      key: 'error.downgrade',
      detail: 'declined',
      afterOffer: { retry: false },
    });
    expect(flow.acceptedOffer).toBeNull();
  });
});
