import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readCheckedFiles } from './layering.ts';
import { isOwnFile, isProduct, namesOfferType, sharedFilesOf } from './offer-slice.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The shared files docs/adding-an-offer-type.md lists for DOWNGRADE, between its offer-slice markers. */
function documentedSharedFiles(): string[] {
  const doc = readFileSync(`${ROOT}docs/adding-an-offer-type.md`, 'utf8');
  const list = doc.split('<!-- offer-slice: DOWNGRADE -->')[1]?.split('<!-- /offer-slice -->')[0] ?? '';
  return [...list.matchAll(/^- (?:✋ )?`([^`]+)`/gm)].map((match) => match[1] ?? '').sort();
}

describe('an offer type is one slice (issue 18 item 3)', () => {
  const shared = sharedFilesOf(readCheckedFiles(ROOT), 'DOWNGRADE');

  it('DOWNGRADE, added by following docs/adding-an-offer-type.md, names fewer than 8 shared product files', () => {
    expect(shared.length).toBeLessThan(8);
  });

  it('and they are exactly the ones the guide lists', () => {
    expect(shared).toEqual(documentedSharedFiles());
  });
});

describe('the count', () => {
  it('counts a file that holds the type, a key of it, one of its message keys or imports one of its files', () => {
    expect(namesOfferType("if (type === 'DOWNGRADE') {}", 'DOWNGRADE')).toBe(true);
    expect(namesOfferType('const table = { DOWNGRADE: 1 };', 'DOWNGRADE')).toBe(true);
    expect(namesOfferType("t('complete.downgraded.title')", 'DOWNGRADE')).toBe(true);
    expect(namesOfferType("t('stepTag.planChange')", 'PLAN_CHANGE')).toBe(true);
    expect(namesOfferType("import { x } from './offers/downgrade.ts';", 'DOWNGRADE')).toBe(true);
    expect(namesOfferType("import { x } from '../state/flow/downgrade-action.ts';", 'DOWNGRADE')).toBe(true);
  });

  it('not a file that only mentions it in prose, or names another type', () => {
    expect(namesOfferType('// a downgrade is a plan change to the host', 'DOWNGRADE')).toBe(false);
    expect(namesOfferType("if (type === 'PLAN_CHANGE') {}", 'DOWNGRADE')).toBe(false);
    expect(namesOfferType("t('stepTag.pause')", 'PAUSE_WALL')).toBe(false);
  });

  it("tells the type's own files, and product from tests, stories, scaffolding and fixtures", () => {
    expect(isOwnFile('renderer/state/flow/downgrade-action.ts', 'DOWNGRADE')).toBe(true);
    expect(isOwnFile('renderer/domain/offer-types/plan-change.ts', 'PLAN_CHANGE')).toBe(true);
    expect(isOwnFile('renderer/domain/offer-types.ts', 'DOWNGRADE')).toBe(false);
    expect(isProduct('renderer/views/offer-registry.ts')).toBe(true);
    expect(isProduct('renderer/views/offers/downgrade-offer.stories.tsx')).toBe(false);
    expect(isProduct('renderer/domain/sample-data.testing.ts')).toBe(false);
    expect(isProduct('fixtures/builders/offer.ts')).toBe(false);
  });

  it('fails when a shared file starts naming the type', () => {
    const files = new Map([
      ['renderer/domain/offer-types.ts', "import { downgradeType } from './offer-types/downgrade.ts';"],
      ['renderer/state/flow/store.ts', "type K = 'DOWNGRADED' | 'DOWNGRADE';"],
      [
        'renderer/domain/offer-types/downgrade.ts',
        "export const downgradeType = { offerType: 'DOWNGRADE' };",
      ],
    ]);
    expect(sharedFilesOf(files, 'DOWNGRADE')).toEqual([
      'renderer/domain/offer-types.ts',
      'renderer/state/flow/store.ts',
    ]);
  });
});
