import { describe, expect, it } from 'vitest';
import { brandThemeOf } from './brand-theme.ts';

describe("An experience without a blueprint takes the organisation's brand theme", () => {
  it('theme-v2 when the brand theme names it', () => {
    expect(brandThemeOf('theme-v2')).toBe('theme-v2');
  });

  it('the default theme otherwise', () => {
    expect(brandThemeOf(null)).toBe('default');
    expect(brandThemeOf(undefined)).toBe('default');
    expect(brandThemeOf('dark')).toBe('default');
  });
});
