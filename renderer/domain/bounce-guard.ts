import { NEXT_STEP_BOUNCE_MS } from './constants.ts';

/**
 * Repeated Next triggers within the window are ignored (spec §4 Step navigation): a double click must not
 * skip a step or decline an offer the customer never saw.
 *
 * Returns a guard called with the current time in milliseconds; it accepts a trigger (true) only when at
 * least `windowMs` have passed since the last accepted one. A clock that goes backwards (a system time
 * change) accepts the trigger and starts a new window rather than blocking Next until it catches up.
 */
export function createBounceGuard(windowMs: number = NEXT_STEP_BOUNCE_MS): (nowMs: number) => boolean {
  let lastAccepted: number | null = null;
  return (nowMs) => {
    if (lastAccepted !== null && nowMs >= lastAccepted && nowMs - lastAccepted < windowMs) return false;
    lastAccepted = nowMs;
    return true;
  };
}
