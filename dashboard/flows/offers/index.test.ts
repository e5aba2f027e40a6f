import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CouponSchema, OFFER_TYPES, OfferSchema } from '../../../contract/schemas/index.ts';
import { OFFERS, offerLabel } from './index.ts';

const COUPONS = [v.parse(CouponSchema, { id: 'SAVE20', name: 'Save 20', percent_off: 20, duration: 'once' })];

describe('the offer registry', () => {
  it('has a descriptor for every offer type of the contract, and for no other', () => {
    expect(Object.keys(OFFERS).sort()).toEqual([...OFFER_TYPES].sort());
  });

  describe.each(OFFER_TYPES)('a new %s offer', (type) => {
    it.each([
      ['with the provider’s coupons', COUPONS],
      ['without coupons', []],
    ])('is an offer of its type the contract accepts, %s', (_case, coupons) => {
      const offer = OFFERS[type].create('offer_new', coupons);
      const parsed = v.safeParse(OfferSchema, offer);
      expect(parsed.issues?.map((issue) => v.getDotPath(issue) ?? issue.message) ?? []).toEqual([]);
      expect(parsed.output).toMatchObject({ guid: 'offer_new', offerType: type });
    });
  });
});

describe('offerLabel: the editor’s name of an offer type', () => {
  it('names a known type, and shows an unknown one as it came', () => {
    expect(offerLabel('DISCOUNT')).toBe('Discount');
    expect(offerLabel('GIFT_CARD')).toBe('GIFT_CARD');
    expect(offerLabel(null)).toBe('Offer');
  });
});
