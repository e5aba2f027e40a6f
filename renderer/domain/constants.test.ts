import { describe, expect, it } from 'vitest';
import {
  CONFETTI_DURATION_MS,
  CONFETTI_MAX_PIECES,
  DEFAULT_BRAND_COLOR,
  DEFAULT_CANCEL_AT_PERIOD_END,
  DEFAULT_FOLLOWUP_QUESTION,
  DEFAULT_GRACE_PERIOD_DAYS,
  DEFAULT_LANGUAGE,
  DEFAULT_MODE,
  DEFAULT_WIDGET_PRIMARY_COLOR,
  FREEFORM_ROWS,
  NEXT_STEP_BOUNCE_MS,
  OTP_LENGTH,
  PRELOADED_BLUEPRINT_DELAY_MS,
  PREVIEW_ACTION_DELAY_MS,
  RECORDING_CHECKPOINT_MS,
  THEME_V2_TRANSITION_MS,
  themeTransitionMs,
} from './constants.ts';

describe('spec §9 business constants and limits', () => {
  it('times the widget as the spec says', () => {
    expect(PREVIEW_ACTION_DELAY_MS).toBe(2000);
    expect(PRELOADED_BLUEPRINT_DELAY_MS).toBe(350);
    expect(NEXT_STEP_BOUNCE_MS).toBe(400);
    expect(RECORDING_CHECKPOINT_MS).toBe(180000);
  });

  it('confetti 4 s, up to 1500 pieces; OTP length 6; freeform textarea 4 rows', () => {
    expect(CONFETTI_DURATION_MS).toBe(4000);
    expect(CONFETTI_MAX_PIECES).toBe(1500);
    expect(OTP_LENGTH).toBe(6);
    expect(FREEFORM_ROWS).toBe(4);
  });

  it('defaults: grace 0 days, mode LIVE, language en, colours, follow-up question, cancel at period end', () => {
    expect(DEFAULT_GRACE_PERIOD_DAYS).toBe(0);
    expect(DEFAULT_MODE).toBe('LIVE');
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(DEFAULT_WIDGET_PRIMARY_COLOR).toBe('#4a4a4f');
    expect(DEFAULT_BRAND_COLOR).toBe('#3c5ccf');
    expect(DEFAULT_FOLLOWUP_QUESTION).toBe('What could we have done better?');
    expect(DEFAULT_CANCEL_AT_PERIOD_END).toBe(true);
  });
});

describe('Theme transition 300 ms for theme-v2, else 0', () => {
  it('animates the dynamic theme for 300 ms', () => {
    expect(THEME_V2_TRANSITION_MS).toBe(300);
    expect(themeTransitionMs('theme-v2')).toBe(300);
  });

  it('does not animate the default theme or an unknown one', () => {
    expect(themeTransitionMs('default')).toBe(0);
    expect(themeTransitionMs(null)).toBe(0);
    expect(themeTransitionMs(undefined)).toBe(0);
  });
});
