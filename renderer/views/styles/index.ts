import base from './base.css?inline';
import outcomes from './outcomes.css?inline';
import steps from './steps.css?inline';
import themeV2 from './theme-v2.css?inline';

/**
 * One experience's stylesheet for its shadow root: the shared view styles in cascade order, the
 * experience's own rules (`own`), then the theme, which overrides them all. Each experience's own rules
 * travel in its own chunk (wall-css.ts, managed-flow-css.ts, and the cancel flow's offers in
 * offers-css.ts, with the later steps), so the cancel flow's main chunk holds none of them
 * (docs/performance.md).
 */
export function experienceCss(own: readonly string[] = []): string {
  return [base, steps, outcomes, ...own, themeV2].join('\n');
}
