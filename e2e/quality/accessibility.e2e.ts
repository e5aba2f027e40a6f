/**
 * Accessibility (WAI-ARIA APG modal dialog; WCAG 2.2 AA) of every screen in SCREENS, in both themes, in
 * the built widget in Chromium: axe-core with zero violations, a focus trap that 30 Tab or Shift+Tab
 * presses never leave, a visible focus indicator on every control reached, nothing lost at 320 px or at
 * 200 % zoom, contrast in every fixture brand colour; and the dialog's open/close contract (focus in,
 * Escape, focus back to the opener, never during an action) and its live region.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEMES } from '../../contract/schemas/index.ts';
import { type AxeViolation, runAxe } from './support/axe.ts';
import { fixtureBrandColors } from './support/blueprints.ts';
import { printFigures } from './support/figures.ts';
import { type HostPage, type QualityHarness, startHarness } from './support/harness.ts';
import { OPENER_ID } from './support/host-page.ts';
import { focusState, reflowProblems, startFocusLog, takeFocusLog } from './support/layout.ts';
import type { Screen } from './support/screen.ts';
import { BRAND_COLOR_SCREENS, SCREENS } from './support/screens.ts';
import { button, liveRegionText, waitForText, widget } from './support/widget.ts';

let harness: QualityHarness;
let shared: HostPage | undefined;
const figures = { scans: 0, screens: new Set<string>(), tabPresses: 0, colorScans: 0, reflowChecks: 0 };

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  printFigures(
    'accessibility',
    `${figures.screens.size} screens in ${THEMES.length} themes = ${figures.scans} axe scans with 0 violations; ` +
      `${figures.colorScans} brand-colour contrast scans; ${figures.tabPresses} Tab/Shift+Tab presses stayed in the dialog; ` +
      `${figures.reflowChecks} screen layouts at 320 px and 200 % zoom without loss`,
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
  try {
    await screen.open({ harness, host, theme, ...(color ? { color } : {}) });
  } catch (error) {
    console.error(
      `[quality] accessibility: could not open ${screen.name} (${theme})\n${await host.diagnostics()}`,
    );
    throw error;
  }
  return host;
}

async function release(screen: Screen, host: HostPage): Promise<void> {
  if (screen.fresh) await host.close();
}

function screenNamed(name: string): Screen {
  const screen = SCREENS.find((candidate) => candidate.name === name);
  if (!screen) throw new Error(`no screen named ${name}`);
  return screen;
}

function describeViolations(violations: AxeViolation[]): string {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.join('\n    ')}`).join('\n');
}

/** Presses of Tab, then of Shift+Tab, that must all keep focus in the dialog. */
const TAB_PRESSES = 30;

/** The desktop viewport, and the two the reflow checks resize to (layout is in CSS pixels). */
const DESKTOP = { width: 1280, height: 800 };
const REFLOW_VIEWPORTS = [
  { name: '320 px wide', size: { width: 320, height: 640 } },
  // A 1280 × 800 window at 200 % zoom lays out 640 × 400 CSS pixels.
  { name: '200 % zoom', size: { width: 640, height: 400 } },
];

/**
 * 30 Tab then 30 Shift+Tab: every focus change lands in the dialog and draws an indicator, and focus is in
 * the dialog after the last press (checked in the page as it happens, read once at the end).
 */
async function focusTrapProblems(host: HostPage): Promise<string[]> {
  await startFocusLog(host.page);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 1; press <= TAB_PRESSES; press++) {
      await host.page.keyboard.press(key);
      figures.tabPresses++;
    }
  }
  const problems: string[] = [];
  for (const [index, { focused, missingIndicator }] of (await takeFocusLog(host.page)).entries()) {
    if (!focused.startsWith('widget:'))
      problems.push(`focus change #${index + 1} left the dialog: ${focused}`);
    if (missingIndicator) problems.push(`no focus indicator on ${focused} (${missingIndicator})`);
  }
  const last = await focusState(host.page);
  if (!last.focused.startsWith('widget:')) problems.push(`after the last press focus is at ${last.focused}`);
  return problems;
}

/** Resizes to each reflow viewport and back: nothing cut off, nothing scrolling sideways. */
async function reflowProblemsAtAllSizes(host: HostPage): Promise<string[]> {
  const problems: string[] = [];
  for (const { name, size } of REFLOW_VIEWPORTS) {
    await host.page.setViewportSize(size);
    problems.push(...(await reflowProblems(host.page)).map((problem) => `${name}: ${problem}`));
    figures.reflowChecks++;
  }
  await host.page.setViewportSize(DESKTOP);
  return problems;
}

describe('every screen: WCAG 2.2 AA (axe), APG focus trap with visible focus, reflow at 320 px and 200 % zoom', () => {
  for (const theme of THEMES) {
    for (const screen of SCREENS) {
      it(`${screen.experience}: ${screen.name} (${theme})`, async () => {
        const host = await openScreen(screen, theme);
        try {
          const violations = await runAxe(host.page);
          figures.scans++;
          figures.screens.add(`${screen.experience}/${screen.name}`);
          expect(violations, describeViolations(violations)).toEqual([]);
          if (screen.modal !== false) expect(await focusTrapProblems(host)).toEqual([]);
          expect(await reflowProblemsAtAllSizes(host)).toEqual([]);
          expect(host.log.errors.filter((line) => line.startsWith('uncaught'))).toEqual([]);
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

describe('APG modal dialog: focus moves in on open, Escape closes, focus returns to the opener', () => {
  const survey = () => screenNamed('survey');

  it('focus is inside the dialog as soon as it opens', async () => {
    const host = await openScreen(survey(), 'default');
    expect((await focusState(host.page)).focused).toMatch(/^widget:div/);
  });

  it('Escape closes it, calls onClose once, and focus goes back to the button that opened it', async () => {
    const host = await openScreen(survey(), 'default');
    await host.page.evaluate(() => Reflect.set(window, '__hostCalls', []));
    await host.page.keyboard.press('Escape');
    await expect.poll(() => widget(host.page).count()).toBe(0);
    expect((await focusState(host.page)).focused).toBe(`page:button#${OPENER_ID}`);
    expect((await host.hostCalls()).filter((call) => call.name === 'onClose')).toHaveLength(1);
  });

  it('Escape while an action is in flight neither closes the dialog nor repeats the action', async () => {
    const host = await openScreen(screenNamed('confirm with discount notice'), 'default');
    harness.mock.backend.faults.add({ kind: 'delay', delayMs: 1500, pathRegex: '/stripe/cancel$' });
    await button(host.page, 'Confirm and cancel').click();
    await waitForText(host.page, 'Cancelling your subscription…');
    for (let press = 0; press < 3; press++) await host.page.keyboard.press('Escape');
    expect(await widget(host.page).count()).toBe(1);
    await waitForText(host.page, 'Your subscription has been cancelled');
    expect(harness.mock.backend.requests().filter((r) => r.path.endsWith('/stripe/cancel'))).toHaveLength(1);
    await host.page.keyboard.press('Escape');
    await expect.poll(() => widget(host.page).count()).toBe(0);
    expect((await focusState(host.page)).focused).toBe(`page:button#${OPENER_ID}`);
  });

  it('the dialog is named by its heading and marked modal', async () => {
    const host = await openScreen(survey(), 'default');
    const dialog = widget(host.page).getByRole('dialog', { name: /Before you go/ });
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
  });
});

describe('step changes are announced through a polite live region', () => {
  it('announces the step number and heading on every step, and the outcome', async () => {
    const host = await openScreen(screenNamed('survey'), 'default');
    expect(await liveRegionText(host.page)).toMatch(/^Step 1 of \d+: Before you go/);
    await widget(host.page).getByRole('radio', { name: 'It is too expensive' }).check();
    await button(host.page, 'Next').click();
    await expect.poll(() => liveRegionText(host.page)).toMatch(/^Step 2 of \d+: /);
    const heading = await widget(host.page).getByRole('heading', { level: 2 }).first().textContent();
    expect(await liveRegionText(host.page)).toContain(heading ?? '-');
    const complete = await openScreen(screenNamed('complete: cancelled'), 'default');
    expect(await liveRegionText(complete.page)).toBe('Your subscription has been cancelled');
  });
});
