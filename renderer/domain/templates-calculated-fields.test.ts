import { describe, expect, it } from 'vitest';
import { NOW, subscription, wording } from './templates.testing.ts';
import { CALCULATED_FIELDS, calculatedFields } from './templates.ts';

describe('spec §3 calculated template fields', () => {
  it('names exactly the spec’s fields', () => {
    expect(CALCULATED_FIELDS).toEqual([
      'CUSTOMER_NAME',
      'CUSTOMER_NAME_FIRST',
      'CUSTOMER_NAME_LAST',
      'SUBSCRIPTION_STATUS',
      'SUBSCRIPTION_PRICE',
      'SUBSCRIPTION_AGE',
      'SUBSCRIPTION_START_DATE',
    ]);
  });

  it('CUSTOMER_NAME with FIRST (the first word) and LAST (the rest)', () => {
    const fields = calculatedFields({ name: '  Ada  Lovelace King ' }, null, wording(), NOW);
    expect(fields.get('CUSTOMER_NAME')).toBe('Ada  Lovelace King');
    expect(fields.get('CUSTOMER_NAME_FIRST')).toBe('Ada');
    expect(fields.get('CUSTOMER_NAME_LAST')).toBe('Lovelace King');
  });

  it('a single-word name has no LAST, so a placeholder’s fallback shows', () => {
    const fields = calculatedFields({ name: 'Cher' }, null, wording(), NOW);
    expect(fields.get('CUSTOMER_NAME_FIRST')).toBe('Cher');
    expect(fields.has('CUSTOMER_NAME_LAST')).toBe(false);
  });

  it('no name and no subscription give no fields at all', () => {
    expect(calculatedFields({ name: null }, null, wording(), NOW).size).toBe(0);
    expect(calculatedFields(null, null, wording(), NOW).size).toBe(0);
  });

  it('SUBSCRIPTION_STATUS is worded by the language', () => {
    expect(
      calculatedFields(null, subscription({ status: 'past_due' }), wording(), NOW).get('SUBSCRIPTION_STATUS'),
    ).toBe('<past_due>');
  });

  it('SUBSCRIPTION_PRICE is the first item’s price times its quantity, formatted for the locale', () => {
    const sub = subscription({
      items: {
        data: [
          {
            id: 'si',
            quantity: 2,
            price: { id: 'p', unit_amount: 999, currency: 'eur', recurring: { interval: 'month' } },
          },
        ],
      },
    });
    expect(calculatedFields(null, sub, wording('en'), NOW).get('SUBSCRIPTION_PRICE')).toBe('€19.98');
    expect(
      calculatedFields(null, sub, wording('de'), NOW)
        .get('SUBSCRIPTION_PRICE')
        ?.replace(/\u00a0/g, ' '),
    ).toBe('19,98 €');
  });

  it('SUBSCRIPTION_PRICE is absent when the subscription has no priced item', () => {
    expect(
      calculatedFields(null, subscription({ items: { data: [] } }), wording(), NOW).has('SUBSCRIPTION_PRICE'),
    ).toBe(false);
  });

  it('SUBSCRIPTION_AGE follows the age rule from the start date to now', () => {
    expect(calculatedFields(null, subscription(), wording(), NOW).get('SUBSCRIPTION_AGE')).toBe('3 month(s)');
  });

  it('SUBSCRIPTION_START_DATE is formatted for the language', () => {
    expect(calculatedFields(null, subscription(), wording('en'), NOW).get('SUBSCRIPTION_START_DATE')).toBe(
      'March 1, 2025',
    );
    expect(calculatedFields(null, subscription(), wording('fr'), NOW).get('SUBSCRIPTION_START_DATE')).toBe(
      '1 mars 2025',
    );
  });
});
