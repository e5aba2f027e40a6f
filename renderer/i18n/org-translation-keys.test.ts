import { describe, expect, it } from 'vitest';
import { ORG_TRANSLATION_KEYS, ORG_TRANSLATION_VARIABLES } from '../../contract/org-translation-keys.ts';
import { en } from './catalogs/en.ts';
import { messageVariables } from './message.ts';

describe('the keys an organisation may translate (contract/org-translation-keys.ts)', () => {
  it('are exactly the English catalog’s plain-string keys, in the catalog’s order', () => {
    const plain = Object.entries(en)
      .filter(([, message]) => typeof message === 'string')
      .map(([key]) => key);
    expect([...ORG_TRANSLATION_KEYS]).toEqual(plain);
  });

  it('leave out the plural messages, whose forms one flat text would lose', () => {
    const plural = Object.entries(en).filter(([, message]) => typeof message !== 'string');
    expect(plural.length).toBeGreaterThan(0);
    for (const [key] of plural) expect(ORG_TRANSLATION_KEYS).not.toContain(key);
  });

  it('know the variables of each key’s English text, those the widget fills (the server checks by them)', () => {
    for (const key of ORG_TRANSLATION_KEYS) {
      expect([...(ORG_TRANSLATION_VARIABLES[key] ?? [])].sort(), key).toEqual(
        [...messageVariables(en[key])].sort(),
      );
    }
  });
});
