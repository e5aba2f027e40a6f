import type { Blueprint, Branding } from '../../../contract/schemas/index.ts';
import { DEFAULT_BRAND_COLOR, DEFAULT_WIDGET_PRIMARY_COLOR } from '../../domain/constants.ts';
import type { BrandColors } from '../shell/theme.ts';

/**
 * The brand colours: the blueprint's styles, then its colour fields, then the organisation's branding. Before
 * either has arrived (the loader) the primary is the widget state's neutral #4a4a4f, not a brand colour that
 * may flash before the organisation's own (spec §9); once they are in, the default brand colour fills a gap.
 */
export function brandColors(blueprint: Blueprint | null, branding: Branding | null): BrandColors {
  const arrived = blueprint !== null || branding !== null;
  return {
    primary:
      blueprint?.styles.colors.primary ??
      blueprint?.primaryColor ??
      branding?.colors.primary ??
      (arrived ? DEFAULT_BRAND_COLOR : DEFAULT_WIDGET_PRIMARY_COLOR),
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
