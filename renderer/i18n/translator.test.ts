import { beforeAll, describe, expect, it } from 'vitest';
import { de } from './catalogs/de.ts';
import { enLaterSteps } from './catalogs/en/later-steps.ts';
import { fr } from './catalogs/fr.ts';
import { isMessageKey, registerEnglish } from './english.ts';
import { OFFER_TEXTS } from './offers/index.ts';
import { registerOfferTexts } from './offers/register.ts';
import { createTranslator, loadTranslator, resolveLocale } from './translator.ts';

describe('precedence: host messages > org translations > built-in catalog of the language > English', () => {
  const orgTranslations = { de: { 'footer.next': 'Org weiter', 'footer.declineOffer': 'Org ablehnen' } };
  const messages = { de: { 'footer.next': 'Host weiter' } };

  it('host messages win', () => {
    const t = createTranslator({ lang: 'de', catalog: de, messages, orgTranslations });
    expect(t('footer.next')).toBe('Host weiter');
  });

  it('org translations come next', () => {
    const t = createTranslator({ lang: 'de', catalog: de, messages, orgTranslations });
    expect(t('footer.declineOffer')).toBe('Org ablehnen');
  });

  it('then the built-in catalog of the language', () => {
    const t = createTranslator({ lang: 'de', catalog: de, messages, orgTranslations });
    expect(t('footer.goToAccount')).toBe('Zum Konto');
  });

  it('overrides of another language do not leak in', () => {
    const t = createTranslator({ lang: 'fr', catalog: fr, messages, orgTranslations });
    expect(t('footer.next')).toBe('Suivant');
  });

  it('without the language’s catalog loaded, English is used', () => {
    const t = createTranslator({ lang: 'de' });
    expect(t('footer.next')).toBe('Next');
    expect(t.language).toBe('de');
  });

  it('a blank or malformed override is skipped, not shown', () => {
    const t = createTranslator({
      lang: 'de',
      catalog: de,
      messages: { de: { 'footer.next': '', 'footer.declineOffer': 42, 'common.back': { one: 'no other' } } },
      orgTranslations: { de: { 'footer.goToAccount': '' } },
    });
    expect(t('footer.next')).toBe('Weiter');
    expect(t('footer.declineOffer')).toBe('Angebot ablehnen');
    expect(t('common.back')).toBe('Zurück');
    expect(t('footer.goToAccount')).toBe('Zum Konto');
  });

  it('a host may override a plural message with plural forms or with one plain text', () => {
    const t = createTranslator({
      lang: 'en',
      messages: {
        en: { 'age.day': { one: 'a single day', other: '{count} whole days' }, 'age.year': 'ages' },
      },
    });
    expect(t('age.day', { count: 1 })).toBe('a single day');
    expect(t('age.day', { count: 3 })).toBe('3 whole days');
    expect(t('age.year', { count: 3 })).toBe('ages');
  });
});

describe('spec §9 default language en; unknown languages fall back to English', () => {
  it('no language reads English', () => {
    registerOfferTexts(OFFER_TEXTS); // an offer's step tag comes with the later steps' chunk
    const t = createTranslator();
    expect(t('stepTag.discount')).toBe('Special Offer');
    expect(t.locale).toBe('en');
  });

  it('an unknown language reads English, but keeps its own overrides first', () => {
    const t = createTranslator({
      lang: 'it',
      messages: { it: { 'footer.next': 'Avanti' }, en: { 'footer.back': 'x' } },
    });
    expect(t('footer.next')).toBe('Avanti');
    expect(t('footer.nevermind')).toBe('Nevermind');
    expect(t.language).toBe('en');
    expect(t.locale).toBe('it');
  });

  it('host and org English overrides apply to the English fallback', () => {
    const t = createTranslator({
      lang: 'it',
      messages: { en: { 'common.back': 'Go back' } },
      orgTranslations: { en: { 'footer.next': 'Continue' } },
    });
    expect(t('common.back')).toBe('Go back');
    expect(t('footer.next')).toBe('Continue');
  });

  it('a regional tag uses its base language’s catalog and overrides keyed either way', () => {
    const t = createTranslator({
      lang: 'de-AT',
      catalog: de,
      messages: { 'de-AT': { 'footer.next': 'Weiter (AT)' }, de: { 'common.back': 'Retour (de)' } },
    });
    expect(t.language).toBe('de');
    expect(t.locale).toBe('de-AT');
    expect(t('footer.next')).toBe('Weiter (AT)');
    expect(t('common.back')).toBe('Retour (de)');
    expect(t('footer.nevermind')).toBe('Doch nicht');
  });

  it('resolveLocale accepts the underscore tags hosts write and rejects junk', () => {
    expect(resolveLocale('en_US')).toBe('en-US');
    expect(resolveLocale('DE')).toBe('de');
    expect(resolveLocale('not a tag!')).toBe('en');
    expect(resolveLocale(null)).toBe('en');
  });

  it('plural forms of an English fallback follow English rules in a French widget', () => {
    const t = createTranslator({ lang: 'fr' });
    expect(t('age.day', { count: 0 })).toBe('0 days');
  });
});

describe('t(key, vars)', () => {
  const t = createTranslator({ lang: 'en' });

  it('substitutes variables as plain text', () => {
    expect(t('a11y.stepAnnouncement', { n: 2, total: 5, title: 'Your <Feedback>' })).toBe(
      'Step 2 of 5: Your <Feedback>',
    );
  });

  it('demands a message’s variables at compile time', () => {
    // @ts-expect-error — the announcement needs n, total and title.
    expect(t('a11y.stepAnnouncement')).toBe('Step {n} of {total}: {title}');
    // @ts-expect-error — a plural message needs its count.
    expect(t('age.day', { days: 2 })).toBe('{count} days');
  });

  it('isMessageKey tells keys built from data apart from unknown ones', () => {
    expect(isMessageKey('subscriptionStatus.past_due')).toBe(true);
    expect(isMessageKey('subscriptionStatus.exotic')).toBe(false);
  });
});

describe('spec §9 age display words are plural-aware in every language', () => {
  it.each([
    ['en', 'age.month', 1, '1 month'],
    ['en', 'age.month', 5, '5 months'],
    ['de', 'age.year', 1, '1 Jahr'],
    ['de', 'age.year', 2, '2 Jahre'],
    ['fr', 'age.day', 0, '0 jour'],
    ['fr', 'age.day', 3, '3 jours'],
    ['es', 'age.month', 1, '1 mes'],
    ['es', 'age.month', 4, '4 meses'],
  ] as const)('%s %s %d → %s', async (lang, key, count, text) => {
    const t = await loadTranslator({ lang });
    expect(t(key, { count })).toBe(text);
  });
});

describe('pause units with plurals', () => {
  // The offers' English arrives with the later steps' chunk (english.test.ts covers the arrival).
  beforeAll(() => {
    registerEnglish(enLaterSteps);
    registerOfferTexts(OFFER_TEXTS);
  });

  it.each([
    ['en', 'pause.unit.week', 1, '1 week'],
    ['de', 'pause.unit.week', 2, '2 Wochen'],
    ['fr', 'pause.unit.month', 2, '2 mois'],
    ['es', 'pause.unit.month', 2, '2 meses'],
  ] as const)('%s %s %d → %s', async (lang, key, count, text) => {
    const t = await loadTranslator({ lang });
    expect(t(key, { count })).toBe(text);
  });

  it('prices per interval use the count of intervals', async () => {
    const t = await loadTranslator({ lang: 'es' });
    expect(t('price.per.month', { price: '10 €', count: 1 })).toBe('10 €/mes');
    expect(t('price.per.month', { price: '30 €', count: 3 })).toBe('30 € cada 3 meses');
  });
});
