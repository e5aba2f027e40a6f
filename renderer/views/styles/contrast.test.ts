import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio, contrastText } from '../color.ts';

// Read the defaults from the stylesheet itself so a changed colour is checked, not a copy of it.
const BASE_CSS = readFileSync(new URL('./base.css', import.meta.url), 'utf8');

/** Comments may quote CSS (`div { display: inline }`), so they go before the rule is looked up. */
const BASE_RULES = BASE_CSS.replace(/\/\*[\s\S]*?\*\//g, '');

function hostDefault(name: string): string {
  const host = /:host\s*\{([^}]*)\}/.exec(BASE_RULES)?.[1] ?? '';
  const value = new RegExp(`${name}:\\s*(#[0-9a-fA-F]{3,8})`).exec(host)?.[1];
  if (!value) throw new Error(`${name} has no hex default on :host`);
  return value;
}

describe('base.css theme defaults meet WCAG AA (4.5:1 for text)', () => {
  const surface = hostDefault('--hf-surface');

  it.each(['--hf-text', '--hf-muted', '--hf-danger'])('%s on --hf-surface', (name) => {
    expect(contrastRatio(hostDefault(name), surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('--hf-primary-contrast default is the readable text on the default --hf-primary', () => {
    expect(hostDefault('--hf-primary-contrast')).toBe(contrastText(hostDefault('--hf-primary')));
    expect(hostDefault('--hf-primary')).toBe('#3c5ccf');
  });

  it('puts the modal overlay above any host stacking (z-index 2147483647)', () => {
    expect(/\.hf-modal\s*\{[^}]*z-index:\s*2147483647/.test(BASE_CSS)).toBe(true);
  });

  it.each(['base.css', 'steps.css', 'offers.css', 'outcomes.css', 'theme-v2.css'])(
    '%s sizes in px, never rem (host pages set html font-size)',
    (file) => {
      expect(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')).not.toMatch(/\d+(\.\d+)?rem\b/);
    },
  );
});
