import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../i18n/load-catalog.ts';
import { createTranslator } from '../i18n/translator.ts';
import './pause-wall-host.tsx';

// A page that shows only the pause wall never loads the later steps' chunk, which registers the offers'
// texts: the wall's tag (the pause offer's) must come with the wall (an exploratory session saw 'STEPTAG.PAUSE').
describe("the pause wall's texts without the later steps' chunk", () => {
  it('names its tag in English and in the page language', async () => {
    expect(createTranslator({ lang: 'en' })('stepTag.pause')).toBe('Subscription Pause');
    const de = createTranslator({ lang: 'de', catalog: await loadCatalog('de') });
    expect(de('stepTag.pause')).toBe('Abo pausieren');
  });
});
