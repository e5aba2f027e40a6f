import {
  type FailedPaymentSettings,
  failedPaymentWallDecision,
  isWithinGracePeriod,
  supportsFailedPaymentWall,
} from '../../domain/failed-payment.ts';
import { recordCleanCheck, shouldSkipCheck } from '../../domain/skip-check.ts';
import { FAILED_PAYMENT_WALL_ERRORS, FAILED_PAYMENT_WALL_EVENTS } from '../../domain/walls.ts';
import { notify } from '../callbacks.ts';
import type { WallCheckResult } from '../walls/check-result.ts';
import { loadWallBranding, reportWallFailure, trackWallEvent } from '../walls/report.ts';
import type { ResolvedFailedPaymentWallOptions } from './options.ts';
import type { FailedPaymentWallRuntime } from './runtime.ts';
import { failedPaymentWall, resetFailedPaymentWall, setFailedPaymentWallFound } from './store.ts';

/** The domain's settings from the host's options. */
export function failedPaymentSettings(options: ResolvedFailedPaymentWallOptions): FailedPaymentSettings {
  return {
    ignoreUnattemptedInvoices: options.ignoreInvoicesWithoutAttempts,
    gracePeriodDays: options.gracePeriodDays,
    hideDuringGracePeriod: options.hideDuringGracePeriod,
  };
}

/**
 * The failed-payment check (spec §4, §6): STRIPE only; skipped for 24 hours after a clean result for the
 * same customer unless forced or in TEST mode; otherwise the failed invoices (POST stripe/failed-payments),
 * the customer and the branding are fetched and the domain decides (within grace the wall shows as one the
 * customer may leave, or with `hideDuringGracePeriod` not at all). Shown: FAILED_PAYMENT_WALL, the
 * 'ck-failed-payment-wall' event and onFailedPaymentWallActivated. A failure: ERROR, a logged
 * FAILED_PAYMENT_WALL_INITIALIZATION_ERROR and onError, and no wall.
 */
export async function runFailedPaymentWallCheck(runtime: FailedPaymentWallRuntime): Promise<WallCheckResult> {
  const { options } = runtime;
  const customerId = options.customerId;
  const now = runtime.now();
  if (!supportsFailedPaymentWall(options.provider)) {
    return { ok: true, shown: false, skipped: false, reason: 'provider-unsupported' };
  }
  const skipOptions = { force: options.force, mode: options.mode, now };
  if (shouldSkipCheck(runtime.store, 'failed-payment-wall', customerId, skipOptions)) {
    return { ok: true, shown: false, skipped: true };
  }
  resetFailedPaymentWall();
  try {
    const [invoices, customer, branding] = await Promise.all([
      runtime.api.getFailedPayments(),
      runtime.api.getCustomer(),
      loadWallBranding(runtime),
    ]);
    const settings = failedPaymentSettings(options);
    const decision = failedPaymentWallDecision(invoices, options.provider, settings, now);
    if (decision === 'no-failed-invoices') {
      recordCleanCheck(runtime.store, 'failed-payment-wall', customerId, now);
      return { ok: true, shown: false, skipped: false, reason: decision };
    }
    // Not a clean result: the next check must show the wall once the grace period is over.
    if (decision === 'within-grace') return { ok: true, shown: false, skipped: false, reason: decision };
    setFailedPaymentWallFound({
      customer,
      branding,
      invoices,
      withinGrace: isWithinGracePeriod(invoices, settings, now),
    });
    failedPaymentWall.state = 'FAILED_PAYMENT_WALL';
    failedPaymentWall.visible = true;
    trackWallEvent(runtime, FAILED_PAYMENT_WALL_EVENTS.shown);
    notify(options, 'onFailedPaymentWallActivated');
    return { ok: true, shown: true, skipped: false };
  } catch (error) {
    failedPaymentWall.state = 'ERROR';
    const detail = reportWallFailure(runtime, FAILED_PAYMENT_WALL_ERRORS.initialization, error, null);
    failedPaymentWall.error = { key: 'error.loading', detail };
    return { ok: false, message: detail };
  }
}
