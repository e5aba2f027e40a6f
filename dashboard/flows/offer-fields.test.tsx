import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { CouponSchema, OFFER_TYPES, type OfferInput, PlanSchema } from '../../contract/schemas/index.ts';
import { formatMoney } from '../format.ts';
import { OfferFields } from './offer-fields.tsx';
import { type Catalog, OFFERS } from './offers/index.ts';

const CATALOG: Catalog = {
  coupons: [v.parse(CouponSchema, { id: 'SAVE20', name: 'Save 20', percent_off: 20, duration: 'once' })],
  plans: [
    v.parse(PlanSchema, {
      id: 'plan_free',
      currency: 'usd',
      unit_amount: 0,
      recurring: { interval: 'month' },
      product: { name: 'Free' },
    }),
    v.parse(PlanSchema, {
      id: 'plan_pro_quarterly',
      currency: 'usd',
      unit_amount: 2700,
      recurring: { interval: 'month', interval_count: 3 },
      product: { name: 'Pro' },
    }),
  ],
};

describe('every offer type’s fields', () => {
  it.each(OFFER_TYPES)(
    'shows a new %s offer with an accessible name on every control (axe)',
    async (type) => {
      const { container } = render(
        <OfferFields
          offer={OFFERS[type].create('offer_new', CATALOG.coupons)}
          catalog={CATALOG}
          onChange={vi.fn()}
        />,
      );
      expect(screen.getByLabelText('Offer type')).toHaveProperty('value', type);
      const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(result.violations.map((violation) => violation.id)).toEqual([]);
    },
  );

  it('passes on a count as typed, and not one that is no whole number from 1 up', () => {
    const onChange = vi.fn();
    render(
      <OfferFields offer={OFFERS.PAUSE.create('offer_pause', [])} catalog={CATALOG} onChange={onChange} />,
    );
    const months = screen.getByLabelText('Longest pause (months)');
    fireEvent.change(months, { target: { value: '4' } });
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ pauseConfig: { maxPauseLength: 4 } }),
    );
    onChange.mockClear();
    for (const value of ['0', '-3', '']) fireEvent.change(months, { target: { value } });
    expect(onChange).not.toHaveBeenCalled();
    expect(months).toHaveProperty('value', '');
    expect(months.getAttribute('aria-invalid')).toBe('true');
    // Leaving the field shows the count it has (the offer's, here still the one it was made with).
    fireEvent.blur(months);
    expect(months).toHaveProperty('value', '1');
    expect(months.getAttribute('aria-invalid')).toBeNull();
  });

  it.each([
    { type: 'PAUSE', label: 'Longest pause (months)', saved: { pauseConfig: { maxPauseLength: 30 } } },
    {
      type: 'TRIAL_EXTENSION',
      label: 'Days added to the trial',
      saved: { trialExtensionConfig: { trialExtensionDays: 30 } },
    },
  ] as const)(
    '$type: a count cleared and typed again is the number typed (30, not 130)',
    async ({ type, label, saved }) => {
      let offer: OfferInput = OFFERS[type].create('offer_count', []);
      const onChange = vi.fn((next: OfferInput) => {
        offer = next;
        view.rerender(<OfferFields offer={offer} catalog={CATALOG} onChange={onChange} />);
      });
      const view = render(<OfferFields offer={offer} catalog={CATALOG} onChange={onChange} />);
      const user = userEvent.setup();
      const field = screen.getByLabelText(label);
      await user.clear(field);
      await user.type(field, '30');
      expect(field).toHaveProperty('value', '30');
      expect(offer).toMatchObject(saved);
    },
  );

  it('starts the chosen type’s new offer when the type changes', () => {
    const onChange = vi.fn();
    render(
      <OfferFields offer={OFFERS.PAUSE.create('offer_pause', [])} catalog={CATALOG} onChange={onChange} />,
    );
    fireEvent.change(screen.getByLabelText('Offer type'), { target: { value: 'DOWNGRADE' } });
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ offerType: 'DOWNGRADE', downgradeConfig: { planId: '' } }),
    );
  });

  it('leaves the type to the place that chooses it, the rest as before (withType={false})', async () => {
    const { container } = render(
      <OfferFields
        offer={OFFERS.PAUSE.create('offer_pause', [])}
        catalog={CATALOG}
        onChange={vi.fn()}
        withType={false}
      />,
    );
    expect(screen.queryByRole('combobox', { name: 'Offer type' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Offer headline' })).toBeDefined();
    expect(screen.getByRole('spinbutton', { name: 'Longest pause (months)' })).toBeDefined();
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('lists the catalog’s plans with their price in words, not the interval as stored ("a month", not "a MONTH")', () => {
    render(
      <OfferFields offer={OFFERS.DOWNGRADE.create('offer_down', [])} catalog={CATALOG} onChange={vi.fn()} />,
    );
    const names = screen.getAllByRole('option').map((option) => option.textContent);
    expect(names).toContain(`Free (${formatMoney(0, 'usd')} a month)`);
    expect(names).toContain(`Pro (${formatMoney(2700, 'usd')} every 3 months)`);
    expect(names.join(' ')).not.toMatch(/MONTH/);
  });
});
