import { describe, expect, it } from 'vitest';
import { MAX_FREE_TEXT_CHARS } from '../../../contract/free-text-limit.ts';
import { enLaterSteps } from '../../i18n/catalogs/en/later-steps.ts';
import { createTranslator, loadCatalog, registerEnglish } from '../../i18n/index.ts';
import { freeTextHint } from './free-text-hint.ts';

// The hint's English is the later steps' (it comes with their chunk, as the function does).
registerEnglish(enLaterSteps);

const text = (length: number) => 'a'.repeat(length);

describe('The hint under a free-text field near its limit, in the widget’s language', () => {
  it('English: nothing far from the limit, then the characters left (one, many), then the limit said plainly', () => {
    const t = createTranslator({ lang: 'en' });
    expect(freeTextHint(t, text(4_499))).toBeUndefined();
    expect(freeTextHint(t, text(4_500))).toBe('You have 500 characters left.');
    expect(freeTextHint(t, text(4_988))).toBe('You have 12 characters left.');
    expect(freeTextHint(t, text(MAX_FREE_TEXT_CHARS - 1))).toBe('You have 1 character left.');
    expect(freeTextHint(t, text(MAX_FREE_TEXT_CHARS))).toBe('5,000 characters is the most this field takes.');
  });

  it('German, French, Spanish: their words, their plural forms and their way of writing 5,000', async () => {
    const say = async (lang: 'de' | 'fr' | 'es', length: number) =>
      freeTextHint(createTranslator({ lang, catalog: await loadCatalog(lang) }), text(length));
    expect(await say('de', 4_988)).toBe('Sie können noch 12 Zeichen schreiben.');
    expect(await say('de', MAX_FREE_TEXT_CHARS)).toBe('Mehr als 5.000 Zeichen nimmt dieses Feld nicht auf.');
    expect(await say('fr', MAX_FREE_TEXT_CHARS - 1)).toBe('Il vous reste 1 caractère.');
    expect(await say('fr', 4_988)).toBe('Il vous reste 12 caractères.');
    expect(await say('fr', MAX_FREE_TEXT_CHARS)).toBe('Ce champ accepte au plus 5\u202f000 caractères.');
    expect(await say('es', MAX_FREE_TEXT_CHARS - 1)).toBe('Te queda 1 carácter.');
    expect(await say('es', 4_988)).toBe('Te quedan 12 caracteres.');
    expect(await say('es', MAX_FREE_TEXT_CHARS)).toBe('Este campo admite como máximo 5000 caracteres.');
  });

  it('a host’s own wording for the key wins, with the count filled in', () => {
    const t = createTranslator({
      lang: 'en',
      messages: { en: { 'textInput.charactersLeft': 'Only {count} to go' } },
    });
    expect(freeTextHint(t, text(4_990))).toBe('Only 10 to go');
  });
});
