import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { customer, trialingSubscription } from '../../domain/sample-data.testing.ts';
import { createTranslator } from '../../i18n/index.ts';
import { fakeApi, loadTestFlow, offerStep } from '../../state/flow/flow-harness.testing.ts';
import { acceptDiscount, cancelSubscription } from '../../state/flow/offer-actions.ts';
import { flow, resetFlow } from '../../state/flow/store.ts';
import { CancelFlowView } from './cancel-flow-view.tsx';
import { loadLaterViews } from './use-later-views.ts';

// The offers and the complete screen come in their own chunk; fetched once here, as the widget does after
// its first step, so a test waits for its screen, not for the chunk's first transform.
beforeAll(() => loadLaterViews());
afterEach(() => resetFlow('after'));

const discountOffer = {
  guid: 'o-discount',
  offerType: 'DISCOUNT' as const,
  discountConfig: { couponId: 'SAVE30' },
};
const trialOffer = {
  guid: 'o-trial',
  offerType: 'TRIAL_EXTENSION' as const,
  trialExtensionConfig: { trialExtensionDays: 7 },
};

function showFlow() {
  return render(<CancelFlowView t={createTranslator({ lang: 'en' })} inline={false} />);
}

describe('Taking-action screens (spec §2): applying a discount', () => {
  it('while the discount is applied: a status saying so', async () => {
    const api = fakeApi({ applyDiscount: vi.fn(() => new Promise(() => {})) });
    loadTestFlow({ steps: [offerStep('d', discountOffer)], api, init: { mode: 'TEST' } });
    const step = flow.data?.blueprint.steps[0];
    if (step?.stepType !== 'OFFER' || step.offer.offerType !== 'DISCOUNT') throw new Error('fixture');
    void acceptDiscount(step.offer);
    showFlow();
    expect((await screen.findByRole('status')).textContent).toBe('Applying your discount…');
  });
});

describe('Trial-extension offer (spec §2): the test-mode note', () => {
  it.each([
    ['TEST', 'Test mode: this trial can be extended as often as you like.'],
    ['LIVE', 'A trial can be extended only once.'],
  ] as const)('%s mode: %s', async (mode, note) => {
    loadTestFlow({
      steps: [offerStep('t', trialOffer)],
      init: { mode },
      customer: customer([trialingSubscription()]),
    });
    showFlow();
    expect(await screen.findByText(note)).toBeTruthy();
  });
});

describe("Watermark on the complete state (spec §2): 'Offer Guaranteed by' for an accepted offer", () => {
  async function completeWith(accept: boolean, showWatermark = true) {
    loadTestFlow({
      steps: accept ? [offerStep('d', discountOffer)] : [{ guid: 'c', stepType: 'CONFIRM' as const }],
      init: { mode: 'TEST' },
    });
    if (flow.data) flow.data.branding.showWatermark = showWatermark;
    const step = flow.data?.blueprint.steps[0];
    if (step?.stepType === 'OFFER' && step.offer.offerType === 'DISCOUNT') await acceptDiscount(step.offer);
    else await cancelSubscription();
    showFlow();
  }

  it('an accepted offer: Offer Guaranteed by, linking out in a new tab', async () => {
    await completeWith(true);
    const line = await screen.findByText(/Offer Guaranteed by/);
    expect(line.querySelector('a')?.getAttribute('target')).toBe('_blank');
    expect(screen.queryByText(/Cancellation Guaranteed by/)).toBeNull();
  });

  it('a cancel: Cancellation Guaranteed by', async () => {
    await completeWith(false);
    expect(await screen.findByText(/Cancellation Guaranteed by/)).toBeTruthy();
    expect(screen.queryByText(/Offer Guaranteed by/)).toBeNull();
  });

  it('with the toggle off in the branding (spec §9): no watermark', async () => {
    await completeWith(false, false);
    expect(await screen.findByRole('dialog', { name: 'Your subscription has been cancelled' })).toBeTruthy();
    expect(screen.queryByText(/Guaranteed by/)).toBeNull();
  });
});

describe("Redirect offer (spec §2): the configured label, else 'Check it out'", () => {
  it.each([
    ['no label', null, 'Check it out'],
    ['a blank label', '  ', 'Check it out'],
    ['a label', 'Read the guide', 'Read the guide'],
  ])('%s: %s', async (_, redirectLabel, name) => {
    loadTestFlow({
      steps: [
        offerStep('r', {
          guid: 'o-redirect',
          offerType: 'REDIRECT' as const,
          redirectConfig: { redirectUrl: 'https://example.com/guide', redirectLabel },
        }),
      ],
    });
    showFlow();
    const link = await screen.findByRole('link', { name: `${name} (opens in a new tab)` });
    expect(link.getAttribute('href')).toBe('https://example.com/guide');
  });
});

describe('Complete screen (spec §2): the outcome said once', () => {
  it('after a cancel: the dialog is named by the outcome, with one heading and no repeated headline', async () => {
    loadTestFlow({ steps: [{ guid: 'c', stepType: 'CONFIRM' as const }] });
    await cancelSubscription();
    showFlow();
    expect(await screen.findByRole('dialog', { name: 'Your subscription has been cancelled' })).toBeTruthy();
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Your subscription has been cancelled',
    ]);
  });
});

describe('Complete screen: Cancel now after an accepted offer asks once (issue 17 §7)', () => {
  async function acceptedDiscount(init: { confirmCancel?: boolean } = {}) {
    const api = fakeApi();
    loadTestFlow({ steps: [offerStep('d', discountOffer)], api, init: { mode: 'TEST', ...init } });
    const step = flow.data?.blueprint.steps[0];
    if (step?.stepType !== 'OFFER' || step.offer.offerType !== 'DISCOUNT') throw new Error('fixture');
    await acceptDiscount(step.offer);
    showFlow();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel now' }));
    return api;
  }

  it('the first tap asks; Yes, cancel cancels', async () => {
    const api = await acceptedDiscount();
    expect(
      screen.getByRole('group', { name: 'Are you sure you want to cancel your subscription?' }),
    ).toBeTruthy();
    expect(api.cancel).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Your subscription has been cancelled' })).toBeTruthy();
    expect(api.cancel).toHaveBeenCalledTimes(1);
  });

  it('with confirmCancel: false the first tap cancels', async () => {
    const api = await acceptedDiscount({ confirmCancel: false });
    expect(await screen.findByRole('dialog', { name: 'Your subscription has been cancelled' })).toBeTruthy();
    expect(api.cancel).toHaveBeenCalledTimes(1);
  });
});
