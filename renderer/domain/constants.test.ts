import { describe, expect, it } from 'vitest';
import { THEME_V2_TRANSITION_MS, themeTransitionMs } from './constants.ts';

// The other constants of spec §9 are proven where they act: the bounce guard (bounce-guard.test.ts), the
// preview wait (flow-actions.test.ts), confetti (confetti.test.tsx), the recording checkpoint
// (recorder.test.ts), the OTP and freeform sizes (their views' tests), the primary colours (brand.test.ts).
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
