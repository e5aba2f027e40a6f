import { isSoftPause } from '../../domain/pause-info.ts';
import { isCleanPauseWallResult, pauseWallData, pauseWallDisplay } from '../../domain/pause-wall.ts';
import { recordCleanCheck, shouldSkipCheck } from '../../domain/skip-check.ts';
import { pickSubscription } from '../../domain/subscription.ts';
import { PAUSE_WALL_ERRORS, PAUSE_WALL_EVENTS } from '../../domain/walls.ts';
import { notify } from '../callbacks.ts';
import type { WallCheckResult } from '../walls/check-result.ts';
import { loadWallBranding, reportWallFailure, trackWallEvent } from '../walls/report.ts';
import type { PauseWallRuntime } from './runtime.ts';
import { pauseWall, resetPauseWall, setPauseWallFound } from './store.ts';

/**
 * The pause-wall check (spec §4): skipped for 24 hours after a clean result for the same customer unless
 * forced or in TEST mode; otherwise the customer (and the branding) are fetched and the domain decides.
 * Shown: PAUSE_WALL, the 'ck-pause-wall' event and onPauseWallActivated. Not shown: a clean result is
 * recorded, unless the wall only applies later (a pause not started, a start date ahead): then every check asks. A failure: ERROR, a logged PAUSE_WALL_INITIALIZATION_ERROR and onError; the wall stays hidden,
 * because nothing says this customer is paused at all.
 */
export async function runPauseWallCheck(runtime: PauseWallRuntime): Promise<WallCheckResult> {
  const { options } = runtime;
  const customerId = options.customerId;
  const now = runtime.now();
  if (
    shouldSkipCheck(runtime.store, 'pause-wall', customerId, {
      force: options.force,
      mode: options.mode,
      now,
    })
  ) {
    return { ok: true, shown: false, skipped: true };
  }
  resetPauseWall();
  try {
    const [customer, branding] = await Promise.all([runtime.api.getCustomer(), loadWallBranding(runtime)]);
    const subscription = pickSubscription(customer, options.subscriptionId);
    if (!subscription) {
      recordCleanCheck(runtime.store, 'pause-wall', customerId, now);
      return { ok: true, shown: false, skipped: false, reason: 'no-subscription' };
    }
    const display = pauseWallDisplay(subscription, options.provider, now);
    if (!display.show) {
      const clean = isCleanPauseWallResult(display.reason);
      if (clean) recordCleanCheck(runtime.store, 'pause-wall', customerId, now);
      return { ok: true, shown: false, skipped: false, reason: display.reason };
    }
    if (display.ignoredStartDate !== null) {
      console.warn(`[holdfast] pauseWallStartDate '${display.ignoredStartDate}' is not a date; ignored`);
    }
    // The customer endpoint carries no sessions: a session-derived (Braintree) resume date is unknown here,
    // and Braintree is no pause-wall provider anyway (spec §6).
    const data = pauseWallData(subscription, options.provider, [], now);
    setPauseWallFound({
      customer,
      branding,
      subscription,
      data,
      soft: isSoftPause(subscription, options.provider),
    });
    pauseWall.state = 'PAUSE_WALL';
    pauseWall.visible = true;
    trackWallEvent(runtime, PAUSE_WALL_EVENTS.shown);
    notify(options, 'onPauseWallActivated');
    return { ok: true, shown: true, skipped: false };
  } catch (error) {
    pauseWall.state = 'ERROR';
    const detail = reportWallFailure(runtime, PAUSE_WALL_ERRORS.initialization, error, null);
    pauseWall.error = { key: 'error.loading', detail };
    return { ok: false, message: detail };
  }
}
