import { CONTROLS_CSS } from './controls-css.ts';
import { experienceCss } from './index.ts';
import managed from './managed.css?inline';
import offers from './offers.css?inline';
import walls from './walls.css?inline';

/** Every view style at once, for the stories, which show every experience's views side by side. */
export const VIEW_CSS = experienceCss([CONTROLS_CSS, offers, managed, walls]);
