import { describe, expect, it, vi } from 'vitest';
import { de } from './catalogs/de.ts';
import { OFFER_TEXTS } from './offers/index.ts';
import { pauseTexts } from './offers/pause.ts';

/** The i18n modules as a page has them before the later steps' chunk ran: nothing registered. */
async function freshI18n() {
  vi.resetModules();
  return { ...(await import('./index.ts')), ...(await import('./offers/register.ts')) };
}

describe('offer texts come with the later steps in every language (registerOfferTexts)', () => {
  it('a German translator made before shows a registered offer’s German text, its plurals in German', async () => {
    const { createTranslator, registerOfferTexts } = await freshI18n();
    const t = createTranslator({ lang: 'de', catalog: de });
    expect(t.has('pause.button')).toBe(false);
    registerOfferTexts(OFFER_TEXTS);
    expect(t('pause.button')).toBe(pauseTexts.de['pause.button']);
    expect(t('stepTag.pause')).toBe('Abo pausieren');
    expect(t('pause.unit.week', { count: 2 })).toBe('2 Wochen');
    expect(t('footer.next')).toBe('Weiter');
  });

  it('falls back to English for an offer whose texts came in English only', async () => {
    const { createTranslator, registerEnglish, registerOfferTexts } = await freshI18n();
    const t = createTranslator({ lang: 'de', catalog: de });
    registerOfferTexts({ PAUSE: OFFER_TEXTS.PAUSE });
    registerEnglish(OFFER_TEXTS.DOWNGRADE.en);
    expect(t('stepTag.pause')).toBe('Abo pausieren');
    expect(t('stepTag.downgrade')).toBe('Stay for Free');
    expect(t('downgrade.switch', { plan: 'Free' })).toBe('Switch to Free');
  });

  it('a language whose catalog did not load reads English, its offers too', async () => {
    const { createTranslator, registerOfferTexts } = await freshI18n();
    registerOfferTexts(OFFER_TEXTS);
    const t = createTranslator({ lang: 'fr' });
    expect(t('stepTag.pause')).toBe('Subscription Pause');
    expect(t('pause.unit.day', { count: 0 })).toBe('0 days');
  });

  it('each language reads its own: French and Spanish, not German', async () => {
    const { createTranslator, loadCatalog, registerOfferTexts } = await freshI18n();
    registerOfferTexts(OFFER_TEXTS);
    const fr = createTranslator({ lang: 'fr-CA', catalog: await loadCatalog('fr') });
    const es = createTranslator({ lang: 'es', catalog: await loadCatalog('es') });
    expect(fr('action.trialExtension')).toBe(OFFER_TEXTS.TRIAL_EXTENSION.fr['action.trialExtension']);
    expect(es('redirect.defaultLabel')).toBe(OFFER_TEXTS.REDIRECT.es['redirect.defaultLabel']);
  });

  it('registering again changes nothing', async () => {
    const { createTranslator, registerOfferTexts } = await freshI18n();
    registerOfferTexts(OFFER_TEXTS);
    registerOfferTexts(OFFER_TEXTS);
    expect(createTranslator({ lang: 'de', catalog: de })('error.downgrade')).toBe(
      OFFER_TEXTS.DOWNGRADE.de['error.downgrade'],
    );
  });
});

describe('org translations and host messages override an offer’s text in every language', () => {
  it.each([
    ['en', null],
    ['de', de],
  ] as const)('%s: before the offer texts arrive and after', async (lang, catalog) => {
    const { createTranslator, registerOfferTexts } = await freshI18n();
    const t = createTranslator({
      lang,
      catalog,
      orgTranslations: { [lang]: { 'stepTag.pause': 'Org pause', 'pause.button': 'Org button' } },
      messages: { [lang]: { 'pause.button': 'Host button' } },
    });
    expect(t('stepTag.pause')).toBe('Org pause');
    registerOfferTexts(OFFER_TEXTS);
    expect(t('stepTag.pause')).toBe('Org pause');
    expect(t('pause.button')).toBe('Host button');
    expect(t('pause.lengthLabel')).toBe(OFFER_TEXTS.PAUSE[lang]['pause.lengthLabel']);
  });
});
