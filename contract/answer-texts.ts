/**
 * The error texts the server and the mock backend both answer with, word for word, so a widget (or a host) sees
 * the same answer from either and the contract suite can compare them. The spec's own (§5, §8) are verbatim: the
 * widget may show them. Each backend's own texts stay in its messages module, spread over these.
 */
import { CANCEL_SCHEDULED_TEXT } from './cancel-scheduled.ts';
import { NOT_FOUND_TEXTS } from './not-found-texts.ts';

export const ANSWER_TEXTS = {
  customerNotFound: NOT_FOUND_TEXTS.customer,
  noSubscription: 'No subscription found',
  appNotFound: NOT_FOUND_TEXTS.app,
  appIdMissing: 'Missing app id (X-Holdfast-App-Id).',
  authHashMissing: 'Missing authorization hash (X-Holdfast-Auth-Hash).',
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
  emailNotFound:
    'We were unable to find that email address. Please note the email address is case sensitive.',
  emailFlowDisabled: 'Email-based verification is not enabled for your account.',
  codeIncorrect: 'The verification code you entered is incorrect',
  tooManyRequests: 'Too many requests. Please try again later.',
  sessionNotFound: 'Could not find a session with that id.',
  unknownDataFormat: 'Unknown data format',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
} as const;
