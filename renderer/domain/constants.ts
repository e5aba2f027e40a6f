import type { Language } from '../../contract/schemas/index.ts';

/**
 * Business constants of spec §9 that no single rule module owns. Constants that belong to one rule live
 * beside it (the skip-check cache in skip-check.ts, the default provider in providers.ts).
 */

/** Repeated Next triggers within this window are ignored (spec §4 Step navigation). */
export const NEXT_STEP_BOUNCE_MS = 400;

/** In preview mode an action is simulated by waiting this long instead of calling the provider. */
export const PREVIEW_ACTION_DELAY_MS = 2000;

/**
 * A flow whose load ends within this time shows its first step directly; a slower load shows the loader from
 * then on (spec §2 "Loader with a 'loading' text while loading"). 100 ms is what a person perceives as
 * instant, so no loader flashes by, and the first step costs one render and layout instead of two.
 */
export const LOADER_DELAY_MS = 100;

/** Delay before a preloaded blueprint is loaded when the widget is not inline. */
export const PRELOADED_BLUEPRINT_DELAY_MS = 350;

/** The session recording is checkpointed this often. */
export const RECORDING_CHECKPOINT_MS = 180_000;

/** How long the confetti of an accepted offer rains. */
export const CONFETTI_DURATION_MS = 4000;

/** Upper bound of confetti pieces on screen. */
export const CONFETTI_MAX_PIECES = 1500;

/** Digits of the managed-flow verification code. */
export const OTP_LENGTH = 6;

/** Visible rows of the free-form feedback textarea. */
export const FREEFORM_ROWS = 4;

/** Days a failed invoice stays within its grace period unless configured otherwise. */
export const DEFAULT_GRACE_PERIOD_DAYS = 0;

/** Interface language when the host does not say. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Primary colour of the widget state before the organisation's branding arrives. */
export const DEFAULT_WIDGET_PRIMARY_COLOR = '#4a4a4f';

/** Brand colour used when the organisation has none. */
export const DEFAULT_BRAND_COLOR = '#3c5ccf';

/** Follow-up question recorded for a survey response whose choice asks none (spec §5). */
export const DEFAULT_FOLLOWUP_QUESTION = 'What could we have done better?';

/**
 * Marks a host element (its value is the experience) and the style element inside its shadow root; the
 * recorder reads the same mark to keep the host page out of a recording.
 */
export const HOST_ATTRIBUTE = 'data-holdfast';
