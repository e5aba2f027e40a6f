import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatMessage,
  formatNumber,
  isMessage,
  isPluralMessage,
  messageVariables,
  selectPlural,
} from './message.ts';

const days = { one: '{count} day', other: '{count} days' };
const jours = { one: '{count} jour', other: '{count} jours' };

describe('plurals through Intl.PluralRules, selected by {count}', () => {
  it('English: one for 1, other for 0 and 2', () => {
    expect(formatMessage(days, { count: 1 }, 'en')).toBe('1 day');
    expect(formatMessage(days, { count: 0 }, 'en')).toBe('0 days');
    expect(formatMessage(days, { count: 2 }, 'en')).toBe('2 days');
  });

  it('French: 0 and 1 are both singular', () => {
    expect(formatMessage(jours, { count: 0 }, 'fr')).toBe('0 jour');
    expect(formatMessage(jours, { count: 1 }, 'fr')).toBe('1 jour');
    expect(formatMessage(jours, { count: 2 }, 'fr')).toBe('2 jours');
  });

  it('a category the message lacks (French "many" for a million) reads the other form', () => {
    expect(new Intl.PluralRules('fr').select(1_000_000)).toBe('many');
    expect(selectPlural(jours, 1_000_000, 'fr')).toBe('{count} jours');
  });

  it('plural rules follow the language the text is written in, numbers the widget’s locale', () => {
    // An English text shown in a French widget: English rules (0 → other), French digits.
    expect(formatMessage(days, { count: 0 }, 'fr', 'en')).toBe('0 days');
    expect(formatMessage(days, { count: 1500 }, 'fr', 'en').replace(/\u202f/g, ' ')).toBe('1 500 days');
  });

  it('without a count the other form is used', () => {
    expect(formatMessage(days, undefined, 'en')).toBe('{count} days');
  });

  it('an invalid locale does not throw', () => {
    expect(formatMessage(days, { count: 1 }, 'not a locale!')).toBe('1 day');
  });
});

describe('{name} variables', () => {
  it('are substituted as plain text', () => {
    expect(formatMessage('Hi {name}, see <b>{x}</b>', { name: '<i>Ada</i>', x: 1 }, 'en')).toBe(
      'Hi <i>Ada</i>, see <b>1</b>',
    );
  });

  it('are substituted once: a value containing {name} stays literal', () => {
    expect(formatMessage('{a}', { a: '{b}', b: 'nope' }, 'en')).toBe('{b}');
  });

  it('numbers are formatted for the locale', () => {
    expect(formatMessage('{n} items', { n: 1234.5 }, 'de')).toBe('1.234,5 items');
  });

  it('a variable the caller did not supply stays visible', () => {
    expect(formatMessage('Step {n} of {total}', { n: 1 }, 'en')).toBe('Step 1 of {total}');
  });

  it('inherited properties are not variables', () => {
    expect(formatMessage('{constructor}', {}, 'en')).toBe('{constructor}');
  });

  it('messageVariables lists the variables of every form', () => {
    expect(
      [...messageVariables({ one: '{price}/month', other: '{price} every {count} months' })].sort(),
    ).toEqual(['count', 'price']);
  });
});

describe('messages from outside are checked before use', () => {
  it('accepts strings and plural objects with an other form', () => {
    expect(isMessage('text')).toBe(true);
    expect(isMessage({ other: 'x', one: 'y' })).toBe(true);
  });

  it('refuses everything else', () => {
    expect(isMessage(42)).toBe(false);
    expect(isMessage(null)).toBe(false);
    expect(isPluralMessage({ one: 'x' })).toBe(false);
    expect(isPluralMessage({ other: 'x', several: 'y' })).toBe(false);
    expect(isPluralMessage({ other: 5 })).toBe(false);
  });
});

describe('numbers are written as the locale writes them', () => {
  const plainLocales = ['en', 'en-GB', 'en-IN', 'de', 'de-CH', 'fr', 'fr-CA', 'es', 'es-MX'];

  it('whole numbers under 1000 in the built-in languages read exactly as Intl writes them', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), fc.constantFrom(...plainLocales), (value, locale) => {
        expect(formatNumber(value, locale)).toBe(new Intl.NumberFormat(locale).format(value));
      }),
    );
  });

  it('larger, negative and fractional numbers are grouped and signed by Intl', () => {
    expect(formatNumber(12345, 'de')).toBe(new Intl.NumberFormat('de').format(12345));
    expect(formatNumber(-3, 'fr')).toBe(new Intl.NumberFormat('fr').format(-3));
    expect(formatNumber(1.5, 'de')).toBe('1,5');
  });

  it('other numbering systems keep their digits', () => {
    expect(formatNumber(5, 'ar-EG')).toBe(new Intl.NumberFormat('ar-EG').format(5));
    expect(formatNumber(5, 'en-u-nu-arab')).toBe('٥');
  });
});
