/**
 * Every error text the simulated backend answers with, in one place. Texts the spec's error catalogue
 * (§8) and validation rules (§5) name are used verbatim; the others are this simulator's own.
 */
import { CANCEL_SCHEDULED_TEXT } from '../../contract/cancel-scheduled.ts';
import { NOT_FOUND_TEXTS } from '../../contract/not-found-texts.ts';
import { MAX_JSON_DEPTH } from '../../contract/request-limits.ts';

export const MESSAGES = {
  customerNotFound: NOT_FOUND_TEXTS.customer,
  noSubscription: 'No subscription found',
  appNotFound: NOT_FOUND_TEXTS.app,
  authHashMissing: 'Missing authorization hash (X-Holdfast-Auth-Hash).',
  authHashInvalid:
    'Invalid authorization hash: it must be the HMAC-SHA256 of the customer id with the app secret.',
  customerIdMissing: 'Missing customer id (X-Holdfast-Customer-Id).',
  appIdMissing: 'Missing app id (X-Holdfast-App-Id).',
  unknownProvider: 'Unknown payment provider.',
  unknownMode: 'Unknown mode: expected LIVE or TEST.',
  notFound: 'Not found.',
  malformedJson: 'The request body is not valid JSON.',
  nestedTooDeep: `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`,
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
  emailNotFound:
    'We were unable to find that email address. Please note the email address is case sensitive.',
  tooManyRequests: 'Too many requests. Please try again later.',
  emailFlowDisabled: 'Email-based verification is not enabled for your account.',
  codeIncorrect: 'The verification code you entered is incorrect',
  sessionNotFound: 'Could not find a session with that id.',
  unknownDataFormat: 'Unknown data format',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  injectedFault: 'Injected fault.',
  bodyTooLarge: (limit: string) => `The request body is larger than ${limit}, the most this call accepts.`,
  controlForeignOrigin: (origin: string) =>
    `The mock's control API answers only pages on this machine; Origin ${origin} is not one.`,
  controlForeignHost: (host: string) =>
    `The mock's control API answers only at localhost or 127.0.0.1, not at ${host}.`,
} as const;
