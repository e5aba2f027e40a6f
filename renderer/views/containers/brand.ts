import type { Blueprint, Branding } from '../../../contract/schemas/index.ts';
import { DEFAULT_BRAND_COLOR } from '../../domain/constants.ts';
import type { BrandColors } from '../shell/theme.ts';

/** The brand colours: the blueprint's styles, then its colour fields, then the organisation's branding. */
export function brandColors(blueprint: Blueprint | null, branding: Branding | null): BrandColors {
  return {
    primary:
      blueprint?.styles.colors.primary ??
      blueprint?.primaryColor ??
      branding?.colors.primary ??
      DEFAULT_BRAND_COLOR,
    secondary: blueprint?.secondaryColor ?? branding?.colors.secondary,
    accent: blueprint?.accentColor ?? branding?.colors.accent,
  };
}

/** The brand logo URL, only when it is an https (or same-page http) image URL: never javascript: or data:. */
export function brandLogo(blueprint: Blueprint | null, branding: Branding | null): string | null {
  const src = blueprint?.brandImage ?? branding?.brandImage ?? null;
  if (!src) return null;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
