import { CONTROLS_CSS } from './controls-css.ts';
import { experienceCss } from './index.ts';
import managed from './managed.css?inline';

/** The managed flow's stylesheet. */
export const MANAGED_FLOW_CSS = experienceCss([CONTROLS_CSS, managed]);
