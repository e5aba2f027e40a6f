import base from './base.css?inline';
import offers from './offers.css?inline';
import outcomes from './outcomes.css?inline';
import steps from './steps.css?inline';
import themeV2 from './theme-v2.css?inline';

/**
 * One experience's stylesheet for its shadow root: the shared view styles in cascade order, the
 * experience's own rules (`own`), then the theme, which overrides them all. Each experience's own rules
 * travel in its own chunk (wall-css.ts, managed-flow-css.ts), so the cancel flow's main chunk holds none
 * of them (docs/performance.md).
 */
export function experienceCss(own: readonly string[] = []): string {
  return [base, steps, offers, outcomes, ...own, themeV2].join('\n');
}

/** The cancel flow's stylesheet. */
export const CANCEL_FLOW_CSS = experienceCss();
