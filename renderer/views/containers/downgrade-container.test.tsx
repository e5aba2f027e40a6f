import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { OfferOf } from '../../../contract/schemas/offer.ts';
import { plan } from '../../domain/sample-data.testing.ts';
import { enLaterSteps } from '../../i18n/catalogs/en/later-steps.ts';
import { registerEnglish } from '../../i18n/index.ts';
import { OFFER_TEXTS } from '../../i18n/offers/index.ts';
import { registerOfferTexts } from '../../i18n/offers/register.ts';
import { type FakeApi, loadTestFlow, offerStep } from '../../state/flow/flow-harness.testing.ts';
import { flow, resetFlow } from '../../state/flow/store.ts';
import { DowngradeContainer } from './downgrade-container.tsx';
import { testFlowUi } from './flow-ui.testing.ts';
import { FlowUiProvider } from './ui-context.tsx';

// The later views' chunk entry (later-views.ts) registers their English texts; this test renders without it.
registerEnglish(enLaterSteps);
registerOfferTexts(OFFER_TEXTS);

const FREE = plan('plan_free', { unit_amount: 0, product: { name: 'Free' } });
const STARTER = plan('plan_starter', { unit_amount: 400, product: { name: 'Starter' } });

afterEach(() => act(() => resetFlow('')));

/** A loaded flow of one downgrade offer to `planId`, rendered; the fake backend it calls. */
function renderOffer(planId: string): { api: FakeApi; container: HTMLElement } {
  const offer = { guid: 'o-down', offerType: 'DOWNGRADE' as const, downgradeConfig: { planId } };
  let api: FakeApi | null = null;
  act(() => {
    api = loadTestFlow({
      steps: [offerStep('d', offer), { guid: 'confirm', stepType: 'CONFIRM' }],
      data: {
        offerPlans: [FREE, STARTER],
        orgPlanSettings: [
          {
            planId: 'plan_free',
            nick: null,
            msrp: null,
            priceOverride: null,
            tagline: 'Keep your work',
            features: ['1 project'],
          },
        ],
      },
    });
  });
  const step = flow.data?.blueprint.steps[0];
  if (!api || step?.stepType !== 'OFFER' || step.offer.offerType !== 'DOWNGRADE') throw new Error('fixture');
  const { container } = render(
    <FlowUiProvider value={testFlowUi()}>
      <DowngradeContainer offer={step.offer as OfferOf<'DOWNGRADE'>} />
    </FlowUiProvider>,
  );
  return { api, container };
}

describe('Downgrade offer view (beyond the spec)', () => {
  it('shows the free plan as a card: its name, "Free" for the price, its tagline and features', () => {
    renderOffer('plan_free');
    const card = screen.getByRole('article', { name: 'Free' });
    expect(card.querySelector('.hf-plan__amount')?.textContent).toBe('Free');
    expect(within(card).getByText('Keep your work')).toBeTruthy();
    expect(within(card).getByRole('listitem').textContent).toBe('1 project');
  });

  it('a paid plan shows its price per interval', () => {
    renderOffer('plan_starter');
    const card = screen.getByRole('article', { name: 'Starter' });
    expect(card.querySelector('.hf-plan__amount')?.textContent).toMatch(/^\$4(\.00)?\/month$/);
  });

  it('the switch button names the plan; a click moves the subscription to it through update-plan', async () => {
    const { api } = renderOffer('plan_free');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Free' }));
    expect(api.updatePlan).toHaveBeenCalledWith({ planId: 'plan_free' }, expect.anything());
    expect(flow.complete).toEqual({ kind: 'DOWNGRADED', planId: 'plan_free' });
  });

  it('renders nothing when the organisation does not sell the plan', () => {
    const { container } = renderOffer('plan_gone');
    expect(container.textContent).toBe('');
  });
});
