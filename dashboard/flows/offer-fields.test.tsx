import { fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { CouponSchema, OFFER_TYPES, PlanSchema } from '../../contract/schemas/index.ts';
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

  it('reads a count that is not a whole number from 1 up as 1', () => {
    const onChange = vi.fn();
    render(
      <OfferFields offer={OFFERS.PAUSE.create('offer_pause', [])} catalog={CATALOG} onChange={onChange} />,
    );
    const months = screen.getByLabelText('Longest pause (months)');
    fireEvent.change(months, { target: { value: '4' } });
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ pauseConfig: { maxPauseLength: 4 } }),
    );
    fireEvent.change(months, { target: { value: '0' } });
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ pauseConfig: { maxPauseLength: 1 } }),
    );
  });

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
});
