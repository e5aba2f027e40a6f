import { CONTROLS_CSS } from './controls-css.ts';
import { experienceCss } from './index.ts';
import walls from './walls.css?inline';

/** The pause wall's and the failed-payment wall's stylesheet. */
export const WALL_CSS = experienceCss([CONTROLS_CSS, walls]);
