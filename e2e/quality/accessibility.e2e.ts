/**
 * Accessibility (WAI-ARIA APG modal dialog; WCAG 2.2 AA) of every screen in SCREENS, in both themes, in
 * the built widget in Chromium: axe-core with zero violations, a focus trap that 30 Tab or Shift+Tab
 * presses never leave, a visible focus indicator on every control reached, and contrast in every fixture
 * brand colour.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEMES } from '../../renderer/api/schemas/index.ts';
import { type AxeViolation, runAxe } from './support/axe.ts';
import { fixtureBrandColors } from './support/blueprints.ts';
import { printFigures } from './support/figures.ts';
import { type HostPage, type QualityHarness, startHarness } from './support/harness.ts';
import { BRAND_COLOR_SCREENS, SCREENS, type Screen } from './support/screens.ts';
import { focusedElement } from './support/widget.ts';

let harness: QualityHarness;
let shared: HostPage | undefined;
const figures = { scans: 0, screens: new Set<string>(), tabPresses: 0, colorScans: 0 };

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  printFigures(
    'accessibility',
    `${figures.screens.size} screens × ${THEMES.length} themes = ${figures.scans} axe scans with 0 violations; ` +
      `${figures.colorScans} brand-colour contrast scans; ${figures.tabPresses} Tab/Shift+Tab presses stayed in the dialog`,
  );
  await harness?.close();
});

/** A page on the screen: the shared page, or a page of its own for a screen that leaves work in flight. */
async function openScreen(screen: Screen, theme: (typeof THEMES)[number], color?: string): Promise<HostPage> {
  let host: HostPage;
  if (screen.fresh) {
    host = await harness.openHost();
  } else {
    shared ??= await harness.openHost();
    host = shared;
  }
  await screen.open({ harness, host, theme, ...(color ? { color } : {}) });
  return host;
}

async function release(screen: Screen, host: HostPage): Promise<void> {
  if (screen.fresh) await host.close();
}

function describeViolations(violations: AxeViolation[]): string {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.join('\n    ')}`).join('\n');
}

/**
 * Why the focused element (or the choice label around a radio) shows no focus indicator; empty when it
 * draws one (an outline of 2px or more, or a box shadow).
 */
function missingFocusIndicator(host: HostPage): Promise<string> {
  return host.page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active) return 'nothing focused';
    const drawn = (el: Element | null) => {
      if (!el) return false;
      const style = getComputedStyle(el);
      return (
        (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2) ||
        style.boxShadow !== 'none'
      );
    };
    if (drawn(active) || drawn(active.closest('label'))) return '';
    const style = getComputedStyle(active);
    return `${active.tagName.toLowerCase()} :focus=${active.matches(':focus')} :focus-visible=${active.matches(':focus-visible')} outline=${style.outlineStyle} ${style.outlineWidth} box-shadow=${style.boxShadow}`;
  });
}

describe('WCAG 2.2 AA: axe-core reports no violations on any screen', () => {
  for (const theme of THEMES) {
    for (const screen of SCREENS) {
      it(`${screen.experience}: ${screen.name} (${theme})`, async () => {
        const host = await openScreen(screen, theme);
        try {
          const violations = await runAxe(host.page);
          figures.scans++;
          figures.screens.add(`${screen.experience}/${screen.name}`);
          expect(violations, describeViolations(violations)).toEqual([]);
          expect(host.log.errors.filter((line) => line.startsWith('uncaught'))).toEqual([]);
        } finally {
          await release(screen, host);
        }
      });
    }
  }
});

describe('APG modal dialog: 30 presses of Tab or Shift+Tab never leave the dialog; focus is visible', () => {
  const TAB_PRESSES = 30;
  for (const theme of THEMES) {
    for (const screen of SCREENS.filter((s) => s.modal !== false)) {
      it(`${screen.experience}: ${screen.name} (${theme})`, async () => {
        const host = await openScreen(screen, theme);
        try {
          for (const key of ['Tab', 'Shift+Tab']) {
            for (let press = 0; press < TAB_PRESSES; press++) {
              await host.page.keyboard.press(key);
              figures.tabPresses++;
              const focused = await focusedElement(host.page);
              expect(focused, `${key} #${press + 1}`).toMatch(/^widget:/);
              // A focused iframe means focus is inside the embedded player, which draws its own indicator.
              if (!focused.startsWith('widget:div') && !focused.startsWith('widget:iframe')) {
                expect(await missingFocusIndicator(host), `focus indicator on ${focused}`).toBe('');
              }
            }
          }
        } finally {
          await release(screen, host);
        }
      });
    }
  }
});

describe('WCAG 1.4.3 contrast AA in both themes with every fixture brand colour', () => {
  const colors = fixtureBrandColors(new Date());
  const screens = SCREENS.filter((screen) => BRAND_COLOR_SCREENS.includes(screen.name));
  for (const theme of THEMES) {
    for (const color of colors) {
      it(`${color} (${theme})`, async () => {
        for (const screen of screens) {
          const host = await openScreen(screen, theme, color);
          try {
            const violations = await runAxe(host.page, ['color-contrast']);
            figures.colorScans++;
            expect(violations, `${screen.name}: ${describeViolations(violations)}`).toEqual([]);
          } finally {
            await release(screen, host);
          }
        }
      });
    }
  }
});
