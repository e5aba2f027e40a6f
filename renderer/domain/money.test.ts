import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currencyDecimals,
  DEFAULT_CURRENCY_DECIMALS,
  formatDiscountAmount,
  formatMoney,
  formatPlanPrice,
  isWholeAmount,
  pricePerInterval,
  THREE_DECIMAL_CURRENCIES,
  toMajorUnits,
  ZERO_DECIMAL_CURRENCIES,
} from './money.ts';

/** Intl separates amount and symbol with no-break spaces in some locales; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('spec §9 currency fraction digits', () => {
  it('lists exactly the sixteen zero-decimal and seven three-decimal currencies of the spec', () => {
    expect([...ZERO_DECIMAL_CURRENCIES].sort()).toEqual(
      [
        'BIF',
        'CLP',
        'DJF',
        'GNF',
        'JPY',
        'KMF',
        'KRW',
        'MGA',
        'PYG',
        'RWF',
        'UGX',
        'VND',
        'VUV',
        'XAF',
        'XOF',
        'XPF',
      ].sort(),
    );
    expect([...THREE_DECIMAL_CURRENCIES].sort()).toEqual(
      ['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'].sort(),
    );
  });

  it.each(ZERO_DECIMAL_CURRENCIES)('0 for %s', (currency) => {
    expect(currencyDecimals(currency)).toBe(0);
  });

  it.each(THREE_DECIMAL_CURRENCIES)('3 for %s', (currency) => {
    expect(currencyDecimals(currency)).toBe(3);
  });

  it.each(['USD', 'EUR', 'GBP', 'CHF', 'BRL'])('otherwise 2 (%s)', (currency) => {
    expect(currencyDecimals(currency)).toBe(DEFAULT_CURRENCY_DECIMALS);
  });

  it('reads the lower-case codes providers send', () => {
    expect(currencyDecimals('jpy')).toBe(0);
    expect(currencyDecimals('kwd')).toBe(3);
    expect(currencyDecimals(' usd ')).toBe(2);
  });
});

describe('spec §9 amounts are divided by 10 to the power of the decimals', () => {
  it('divides cents by 100, yen by 1 and fils by 1000', () => {
    expect(toMajorUnits(1999, 'usd')).toBe(19.99);
    expect(toMajorUnits(1000, 'jpy')).toBe(1000);
    expect(toMajorUnits(1500, 'kwd')).toBe(1.5);
  });

  it('round-trips every integer amount', () => {
    const currencies = ['usd', 'jpy', 'kwd', ...ZERO_DECIMAL_CURRENCIES, ...THREE_DECIMAL_CURRENCIES];
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.constantFrom(...currencies), (minor, currency) => {
        expect(Math.round(toMajorUnits(minor, currency) * 10 ** currencyDecimals(currency))).toBe(minor);
      }),
    );
  });
});

describe('display with the currency’s fraction digits', () => {
  it('shows two decimals for dollars and euros in the customer’s locale', () => {
    expect(formatMoney(1999, 'usd', 'en')).toBe('$19.99');
    expect(formatMoney(1000, 'usd', 'en')).toBe('$10.00');
    expect(plain(formatMoney(1999, 'eur', 'de'))).toBe('19,99 €');
    expect(plain(formatMoney(1999, 'eur', 'fr'))).toBe('19,99 €');
  });

  it('shows no decimals for yen and three for dinars', () => {
    expect(formatMoney(1000, 'jpy', 'en')).toBe('¥1,000');
    expect(plain(formatMoney(1500, 'kwd', 'en'))).toBe('KWD 1.500');
  });

  it('never throws on a malformed currency code or locale', () => {
    expect(formatMoney(1000, 'us', 'en')).toBe('10.00 US');
    expect(formatMoney(1000, 'usd', 'en_US')).toBe('$10.00');
  });

  it('never throws for any amount, currency string and locale', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.string({ maxLength: 5 }),
        fc.constantFrom('en', 'de', 'xx-??', ''),
        (m, c, l) => {
          expect(typeof formatMoney(m, c, l)).toBe('string');
        },
      ),
    );
  });
});

describe("spec §9 a whole discount amount drops '.00'", () => {
  it('drops the fraction of a whole amount', () => {
    expect(formatDiscountAmount(500, 'usd', 'en')).toBe('$5');
    expect(plain(formatDiscountAmount(500, 'eur', 'de'))).toBe('5 €');
    expect(plain(formatDiscountAmount(5000, 'kwd', 'en'))).toBe('KWD 5');
  });

  it('keeps the fraction of a partial amount', () => {
    expect(formatDiscountAmount(499, 'usd', 'en')).toBe('$4.99');
    expect(formatDiscountAmount(450, 'usd', 'en')).toBe('$4.50');
    expect(plain(formatDiscountAmount(5500, 'kwd', 'en'))).toBe('KWD 5.500');
  });

  it('leaves zero-decimal currencies as they are', () => {
    expect(formatDiscountAmount(500, 'jpy', 'en')).toBe('¥500');
  });
});

describe('spec §9 the plan list drops trailing .00', () => {
  it('shows $10 for a whole price and $9.99 otherwise', () => {
    expect(formatPlanPrice(1000, 'usd', 'en')).toBe('$10');
    expect(formatPlanPrice(999, 'usd', 'en')).toBe('$9.99');
    expect(plain(formatPlanPrice(120000, 'eur', 'de'))).toBe('1.200 €');
  });

  it('never shows a decimal separator for a whole amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e7 }), (units) => {
        expect(formatPlanPrice(units * 100, 'usd', 'en')).not.toContain('.');
      }),
    );
  });

  it('isWholeAmount is true only for multiples of the minor-unit factor', () => {
    expect(isWholeAmount(1000, 'usd')).toBe(true);
    expect(isWholeAmount(1001, 'usd')).toBe(false);
    expect(isWholeAmount(1001, 'jpy')).toBe(true);
    expect(isWholeAmount(1000.5, 'jpy')).toBe(false);
  });
});

describe('price per interval', () => {
  it('gives the plan-list amount with the interval and its count', () => {
    expect(pricePerInterval(1000, 'usd', { interval: 'MONTH', interval_count: 1 }, 'en')).toEqual({
      amount: '$10',
      interval: 'MONTH',
      count: 1,
    });
    expect(pricePerInterval(2999, 'usd', { interval: 'MONTH', interval_count: 3 }, 'en')).toEqual({
      amount: '$29.99',
      interval: 'MONTH',
      count: 3,
    });
  });

  it('reads a missing or nonsensical interval count as one interval', () => {
    expect(pricePerInterval(1000, 'usd', { interval: 'YEAR' }, 'en').count).toBe(1);
    expect(pricePerInterval(1000, 'usd', { interval: 'YEAR', interval_count: 0 }, 'en').count).toBe(1);
  });
});
