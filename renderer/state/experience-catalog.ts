import { ref } from 'valtio';
import { type Catalog, loadCatalog } from '../i18n/index.ts';

/** An experience's store as far as its language's built-in catalog goes: null for English and until it came. */
export interface CatalogHolder {
  catalog: Catalog | null;
}

/**
 * Fetches the built-in catalog of the host's language into an experience's store (the cancel flow's, the
 * managed flow's, a wall's), unless it is in already: at show (or check) alongside the experience's first
 * request, and again at each retry while it has not come (offline, its chunk could not be fetched either), the
 * screen that retries waiting for it, so it paints in the customer's language rather than English first.
 * `current` says whether the session that asked is still the store's when the catalog comes.
 */
export async function loadExperienceCatalog(
  holder: CatalogHolder,
  lang: string | undefined,
  current: () => boolean,
): Promise<void> {
  if (holder.catalog) return;
  const catalog = await loadCatalog(lang ?? 'en');
  if (catalog && current()) holder.catalog = ref(catalog);
}
