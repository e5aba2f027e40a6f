import type { CSSProperties } from 'react';
import type { Theme } from '../../../contract/schemas/index.ts';
import { contrastText, DEFAULT_PRIMARY_COLOR } from '../color.ts';

/** The widget's themes: `default` and the dynamic left-side layout `theme-v2` (spec §2). */
export type WidgetTheme = Theme;

/** Step-to-step transition per theme (spec §9: 'Theme transition 300 ms for theme-v2, else 0'). */
export const THEME_TRANSITION_MS = {
  default: 0,
  'theme-v2': 300,
} as const satisfies { [K in WidgetTheme]: number };

/** The frame root's class per theme, read by the stylesheets (theme-v2.css keys off `.hf-theme-v2`). */
export const THEME_CLASS = {
  default: 'hf-theme-default',
  'theme-v2': 'hf-theme-v2',
} as const satisfies { [K in WidgetTheme]: string };

/** Brand colours as CSS colour values (the organisation's branding or the blueprint's styles). */
export interface BrandColors {
  /** Buttons, the theme-v2 side panel, selected choices. Defaults to #3c5ccf when empty. */
  primary: string;
  secondary?: string | undefined;
  accent?: string | undefined;
}

type CustomProperties = CSSProperties & Record<`--${string}`, string>;

/**
 * The custom properties the stylesheets read, set on the frame root. The contrast colour is computed here
 * so a light brand colour still gets readable button text (WCAG AA).
 */
export function brandStyle(colors: BrandColors, transitionMs: number): CustomProperties {
  const primary = colors.primary.trim() || DEFAULT_PRIMARY_COLOR;
  const style: CustomProperties = {
    '--hf-primary': primary,
    '--hf-primary-contrast': contrastText(primary),
    '--hf-transition': `${transitionMs}ms`,
  };
  if (colors.secondary) style['--hf-secondary'] = colors.secondary;
  if (colors.accent) style['--hf-accent'] = colors.accent;
  return style;
}
