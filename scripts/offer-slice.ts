/**
 * Where an offer type lives (issue 18 item 3, docs/adding-an-offer-type.md): its own files, named for it, and
 * the shared product files that name it — the registries keyed by `OfferType` and the contract. A file names
 * a type when it holds the type's literal (`'DOWNGRADE'`), a key of it (`DOWNGRADE:`) or imports one of the
 * type's own files. Tests, stories, test scaffolding, fixtures, browser tests and docs are not product.
 */
import { basename } from 'node:path';
import { isScaffolding } from './layering.ts';

/** `PLAN_CHANGE` → `plan-change`: how the type's own files are named. */
export function kebabOf(offerType: string): string {
  return offerType.toLowerCase().replaceAll('_', '-');
}

/** One of the type's own files: its name starts with the type (`downgrade.ts`, `downgrade-action.ts`). */
export function isOwnFile(path: string, offerType: string): boolean {
  const name = basename(path);
  const kebab = kebabOf(offerType);
  return name.startsWith(`${kebab}.`) || name.startsWith(`${kebab}-`);
}

/** Product code: not a test, story, scaffolding, fixture, browser test, bench or script. */
export function isProduct(path: string): boolean {
  if (/\.(test|stories|e2e)\.tsx?$/.test(path) || isScaffolding(path)) return false;
  return !/^(fixtures|e2e|bench|scripts|playground|stories|docs)\//.test(path);
}

/** `PLAN_CHANGE` → `planChange`: how the type's message keys name it (`stepTag.planChange`). */
function camelOf(offerType: string): string {
  return kebabOf(offerType).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * Whether `source` names the offer type: its literal or a key of it, one of its message keys (a quoted key
 * with a segment starting with the type: `'stepTag.downgrade'`, `'complete.downgraded.title'`), or an import
 * of one of its own files.
 */
export function namesOfferType(source: string, offerType: string): boolean {
  const kebab = kebabOf(offerType);
  const literal = new RegExp(`['"\`]${offerType}['"\`]|\\b${offerType}\\??:`);
  const messageKey = new RegExp(`['"]([a-zA-Z]+\\.)*${camelOf(offerType)}[a-zA-Z]*(\\.[a-zA-Z]+)*['"]`);
  const ownImport = new RegExp(`from '[^']*/${kebab}(-[a-z-]+)?\\.tsx?'`);
  return literal.test(source) || messageKey.test(source) || ownImport.test(source);
}

/** The shared product files an offer type takes: those naming it that are not its own. */
export function sharedFilesOf(files: ReadonlyMap<string, string>, offerType: string): string[] {
  return [...files]
    .filter(
      ([path, source]) => isProduct(path) && !isOwnFile(path, offerType) && namesOfferType(source, offerType),
    )
    .map(([path]) => path)
    .sort();
}
