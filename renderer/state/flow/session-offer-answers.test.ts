/**
 * Spec §3 Presented offers: an offer is declined only when the customer declines it (Next on it, the footer's
 * Decline offer, or its Cancel subscription when nothing follows); an offer they went Back from, or closed the
 * widget on, stays unanswered (declinedAt null), so the business's session detail can tell the two apart.
 */
import { describe, expect, it } from 'vitest';
import type { OfferInput } from '../../../contract/schemas/index.ts';
import { offerAt } from './context.ts';
import { cancelFromFlow, shutdown } from './leave-actions.ts';
import { goBack, goNext } from './navigate.ts';
import { startTestFlow } from './reporting-harness.testing.ts';
import {
  blueprint,
  iso,
  offerStep,
  stepsAround,
  survey,
  toTheOffer,
} from './session-expectations.testing.ts';
import { flow } from './store.ts';

const pause: OfferInput = {
  guid: 'o_pause',
  offerType: 'PAUSE',
  pauseConfig: { maxPauseLength: 3, pauseInterval: 'MONTH' },
};
const shown = (presentedAt: number, declinedAt: number | null = null) => ({
  guid: 'o_pause',
  accepted: false,
  presentedAt: iso(presentedAt),
  declinedAt: declinedAt === null ? null : iso(declinedAt),
});

describe('presented offers: declined, or only left', () => {
  it('Back from an offer leaves it unanswered; shown again, it is the same presentation; Next declines it', async () => {
    const harness = startTestFlow({ steps: stepsAround(offerStep(pause)), blueprint });
    toTheOffer(harness);
    expect(goBack(harness.nowMs())).toBe('moved');
    expect(flow.presentedOffers).toEqual([shown(4000)]);
    harness.advance(2000);
    expect(goNext(harness.nowMs())).toBe('moved');
    expect(offerAt(flow, flow.position)?.guid).toBe('o_pause');
    expect(flow.presentedOffers).toEqual([shown(4000)]);
    harness.advance(3000);
    expect(goNext(harness.nowMs())).toBe('moved');
    expect(flow.presentedOffers).toEqual([shown(4000, 15000)]);
    await shutdown('close');
  });

  it('declining the last offer, which cancels at once, records the decline with the cancel', async () => {
    const harness = startTestFlow({
      steps: [{ ...survey, defaultNextStep: 'step_o_pause' }, offerStep(pause)],
      blueprint,
    });
    toTheOffer(harness);
    expect(goNext(harness.nowMs())).toBe('cancel');
    await cancelFromFlow();
    expect(flow.flowState).toBe('COMPLETE');
    expect(flow.presentedOffers).toEqual([shown(4000, 10000)]);
  });

  it('closing the widget on an offer leaves it unanswered', async () => {
    const harness = startTestFlow({ steps: stepsAround(offerStep(pause)), blueprint });
    toTheOffer(harness);
    await shutdown('close');
    expect(flow.presentedOffers).toEqual([shown(4000)]);
  });
});
