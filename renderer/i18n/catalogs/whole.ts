import { offerTextsIn } from '../offers/index.ts';
import { de as deCatalog } from './de.ts';
import type { WholeCatalog } from './en.ts';
import { es as esCatalog } from './es.ts';
import { fr as frCatalog } from './fr.ts';

/**
 * The whole catalog of de, fr and es: the language's catalog and every offer's texts in it, as the widget has
 * them once the later steps' chunk is in. For tests and tools (the dashboard's Appearance page, e2e); widget
 * code never imports it, which would put every language into one chunk. Typed complete against en.
 */
export const de: WholeCatalog = { ...deCatalog, ...offerTextsIn('de') };
export const fr: WholeCatalog = { ...frCatalog, ...offerTextsIn('fr') };
export const es: WholeCatalog = { ...esCatalog, ...offerTextsIn('es') };
