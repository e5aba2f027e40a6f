import { describe, expect, it, vi } from 'vitest';
import type { Offer } from '../../../contract/schemas/index.ts';
import { projectedPath } from '../../domain/navigation.ts';
import { customer, trialingSubscription } from '../../domain/sample-data.testing.ts';
import { navigationContext } from './context.ts';
import { loadTestFlow, offerStep } from './flow-harness.testing.ts';
import { flowRuntime } from './runtime.ts';
import { flow } from './store.ts';

const pause = { guid: 'o-pause', offerType: 'PAUSE' as const, pauseConfig: { maxPauseLength: 3 } };
const trial = {
  guid: 'o-trial',
  offerType: 'TRIAL_EXTENSION' as const,
  trialExtensionConfig: { trialExtensionDays: 7 },
};
const steps = [
  {
    guid: 's1',
    stepType: 'SURVEY' as const,
    survey: { choices: [{ guid: 'c1', value: 'Too expensive' }] },
    offersAttached: { c1: pause },
  },
  offerStep('trial', trial),
  { guid: 'confirm', stepType: 'CONFIRM' as const },
];

function offers(): { pause: Offer; trial: Offer } {
  const [survey, offer] = flow.data?.blueprint.steps ?? [];
  const attached = survey?.offersAttached.c1;
  if (!attached || offer?.stepType !== 'OFFER') throw new Error('fixture');
  return { pause: attached, trial: offer.offer };
}

function runtime() {
  const current = flowRuntime();
  if (!current) throw new Error('no runtime');
  return current;
}

describe('navigationContext: offer visibility for navigation (spec §5 Offer visibility)', () => {
  it('shows the offers the rules allow and skips the others (a monthly subscription, not on trial)', () => {
    loadTestFlow({ steps });
    const ctx = navigationContext(flow, runtime());
    expect(ctx.isOfferVisible(offers().pause)).toBe(true);
    expect(ctx.isOfferVisible(offers().trial)).toBe(false);
  });

  it('lite mode shows no offer', () => {
    loadTestFlow({ steps, init: { lite: true } });
    const ctx = navigationContext(flow, runtime());
    expect(ctx.isOfferVisible(offers().pause)).toBe(false);
  });

  it('without a subscription, only a preview shows offers', () => {
    loadTestFlow({ steps, customer: null, init: { preview: true } });
    expect(navigationContext(flow, runtime()).isOfferVisible(offers().trial)).toBe(true);
    loadTestFlow({ steps, customer: null });
    expect(navigationContext(flow, runtime()).isOfferVisible(offers().trial)).toBe(false);
  });

  it('works out each verdict once per computation, against one reading of the clock', () => {
    loadTestFlow({ steps });
    const now = vi.spyOn(runtime(), 'now');
    flow.answers = { s1: 'c1' };
    const ctx = navigationContext(flow, runtime());
    const path = projectedPath(ctx);
    for (let i = 0; i < 3; i += 1) ctx.isOfferVisible(offers().trial);
    expect(path.map((position) => position.kind)).toEqual(['step', 'attached-offer', 'step']);
    expect(now).toHaveBeenCalledTimes(1);
  });

  it('a new computation sees changed data: the customer now on trial is offered the extension', () => {
    loadTestFlow({ steps });
    expect(navigationContext(flow, runtime()).isOfferVisible(offers().trial)).toBe(false);
    flow.customer = customer([trialingSubscription()]);
    expect(navigationContext(flow, runtime()).isOfferVisible(offers().trial)).toBe(true);
  });
});
