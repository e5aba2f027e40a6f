import controls from './controls.css?inline';

/**
 * The rules of controls the first step never shows (block buttons, link buttons, inputs and selects, the
 * success mark): every later experience's own stylesheet starts with them (offers-css.ts, wall-css.ts,
 * managed-flow-css.ts), so they travel in a chunk those share, not in the main chunk.
 */
export const CONTROLS_CSS: string = controls;
