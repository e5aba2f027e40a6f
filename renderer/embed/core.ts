/**
 * The script-tag core: loaded by the loader (dist/embed/holdfast.js) on first use. It takes over
 * `window.holdfast`, runs the calls the host made while it loaded, and answers every later call.
 */
import { attachCore } from './global.ts';
import { createHoldfast } from './holdfast.ts';

attachCore(createHoldfast());
