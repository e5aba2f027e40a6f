import { describe, expect, it } from 'vitest';
import { de } from './catalogs/de.ts';
import { en } from './catalogs/en.ts';
import { es } from './catalogs/es.ts';
import { fr } from './catalogs/fr.ts';
import { catalogLanguageFor, isCatalogLanguage, loadCatalog } from './load-catalog.ts';

describe('catalogs load lazily, English statically', () => {
  it.each([
    ['de', de],
    ['fr', fr],
    ['es', es],
    ['en', en],
  ] as const)('loadCatalog(%s) gives that language’s catalog', async (lang, catalog) => {
    expect(await loadCatalog(lang)).toBe(catalog);
  });

  it('a regional tag loads its base language', async () => {
    expect(await loadCatalog('fr-CA')).toBe(fr);
    expect(await loadCatalog('es_MX')).toBe(es);
  });

  it('a language without a catalog loads English', async () => {
    expect(await loadCatalog('ja')).toBe(en);
    expect(await loadCatalog('')).toBe(en);
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
