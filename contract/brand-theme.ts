import type { Theme } from './schemas/index.ts';

/**
 * The theme of an experience with no blueprint (the pause wall, the failed-payment wall, the managed flow):
 * the organisation's brand theme, when it names one of the two themes (spec §2), else the default.
 */
export function brandThemeOf(brandTheme: string | null | undefined): Theme {
  return brandTheme === 'theme-v2' ? 'theme-v2' : 'default';
}
