import type { Customer, TRACK_EVENTS } from '../../contract/schemas/index.ts';
import { splitCustomerName } from './templates.ts';

/** What the pause wall and the failed-payment wall share (spec §2, §7, §8). */

/** A wall's track event names (spec §7). */
type TrackEventName = (typeof TRACK_EVENTS)[number];

/** Track events of the pause wall: shown, and the two outcomes. */
export const PAUSE_WALL_EVENTS = {
  shown: 'ck-pause-wall',
  resume: 'ck-pause-wall-resume',
  cancel: 'ck-pause-wall-cancel',
} as const satisfies Record<string, TrackEventName>;

/** Track events of the failed-payment wall: shown, the card update and the cancel. */
export const FAILED_PAYMENT_WALL_EVENTS = {
  shown: 'ck-failed-payment-wall',
  update: 'ck-failed-payment-wall-update',
  cancel: 'ck-failed-payment-wall-cancel',
} as const satisfies Record<string, TrackEventName>;

/** Error codes of the pause wall (spec §8), passed to onError and logged as the error's name. */
export const PAUSE_WALL_ERRORS = {
  initialization: 'PAUSE_WALL_INITIALIZATION_ERROR',
  resume: 'PAUSE_WALL_RESUME_ERROR',
  cancel: 'PAUSE_WALL_CANCEL_ERROR',
} as const;

/** Error codes of the failed-payment wall (spec §8). */
export const FAILED_PAYMENT_WALL_ERRORS = {
  initialization: 'FAILED_PAYMENT_WALL_INITIALIZATION_ERROR',
  updateCard: 'FAILED_PAYMENT_WALL_UPDATE_CARD_ERROR',
  cancel: 'FAILED_PAYMENT_WALL_CANCEL_ERROR',
} as const;

export type WallErrorCode =
  | (typeof PAUSE_WALL_ERRORS)[keyof typeof PAUSE_WALL_ERRORS]
  | (typeof FAILED_PAYMENT_WALL_ERRORS)[keyof typeof FAILED_PAYMENT_WALL_ERRORS];

/**
 * The first name the walls greet with (spec §2 'Greeting with first name'); null when the customer has no
 * name, so the greeting goes without one.
 */
export function greetingName(customer: Pick<Customer, 'name'> | null): string | null {
  const name = customer?.name?.trim();
  if (!name) return null;
  return splitCustomerName(name).first || null;
}
