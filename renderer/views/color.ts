/**
 * Colour helpers for brand colours that arrive from the server as CSS values. Pure: no DOM.
 */

/** The default brand colour (spec §9: '#3c5ccf as default brand color'). */
export const DEFAULT_PRIMARY_COLOR = '#3c5ccf';

const BLACK = '#000';
const WHITE = '#fff';

/** Channels 0..255 of a `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` colour (alpha ignored), or null. */
export function parseHexColor(hex: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3,8})$/i.exec(hex.trim());
  const digits = match?.[1];
  if (!digits) return null;
  let full: string;
  if (digits.length === 3 || digits.length === 4) {
    full = digits
      .slice(0, 3)
      .split('')
      .map((d) => d + d)
      .join('');
  } else if (digits.length === 6 || digits.length === 8) {
    full = digits.slice(0, 6);
  } else {
    return null;
  }
  return [
    Number.parseInt(full.slice(0, 2), 16),
    Number.parseInt(full.slice(2, 4), 16),
    Number.parseInt(full.slice(4, 6), 16),
  ];
}

function linearChannel(value: number): number {
  const c = value / 255;
  // WCAG 2.x relative-luminance transfer function (sRGB); 0.04045 is the sRGB spec's knee.
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.x relative luminance (0 = black, 1 = white) of a hex colour, or null when it does not parse. */
export function relativeLuminance(hex: string): number | null {
  const rgb = parseHexColor(hex);
  if (!rgb) return null;
  const [r, g, b] = rgb;
  return 0.2126 * linearChannel(r) + 0.7152 * linearChannel(g) + 0.0722 * linearChannel(b);
}

/** WCAG 2.x contrast ratio (1..21) between two hex colours, or null when either does not parse. */
export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The text colour (`#000` or `#fff`) with the higher WCAG contrast on the given background, used for
 * `--hf-primary-contrast` so a light brand colour (e.g. #f5c542) gets dark button text. A colour that does
 * not parse as hex (a named colour, `rgb()`) gets white, which suits the default brand colour.
 */
export function contrastText(hex: string): '#000' | '#fff' {
  const luminance = relativeLuminance(hex);
  if (luminance === null) return WHITE;
  const withWhite = 1.05 / (luminance + 0.05);
  const withBlack = (luminance + 0.05) / 0.05;
  return withBlack > withWhite ? BLACK : WHITE;
}
