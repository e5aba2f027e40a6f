import { CONTROLS_CSS } from './controls-css.ts';
import offers from './offers.css?inline';

/** The offers' rules: they travel with the later steps' chunk (later-views.ts), not the main chunk. */
export const OFFERS_CSS: string = [CONTROLS_CSS, offers].join('\n');
