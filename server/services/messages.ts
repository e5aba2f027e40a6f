/**
 * The server's error texts. The spec's own (§5, §8) are verbatim — the widget may show them — and the rest
 * are plain English a developer can act on. The 403s say what was checked, never what would pass.
 * The embed calls' 404 texts are the contract's, which the widget reads to name a failed load's cause.
 */

import { CANCEL_SCHEDULED_TEXT } from '../../contract/cancel-scheduled.ts';
import { NOT_FOUND_TEXTS } from '../../contract/not-found-texts.ts';
import { UPLOAD_TOKEN_TEXTS } from '../../contract/upload-token-texts.ts';

export const MESSAGES = {
  customerNotFound: NOT_FOUND_TEXTS.customer,
  noSubscription: 'No subscription found',
  appNotFound: NOT_FOUND_TEXTS.app,
  appIdMissing: 'Missing app id (X-Holdfast-App-Id).',
  appIdMismatch: 'The X-Holdfast-App-Id header names another app than the path.',
  authHashMissing: 'Missing authorization hash (X-Holdfast-Auth-Hash).',
  authHashInvalid:
    'Invalid authorization hash: it must be the HMAC-SHA256 of the customer id with the app secret of this mode.',
  customerIdMissing: 'Missing customer id (X-Holdfast-Customer-Id).',
  unknownProvider: 'Unknown payment provider.',
  unknownMode: 'Unknown mode: expected LIVE or TEST.',
  blueprintNotFound: NOT_FOUND_TEXTS.flow,
  subscriptionCanceled: 'This subscription is already canceled.',
  cancelScheduled: CANCEL_SCHEDULED_TEXT,
  subscriptionNotPaused: 'This subscription is not paused.',
  notOnTrial: 'This subscription is not on a trial.',
  trialAlreadyExtended: 'The trial of this subscription has already been extended.',
  couponNotFound: (id: string) => `No such coupon: '${id}'.`,
  couponInvalid: (id: string) => `The coupon '${id}' is no longer valid.`,
  discountNeedsCouponOrAmount:
    'A discount needs a coupon, or (for custom-amount providers) customerAmount and customDuration.',
  planNotFound: (id: string) => `No such plan: '${id}'.`,
  alreadyOnPlan: 'The subscription is already on this plan.',
  pauseDateMissing: 'Please select a date to resume your subscription',
  pauseDateInvalid: 'Please, select a valid end date',
  cardDeclined: 'Your card was declined.',
  notServed: 'No cancel flow was shown to this customer recently, so no offer can be accepted.',
  offerNotServed: (what: string) => `${what} is not among the offers shown to this customer.`,
  offerHidden: (what: string, reason: string) =>
    `${what} is not available to this customer now: the offer is no longer shown (${reason}).`,
  testOnly: (what: string) =>
    `${what} is a test ${what.startsWith('Plan') ? 'plan' : 'coupon'}: only TEST mode may use it.`,
  planCurrency: (id: string) => `Plan '${id}' is not in the currency of this subscription.`,
  planInterval: (id: string) =>
    `Plan '${id}' has another billing period, which this provider cannot switch to.`,
  emailNotFound:
    'We were unable to find that email address. Please note the email address is case sensitive.',
  emailFlowDisabled: 'Email-based verification is not enabled for your account.',
  mailerMissing:
    'This server cannot send verification codes: no mailer is configured (set SMTP_URL, see docs/server.md).',
  codeIncorrect: 'The verification code you entered is incorrect',
  tooManyRequests: 'Too many requests. Please try again later.',
  sessionNotFound: 'Could not find a session with that id.',
  unknownDataFormat: 'Unknown data format',
  uploadTokenMissing: UPLOAD_TOKEN_TEXTS.missing,
  uploadTokenInvalid: UPLOAD_TOKEN_TEXTS.invalid,
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  idempotencyKeyBusy: 'A request with this Idempotency-Key is still running; try again shortly.',
} as const;

/** Webhook administration (services/webhooks.ts): the business's own words, not a customer's. */
export const WEBHOOK_MESSAGES = {
  unknownApp: (appId: string) => `No app '${appId}'.`,
  badUrl: 'A webhook URL must be an absolute http:// or https:// URL without user name or password.',
  urlTooLong: (max: number) => `A webhook URL may be at most ${max} characters long.`,
  tooManyEndpoints: (max: number) => `An app may register at most ${max} webhook endpoints.`,
  unknownEndpoint: 'No such webhook endpoint for this app.',
  notRedeliverable: 'Only a failed delivery to an endpoint still registered can be sent again.',
  badState: (states: readonly string[]) => `A delivery state is one of: ${states.join(', ')}.`,
} as const;
