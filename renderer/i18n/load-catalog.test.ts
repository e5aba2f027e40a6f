import { describe, expect, it } from 'vitest';
import { de } from './catalogs/de.ts';
import { es } from './catalogs/es.ts';
import { fr } from './catalogs/fr.ts';
import { catalogLanguageFor, isCatalogLanguage, loadCatalog } from './load-catalog.ts';

describe('catalogs load lazily, English statically', () => {
  it.each([
    ['de', de],
    ['fr', fr],
    ['es', es],
  ] as const)('loadCatalog(%s) gives that language’s catalog', async (lang, catalog) => {
    expect(await loadCatalog(lang)).toBe(catalog);
  });

  it('a regional tag loads its base language', async () => {
    expect(await loadCatalog('fr-CA')).toBe(fr);
    expect(await loadCatalog('es_MX')).toBe(es);
  });

  it('English, and a language without a catalog, load nothing: English is built in (null)', async () => {
    expect(await loadCatalog('en')).toBeNull();
    expect(await loadCatalog('en-GB')).toBeNull();
    expect(await loadCatalog('ja')).toBeNull();
    expect(await loadCatalog('')).toBeNull();
  });

  it('knows exactly the four built-in languages', () => {
    expect(['en', 'de', 'fr', 'es', 'it', 'constructor'].filter(isCatalogLanguage)).toEqual([
      'en',
      'de',
      'fr',
      'es',
    ]);
    expect(catalogLanguageFor('DE-ch')).toBe('de');
    expect(catalogLanguageFor(undefined)).toBe('en');
  });
});
