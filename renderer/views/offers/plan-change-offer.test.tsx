import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PlanCardItem } from './plan-card.tsx';
import { INITIAL_PLAN_CARDS, PlanChangeOffer, type PlanChangeOfferProps } from './plan-change-offer.tsx';

function plan(n: number, extra: Partial<PlanCardItem> = {}): PlanCardItem {
  return { id: `plan_${n}`, name: `Plan ${n}`, price: `$${n * 5}/month`, features: [], ...extra };
}

function Plans(props: Partial<PlanChangeOfferProps>) {
  return (
    <PlanChangeOffer
      plans={props.plans ?? [plan(1), plan(2)]}
      initialCount={props.initialCount}
      showMoreLabel="Show more plans..."
      switchLabel="Switch plan"
      msrpLabel="was"
      onSwitch={props.onSwitch ?? (() => {})}
      busyPlanId={props.busyPlanId}
      testPlans={props.testPlans}
      selectedTestPlanId={props.selectedTestPlanId}
      onSelectTestPlan={props.onSelectTestPlan}
      testPlanLabel="Test plan"
      previewNote={props.previewNote}
    />
  );
}

describe('Plan change: cards (spec §2)', () => {
  it('shows name, price, struck msrp with a was label, tagline and features', () => {
    render(
      <Plans
        plans={[
          plan(1, {
            name: 'Basic',
            price: '$9/month',
            msrp: '$15/month',
            tagline: 'For side projects',
            features: ['1 seat', '5 GB'],
          }),
        ]}
      />,
    );
    const card = screen.getByRole('article', { name: 'Basic' });
    expect(within(card).getByText('$9/month')).toBeTruthy();
    const struck = card.querySelector('s');
    expect(struck?.textContent).toBe('was $15/month');
    expect(within(card).getByText('For side projects')).toBeTruthy();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1 seat', '5 GB']);
  });

  it('shows the price override instead of the price', () => {
    render(<Plans plans={[plan(1, { price: '$9/month', priceOverride: '$99/year' })]} />);
    const card = screen.getByRole('article', { name: 'Plan 1' });
    expect(within(card).getByText('$99/year')).toBeTruthy();
    expect(within(card).queryByText('$9/month')).toBeNull();
  });

  it('switch calls onSwitch with the card’s plan id', async () => {
    const onSwitch = vi.fn();
    render(<Plans onSwitch={onSwitch} />);
    const card = screen.getByRole('article', { name: 'Plan 2' });
    await userEvent.click(within(card).getByRole('button', { name: 'Switch plan Plan 2' }));
    expect(onSwitch).toHaveBeenCalledWith('plan_2');
  });

  it('each switch button is named with its plan and described by its price, so a screen reader tells them apart', async () => {
    const onSwitch = vi.fn();
    render(
      <Plans
        onSwitch={onSwitch}
        plans={[
          plan(1, { name: 'Basic', price: '$9/month' }),
          plan(2, { name: 'Pro', price: '$29/month', msrp: '$39/month' }),
        ]}
      />,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Switch plan',
      'Switch plan',
    ]);
    expect(screen.getByRole('button', { name: 'Switch plan Basic', description: '$9/month' })).toBeTruthy();
    await userEvent.click(
      screen.getByRole('button', { name: 'Switch plan Pro', description: '$29/month was $39/month' }),
    );
    expect(onSwitch).toHaveBeenCalledWith('plan_2');
  });

  it('while switching, the chosen card spins and every switch button is disabled', () => {
    render(<Plans busyPlanId="plan_1" />);
    const buttons = screen.getAllByRole('button', { name: /^Switch plan / });
    expect(buttons.every((b) => b.hasAttribute('disabled'))).toBe(true);
    const busyCard = screen.getByRole('article', { name: 'Plan 1' });
    expect(within(busyCard).getByRole('button').getAttribute('aria-busy')).toBe('true');
  });
});

describe('Plan change: Show more plans... reveals all', () => {
  it('shows INITIAL_PLAN_CARDS (4) at first, then all', async () => {
    expect(INITIAL_PLAN_CARDS).toBe(4);
    render(<Plans plans={[1, 2, 3, 4, 5, 6].map((n) => plan(n))} />);
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.queryByRole('article', { name: 'Plan 5' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show more plans...' }));
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Show more plans...' })).toBeNull();
  });

  it('moves focus to the first revealed card', async () => {
    render(<Plans plans={[1, 2, 3].map((n) => plan(n))} initialCount={2} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show more plans...' }));
    const revealed = screen.getByRole('article', { name: 'Plan 3' });
    expect(document.activeElement).toBe(within(revealed).getByRole('button', { name: 'Switch plan Plan 3' }));
  });

  it('has no Show more button when every plan fits', () => {
    render(<Plans plans={[1, 2, 3, 4].map((n) => plan(n))} />);
    expect(screen.queryByRole('button', { name: 'Show more plans...' })).toBeNull();
  });
});

describe('Plan change: two columns when more than one card', () => {
  it('uses the two-column layout for several cards', () => {
    render(<Plans plans={[plan(1), plan(2)]} />);
    expect(screen.getAllByRole('list')[0]?.classList.contains('hf-plans--two-col')).toBe(true);
  });

  it('uses one column for a single card', () => {
    render(<Plans plans={[plan(1)]} />);
    expect(screen.getAllByRole('list')[0]?.classList.contains('hf-plans--two-col')).toBe(false);
  });
});

describe('Plan change: test mode and preview', () => {
  it('has no plan selector outside test mode', () => {
    render(<Plans />);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('shows the test plan selector when test plans are given', async () => {
    const onSelectTestPlan = vi.fn();
    render(
      <Plans
        testPlans={[
          { id: 'price_a', label: 'Test A' },
          { id: 'price_b', label: 'Test B' },
        ]}
        onSelectTestPlan={onSelectTestPlan}
      />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Test plan' }), 'Test B');
    expect(onSelectTestPlan).toHaveBeenCalledWith('price_b');
  });

  it('shows the preview note', () => {
    render(<Plans previewNote="Preview: plans in all currencies are shown." />);
    expect(screen.getByText('Preview: plans in all currencies are shown.')).toBeTruthy();
  });
});
