import base from './base.css?inline';
import managed from './managed.css?inline';
import offers from './offers.css?inline';
import outcomes from './outcomes.css?inline';
import steps from './steps.css?inline';
import themeV2 from './theme-v2.css?inline';
import walls from './walls.css?inline';

/** The views' stylesheets as text, in cascade order, to inject into the widget's shadow root. */
export const VIEW_STYLESHEETS: readonly string[] = [base, steps, offers, outcomes, managed, walls, themeV2];

/** All view styles in one string, for a single `<style>` element. */
export const VIEW_CSS = VIEW_STYLESHEETS.join('\n');
