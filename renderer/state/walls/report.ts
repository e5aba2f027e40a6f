import type { Branding, Customer } from '../../../contract/schemas/index.ts';
import type { WallErrorCode } from '../../domain/walls.ts';
import type { MessageKey } from '../../i18n/index.ts';
import { callbackCustomer, notify } from '../callbacks.ts';
import { errorDetail } from '../error-detail.ts';
import type { CallbackCustomer } from '../init-options.ts';
import { deliverEvent } from '../reporting/lazy-delivery.ts';
import type { WallIdentityOptions, WallRuntime } from './runtime.ts';

/** Why a wall is in ERROR: the customer-facing text's key, and the technical detail (TEST mode shows it). */
export interface WallError {
  key: MessageKey;
  detail: string;
}

/**
 * A wall failure (spec §4 "Wall check failures lead to ERROR, a logged error and an onError call"; §7 "An
 * error-log call from the walls carries name, error, appId, mode and customerId"). Returns the detail.
 */
export function reportWallFailure(
  runtime: WallRuntime<WallIdentityOptions>,
  code: WallErrorCode,
  error: unknown,
  customer: Customer | null,
): string {
  const detail = errorDetail(error);
  const { options } = runtime;
  console.error(`[holdfast] ${code}`, error);
  notify(options, 'onError', { message: detail, code });
  void runtime.api.logError({
    name: code,
    email: customer?.email ?? null,
    error: detail,
    ...(options.appId ? { appId: options.appId } : {}),
    mode: options.mode,
    customerId: options.customerId ?? null,
  });
  return detail;
}

/**
 * Sends a wall's track event (spec §7) through the page's delivery queue: retried with backoff and sent with
 * keepalive, so a page closed right after (a logout) does not lose it. A lost event never disturbs the wall.
 */
export function trackWallEvent(runtime: WallRuntime<WallIdentityOptions>, event: string): void {
  deliverEvent(runtime.api, {
    event,
    timestamp: runtime.now().toISOString(),
    customerId: runtime.options.customerId ?? null,
    properties: {},
  });
}

/** The customer as the wall's host callbacks see it. */
export function wallCallbackCustomer(
  runtime: WallRuntime<WallIdentityOptions>,
  customer: Customer | null,
  subscriptionId: string | null,
): CallbackCustomer {
  return callbackCustomer(customer, {
    customerId: runtime.options.customerId ?? null,
    subscriptionId: runtime.options.subscriptionId ?? subscriptionId,
  });
}

/** The branding, or none: the walls fall back to the default look rather than fail over a cosmetic call. */
export async function loadWallBranding(runtime: WallRuntime<WallIdentityOptions>): Promise<Branding | null> {
  try {
    return await runtime.api.getBranding();
  } catch (error) {
    console.warn('[holdfast] branding not loaded; the wall uses the default look', error);
    return null;
  }
}

/**
 * Calls a host handler that has no built-in fallback (log out, get help). Its failure is the host's: it is
 * reported to the console and onError, and the wall stays as it is.
 */
export async function callHostHandler(
  runtime: WallRuntime<WallIdentityOptions>,
  name: string,
  handler: () => unknown,
): Promise<boolean> {
  try {
    await handler();
    return true;
  } catch (error) {
    console.error(`[holdfast] the host's ${name} failed`, error);
    notify(runtime.options, 'onError', {
      message: `${name} failed: ${errorDetail(error)}`,
      code: 'HOST_CALLBACK_ERROR',
    });
    return false;
  }
}
